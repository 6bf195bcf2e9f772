import { CalendarClock, Repeat } from "lucide-react";
import { adminCopy as copy } from "~/lib/admin-copy";
import { formatLeadDate } from "~/lib/format-date";
import { endOfIstDay } from "~/lib/ist-time";
import type { LeadSource } from "~/lib/lead-work";

const tagClass =
  "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset";

/** When to follow up: red when overdue, amber when due today (IST), plain otherwise. */
export function FollowUpTag({ at, now }: { at: string; now: string }) {
  const overdue = at < now;
  const today = !overdue && at < endOfIstDay(new Date(now)).toISOString();
  const tone = overdue
    ? "bg-red-50 text-red-800 ring-red-300"
    : today
      ? "bg-amber-50 text-amber-900 ring-amber-300"
      : "bg-wood-50 text-wood-800 ring-wood-300";
  const when = `${overdue ? `${copy.work.overdue} · ` : today ? `${copy.work.dueToday} · ` : ""}${formatLeadDate(at)}`;
  return (
    <span className={`${tagClass} ${tone}`}>
      <CalendarClock aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{copy.work.followUp}: </span>
      {when}
    </span>
  );
}

/** Someone with this phone number enquired before. */
export function ReturningTag() {
  return (
    <span className={`${tagClass} bg-violet-50 text-violet-900 ring-violet-300`}>
      <Repeat aria-hidden="true" className="size-3.5" />
      {copy.work.returning}
    </span>
  );
}

/** Where an enquiry came from, shown for those that did not come through the website. */
export function SourceTag({ source }: { source: LeadSource }) {
  if (source === "web") return null;
  return (
    <span className={`${tagClass} bg-sky-50 text-sky-900 ring-sky-300`}>
      <span className="sr-only">{copy.work.source}: </span>
      {copy.work.sources[source]}
    </span>
  );
}
