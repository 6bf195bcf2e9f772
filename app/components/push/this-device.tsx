import { BellOff, BellRing, Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { staffButtonClass } from "~/components/admin/staff-styles";
import { AlertStateIcon } from "~/components/admin/alert-status-badge";
import { useHydrated } from "~/components/admin/use-hydrated";
import { useToast } from "~/components/ui/toaster";
import { adminCopy } from "~/lib/admin-copy";
import { deskWorker, deviceLabel, keyBytes, pushSupported } from "~/lib/push/browser-push";

const copy = adminCopy.push;

type State = "checking" | "unsupported" | "blocked" | "off" | "on";
type Device = { id: string; endpoint: string };

/** Where this device stands: on when the browser holds a subscription the desk knows as the member's. */
async function stateOf(devices: readonly Device[]): Promise<State> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  try {
    const subscription = await (await deskWorker()).pushManager.getSubscription();
    const known = subscription && devices.some((device) => device.endpoint === subscription.endpoint);
    return known ? "on" : "off";
  } catch {
    return "unsupported";
  }
}

const json = { "Content-Type": "application/json", Accept: "application/json" };

/**
 * This device's alerts: whether it receives them, and a button that asks the browser's permission,
 * subscribes with the server's key and hands the subscription to the desk (or undoes it). Without
 * JavaScript, or in a browser that cannot receive push, it says so; e-mail alerts are untouched.
 */
export function ThisDevice({ publicKey, devices }: { publicKey: string; devices: readonly Device[] }) {
  const [state, setState] = useState<State>("checking");
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const revalidator = useRevalidator();
  // The page as the server sends it says what needs JavaScript; once it runs, where this device stands.
  const hydrated = useHydrated();

  useEffect(() => {
    let stale = false;
    // What the browser said when asked (it cannot receive push, or it was refused) stays when the
    // page's data reloads: only asking again changes it.
    const kept = (current: State) => current === "unsupported" || current === "blocked";
    void stateOf(devices).then((found) => !stale && setState((current) => (kept(current) ? current : found)));
    return () => {
      stale = true;
    };
  }, [devices]);

  async function turnOn() {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") return setState(permission === "denied" ? "blocked" : "off");
    const worker = await deskWorker();
    let subscription: PushSubscription;
    try {
      subscription = await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
    } catch {
      // No push service this browser can reach (a browser without its vendor's service, a private window).
      return setState("unsupported");
    }
    const response = await fetch("/api/push/devices", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ ...subscription.toJSON(), label: deviceLabel(navigator.userAgent) }),
    });
    if (!response.ok) throw new Error(`the desk answered ${response.status}`);
    setState("on");
    toast({ title: adminCopy.alerts.notices.saved, text: copy.notices.on, tone: "success" });
  }

  async function turnOff() {
    const worker = await deskWorker();
    const subscription = await worker.pushManager.getSubscription();
    const device = devices.find((known) => known.endpoint === subscription?.endpoint);
    if (device) {
      const response = await fetch(`/api/push/devices/${encodeURIComponent(device.id)}`, {
        method: "DELETE",
        headers: json,
      });
      if (!response.ok && response.status !== 404) throw new Error(`the desk answered ${response.status}`);
    }
    await subscription?.unsubscribe();
    setState("off");
    toast({ title: adminCopy.alerts.notices.saved, text: copy.notices.off, tone: "success" });
  }

  function change(on: boolean) {
    setBusy(true);
    (on ? turnOn() : turnOff())
      .catch(() => toast({ title: copy.notices.error, text: copy.failed, tone: "error" }))
      .finally(() => {
        setBusy(false);
        void revalidator.revalidate();
      });
  }

  const on = state === "on";
  const Icon = on ? BellRing : state === "off" ? Smartphone : BellOff;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <AlertStateIcon on={on} icon={Icon} />
        <div className="min-w-0" aria-live="polite">
          {hydrated ? null : <p className="font-semibold text-wood-950">{copy.noScript}</p>}
          {state === "checking" ? null : (
            <p className="font-semibold text-wood-950" data-testid="push-state">
              {state === "unsupported"
                ? copy.unsupported
                : state === "blocked"
                  ? copy.blocked
                  : copy.status[state]}
            </p>
          )}
        </div>
      </div>
      {state === "on" || state === "off" ? (
        <button
          type="button"
          aria-busy={busy}
          onClick={() => !busy && change(!on)}
          className={`w-full shrink-0 sm:ml-auto sm:w-auto ${on ? staffButtonClass.outline : staffButtonClass.primary}`}
        >
          {busy ? copy.working : on ? copy.turnOff : copy.turnOn}
        </button>
      ) : null}
    </div>
  );
}
