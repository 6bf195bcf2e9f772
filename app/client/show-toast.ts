import { type Toast, toastDurationMs } from "~/lib/toast";

// Notices on public pages: the cards are server-rendered <template>s (ToastTemplates), shown in the
// page's live regions, one at a time.

let timer: ReturnType<typeof setTimeout> | undefined;

function clear() {
  clearTimeout(timer);
  for (const region of document.querySelectorAll("[data-toast-region]")) region.replaceChildren();
}

export function showToast(toast: Toast): void {
  clear();
  const tone = toast.tone ?? "success";
  const template = document.querySelector<HTMLTemplateElement>(`template[data-toast-template="${tone}"]`);
  const region = document.querySelector(`[data-toast-region="${tone}"]`);
  const card = template && document.importNode(template.content, true).firstElementChild;
  if (!region || !card) return;
  card.querySelector("[data-toast-title]")?.replaceChildren(toast.title);
  card.querySelector("[data-toast-text]")?.replaceChildren(toast.text);
  card.querySelector("[data-toast-close]")?.addEventListener("click", clear);
  region.append(card);
  keepFocusInSight(card);
  timer = setTimeout(clear, toastDurationMs);
}

/** If the notice lands over the control that has focus, scrolls that control clear of it. */
function keepFocusInSight(card: Element) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return;
  const a = focused.getBoundingClientRect();
  const b = card.getBoundingClientRect();
  const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  if (overlaps) focused.scrollIntoView({ block: "center" });
}
