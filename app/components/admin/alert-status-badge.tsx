import { adminCopy } from "~/lib/admin-copy";

const copy = adminCopy.alerts;

/** Whether a member receives an e-mail: "On" or "Off". */
export function AlertStatusBadge({ on }: { on: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        on ? "bg-green-50 text-green-800 ring-green-600/30" : "bg-wood-100 text-wood-800 ring-wood-600/30"
      }`}
    >
      {on ? copy.status.on : copy.status.off}
    </span>
  );
}

/** The round icon beside an alert setting: green while it is on. */
export function AlertStateIcon({
  on,
  icon: Icon,
}: {
  on: boolean;
  icon: React.ComponentType<{ className?: string }>;
}) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-12 shrink-0 place-items-center rounded-full ${
        on ? "bg-green-100 text-green-800" : "bg-wood-100 text-wood-700"
      }`}
    >
      <Icon className="size-6" />
    </span>
  );
}
