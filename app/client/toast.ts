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
  timer = setTimeout(clear, toastDurationMs);
}
