import { AlarmClock, Hourglass } from "lucide-react";
import { adminCopy as copy } from "~/lib/admin-copy";
import { type ClockedLead, lateWhy, waitingFor, waitingText } from "~/lib/response-clock";
import { useSite } from "~/lib/site";

/**
 * How long a new lead nobody has answered has waited, as the server saw it at `now` (so the page
 * reads the same without JavaScript). Past 15 minutes of opening hours it is marked "Late", in
 * words and an icon as well as colour. Nothing for a lead that has had its first reply.
 */
export function WaitingTag({ lead, now }: { lead: ClockedLead; now: string }) {
  const { hours } = useSite().business;
  const waiting = waitingFor(lead, now, hours);
  if (!waiting) return null;
  const base =
    "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset";
  if (!waiting.late) {
    return (
      <span className={`${base} bg-sky-50 text-sky-900 ring-sky-300`} data-waiting="waiting">
        <Hourglass aria-hidden="true" className="size-3.5" />
        {waitingText(waiting)}
      </span>
    );
  }
  return (
    <span className={`${base} bg-red-700 text-white ring-red-800`} data-waiting="late" title={lateWhy}>
      <AlarmClock aria-hidden="true" className="size-3.5" />
      <span className="tracking-wide uppercase">{copy.response.late}</span>
      <span className="sr-only">: {lateWhy}.</span>
      <span aria-hidden="true">·</span>
      {waitingText(waiting)}
    </span>
  );
}
