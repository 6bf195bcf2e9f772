import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { formatLeadDate } from "~/lib/format-date";
import { type ActivityKind, loggedKinds } from "~/lib/lead-work";
import { fillTemplate } from "~/lib/links";
import { useDeskForm } from "./use-desk-form";

export type TimelineEntry = {
  id: string;
  kind: ActivityKind;
  text: string;
  actor_email: string | null;
  created_at: string;
  deleted_at: string | null;
  deleted_by: string | null;
};

const kindClass: Record<ActivityKind, string> = {
  note: "bg-wood-100 text-wood-900",
  call: "bg-green-100 text-green-900",
  whatsapp: "bg-emerald-100 text-emerald-900",
  email: "bg-sky-100 text-sky-900",
  visit: "bg-amber-100 text-amber-900",
  status: "bg-blue-100 text-blue-900",
  assignment: "bg-violet-100 text-violet-900",
  repeat: "bg-rose-100 text-rose-900",
  quote: "bg-orange-100 text-orange-900",
  chat: "bg-emerald-50 text-emerald-900",
};

const removable = (kind: ActivityKind) => (loggedKinds as readonly string[]).includes(kind);

/**
 * What happened to a lead, newest first: what staff logged, status and owner changes, repeat
 * enquiries, and at the end its arrival. Nobody edits an entry; an admin may remove one a person
 * wrote, and the removal shows in its place.
 */
export function LeadTimeline({
  leadId,
  entries,
  arrivedAt,
  canRemove,
}: {
  leadId: string;
  entries: TimelineEntry[];
  arrivedAt: string;
  canRemove: boolean;
}) {
  return (
    <ol className="mt-4 space-y-4 border-l-2 border-wood-200 pl-4">
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full bg-wood-400"
          />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${kindClass[entry.kind]}`}>
              {copy.work.kinds[entry.kind]}
            </span>
            <span className="text-wood-800">{formatLeadDate(entry.created_at)}</span>
            <span className="break-all text-wood-700">
              {entry.actor_email
                ? `${copy.lead.by} ${entry.actor_email}`
                : entry.kind === "repeat" || entry.kind === "quote" || entry.kind === "chat"
                  ? copy.work.fromCustomer
                  : `${copy.lead.by} ${copy.lead.unknownActor}`}
            </span>
          </div>
          {entry.deleted_at ? (
            <p className="mt-1 text-sm text-wood-700 italic">
              {fillTemplate(copy.work.removedBy, {
                who: entry.deleted_by ?? copy.lead.unknownActor,
                at: formatLeadDate(entry.deleted_at),
              })}
            </p>
          ) : (
            <p className="mt-1 whitespace-pre-wrap text-wood-950">{entry.text}</p>
          )}
          {canRemove && removable(entry.kind) && !entry.deleted_at ? (
            <RemoveEntry leadId={leadId} entryId={entry.id} />
          ) : null}
        </li>
      ))}
      <li className="relative">
        <span
          aria-hidden="true"
          className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full bg-wood-700"
        />
        <p className="text-sm">
          <span className="font-semibold text-wood-950">{copy.work.arrived}</span>{" "}
          <span className="text-wood-800">{formatLeadDate(arrivedAt)}</span>
        </p>
      </li>
    </ol>
  );
}

/** An admin's removal of an entry, behind a second, explicit button. */
function RemoveEntry({ leadId, entryId }: { leadId: string; entryId: string }) {
  const { fetcher, action, busy } = useDeskForm(deskPaths.leadActivities(leadId));
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer font-semibold text-wood-700 underline">{copy.work.remove}</summary>
      <fetcher.Form method="post" action={action} className="mt-2">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="activityId" value={entryId} />
        <button
          type="submit"
          disabled={busy}
          className="min-h-10 rounded-lg bg-red-700 px-3 py-2 font-semibold text-white hover:bg-red-800"
        >
          {copy.work.removeConfirm}
        </button>
      </fetcher.Form>
    </details>
  );
}
