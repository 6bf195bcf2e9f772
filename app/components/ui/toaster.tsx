import { CircleAlert, CircleCheck, X } from "~/components/ui/icons";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { type Toast, toastDurationMs } from "~/lib/toast";

const ToastContext = createContext<(toast: Toast) => void>(() => {});

/** Shows a notice on a hydrated page (the desk); public pages use app/client/show-toast.ts. */
export function useToast() {
  return useContext(ToastContext);
}

export function Toaster({ children }: { children: React.ReactNode }) {
  const [toast, setToast] = useState<(Toast & { id: number }) | null>(null);
  const show = useCallback((next: Toast) => setToast({ ...next, id: Date.now() }), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toastDurationMs);
    return () => clearTimeout(timer);
  }, [toast]);

  const error = toast?.tone === "error";
  const value = useMemo(() => show, [show]);
  const card = toast ? <ToastCard key={toast.id} toast={toast} onClose={() => setToast(null)} /> : null;
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* Both live regions exist from the start so screen readers announce what appears in them. */}
      {/* On a public page with the phone contact bar, notices sit above the bar (app.css). */}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end with-bar:bottom-bar">
        <div role="status" aria-live="polite" className="contents" data-toast-region="success">
          {!error ? card : null}
        </div>
        <div role="alert" aria-live="assertive" className="contents" data-toast-region="error">
          {error ? card : null}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

/** The notice cards of both tones, for app/client/show-toast.ts to copy on pages that are not hydrated. */
export function ToastTemplates() {
  return (
    <>
      {(["success", "error"] as const).map((tone) => (
        <template key={tone} data-toast-template={tone}>
          <ToastCard toast={{ title: "", text: "", tone }} />
        </template>
      ))}
    </>
  );
}

function ToastCard({ toast, onClose }: { toast: Toast; onClose?: () => void }) {
  const error = toast.tone === "error";
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      data-testid="toast"
      className={`pointer-events-auto flex w-full max-w-sm gap-3 rounded-xl border p-4 shadow-xl ${
        error ? "border-red-200 bg-red-50 text-red-900" : "border-wood-200 bg-white text-wood-950"
      }`}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${error ? "text-red-700" : "text-leaf-600"}`}
      />
      <div className="flex-1">
        <p className="font-semibold" data-toast-title="">
          {toast.title}
        </p>
        <p className="mt-1 text-sm" data-toast-text="">
          {toast.text}
        </p>
      </div>
      <button
        type="button"
        onClick={onClose}
        data-toast-close=""
        className="-m-1 grid size-8 shrink-0 place-items-center rounded-md hover:bg-black/5"
        aria-label="Dismiss notice"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
