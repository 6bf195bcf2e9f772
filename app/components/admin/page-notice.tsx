import type { Toast } from "~/lib/toast";

/**
 * A notice written into the page, for a browser without JavaScript (which shows notices as toasts
 * otherwise): pass `noscript` when the same notice also arrives as a toast.
 */
export function PageNotice({ notice, noscript = false }: { notice: Toast; noscript?: boolean }) {
  const card = (
    <p
      role={notice.tone === "error" ? "alert" : "status"}
      className="mx-auto mt-6 max-w-md rounded-xl border border-wood-200 bg-white p-4 text-wood-950"
    >
      <strong className="block">{notice.title}</strong>
      {notice.text}
    </p>
  );
  return noscript ? <noscript>{card}</noscript> : card;
}
