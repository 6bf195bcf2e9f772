/**
 * The header's menu on phones. The page sends it as a disclosure that opens without JavaScript
 * (components/layout/mobile-menu.tsx); here the disclosure stays open for good, its summary gives way to
 * the menu button, and the button opens and closes the menu it controls. Escape closes it and gives
 * focus back to the button, and choosing a link in it closes it.
 */
export function enhanceMobileMenu(): void {
  const button = document.querySelector<HTMLButtonElement>("button[data-menu-button]");
  const menu = button && document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!button || !menu) return;

  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", (open ? button.dataset.closeLabel : button.dataset.openLabel) ?? "");
  };

  setOpen(false);
  const disclosure = menu.closest("details");
  const summary = disclosure?.querySelector("summary");
  if (disclosure && summary) {
    disclosure.open = true;
    summary.hidden = true;
  }
  button.hidden = false;

  button.addEventListener("click", () => setOpen(menu.hidden));
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || menu.hidden) return;
    setOpen(false);
    button.focus();
  });
  // A page restored by Back/Forward comes back as it was left: close the menu it was left with.
  window.addEventListener("pageshow", () => setOpen(false));
}
