/**
 * A project's photos, full size over the page. Each photo is sent as a plain link to its largest
 * JPEG, which opens without JavaScript; here a click opens it in a modal dialog instead, at the
 * best format and size the browser can take (the photo's own <picture>, drawn full width). The
 * dialog closes with Escape, its button, or a click beside the photo, and gives focus back to the
 * photo's link; the arrow keys show the previous and next photo. Styled here, not by the page's
 * stylesheet, which holds only what the page's own markup uses.
 */
export function enhancePhotoViewer(): void {
  const list = document.querySelector<HTMLElement>("[data-photo-viewer]");
  const links = list ? [...list.querySelectorAll<HTMLAnchorElement>("a[data-photo]")] : [];
  if (!list || links.length === 0) return;

  const dialog = document.createElement("dialog");
  const frame = document.createElement("div");
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = list.dataset.closeLabel ?? "Close";
  Object.assign(dialog.style, {
    width: "100vw",
    height: "100dvh",
    maxWidth: "none",
    maxHeight: "none",
    margin: "0",
    padding: "0",
    border: "0",
    background: "rgb(28 20 12 / 0.95)",
  });
  Object.assign(frame.style, {
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    width: "100%",
    height: "100%",
    padding: "4rem 0.5rem 1rem",
    boxSizing: "border-box",
  });
  Object.assign(close.style, {
    position: "fixed",
    top: "0.75rem",
    right: "0.75rem",
    minHeight: "2.75rem",
    padding: "0 1rem",
    borderRadius: "0.5rem",
    border: "0",
    background: "#fff",
    color: "#2a1d10",
    font: "600 1rem system-ui, sans-serif",
    cursor: "pointer",
  });
  dialog.append(close, frame);
  document.body.append(dialog);

  let shown = 0;
  const show = (index: number) => {
    shown = (index + links.length) % links.length;
    const picture = links[shown]!.querySelector("picture")?.cloneNode(true) as HTMLElement | undefined;
    const image = picture?.querySelector("img");
    if (!picture || !image) return;
    for (const element of picture.querySelectorAll("source, img")) element.setAttribute("sizes", "100vw");
    image.loading = "eager";
    image.className = "";
    Object.assign(image.style, { maxWidth: "100%", maxHeight: "100%", width: "auto", height: "auto" });
    dialog.setAttribute("aria-label", image.alt);
    frame.replaceChildren(picture);
  };

  links.forEach((link, index) =>
    link.addEventListener("click", (event) => {
      // A new tab or window, or a download, stays the browser's.
      if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      show(index);
      dialog.showModal();
      close.focus();
    }),
  );
  close.addEventListener("click", () => dialog.close());
  frame.addEventListener("click", (event) => {
    if (event.target === frame) dialog.close();
  });
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight") show(shown + 1);
    else if (event.key === "ArrowLeft") show(shown - 1);
  });
}
