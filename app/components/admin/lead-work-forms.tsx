import { useId } from "react";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { toIstLocalInput } from "~/lib/ist-time";
import { activityLimits, isFinalStatus, loggedKinds } from "~/lib/lead-work";
import { useSite } from "~/lib/site";
import type { Member } from "./lead-filters";
import { useDeskForm, useResetOnSaved } from "./use-desk-form";

const inputClass = "mt-1 block w-full rounded-lg border border-wood-300 bg-white px-3 py-2";
const labelClass = "block text-sm font-semibold text-wood-950";
const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-wood-700 px-4 py-2 font-semibold text-white hover:bg-wood-800 disabled:opacity-70";
const quietButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-wood-700 px-4 py-2 font-semibold text-wood-800 hover:bg-wood-100 disabled:opacity-70";

/**
 * "Mark as contacted", beside a log form's button while the lead is still new: checked, so logging
 * the first call moves the lead on in the same tap; unticked, the lead stays new. Hidden while the
 * form's kind is a note (in CSS, so without JavaScript too): a note is no contact, and the server
 * never moves a lead for one.
 */
export function MarkContacted({ status }: { status: string }) {
  if (status !== "new") return null;
  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-semibold text-wood-900 group-has-[[name=kind][value=note]:checked]:hidden">
      <input type="checkbox" name="markContacted" defaultChecked className="size-4 accent-wood-700" />
      {copy.work.markContacted}
    </label>
  );
}

/** Log a note, call, WhatsApp chat, e-mail or site visit, with what came of it. */
export function LogForm({ leadId, status }: { leadId: string; status: string }) {
  const { fetcher, action, busy } = useDeskForm(deskPaths.leadActivities(leadId));
  const id = useId();
  const form = useResetOnSaved(fetcher.data);
  return (
    <fetcher.Form ref={form} method="post" action={action} className="group mt-3 space-y-3">
      <fieldset>
        <legend className={labelClass}>{copy.work.logKind}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {loggedKinds.map((kind, index) => (
            <label
              key={kind}
              className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-wood-300 bg-white px-3 py-1.5 text-sm font-medium text-wood-900 has-[:checked]:border-wood-700 has-[:checked]:bg-wood-100"
            >
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={index === 1}
                className="accent-wood-700"
              />
              {copy.work.kinds[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`} className={labelClass}>
          {copy.work.logText}
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          required
          rows={3}
          maxLength={activityLimits.text}
          placeholder={copy.work.logPlaceholder}
          className={inputClass}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="submit" disabled={busy} className={buttonClass}>
          {copy.work.logSave}
        </button>
        <MarkContacted status={status} />
      </div>
    </fetcher.Form>
  );
}

/** The next follow-up, set or cleared; none on a converted or closed lead. */
export function FollowUpForm({
  leadId,
  status,
  followUpAt,
}: {
  leadId: string;
  status: string;
  followUpAt: string | null;
}) {
  const { fetcher, action, busy } = useDeskForm(deskPaths.leadChange(leadId));
  const clear = useDeskForm(deskPaths.leadChange(leadId));
  const id = useId();
  if (isFinalStatus(status)) return <p className="mt-2 text-sm text-wood-800">{copy.work.followUpFinal}</p>;
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2">
      <fetcher.Form method="post" action={action} className="flex flex-1 flex-wrap items-end gap-2">
        <div className="min-w-52 flex-1">
          <label htmlFor={`${id}-at`} className={labelClass}>
            {copy.work.followUpWhen} <span className="font-normal text-wood-700">(IST)</span>
          </label>
          <input
            id={`${id}-at`}
            name="followUpAt"
            type="datetime-local"
            required
            defaultValue={followUpAt ? toIstLocalInput(followUpAt) : undefined}
            key={followUpAt ?? "none"}
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={busy} className={buttonClass}>
          {copy.work.followUpSave}
        </button>
      </fetcher.Form>
      {followUpAt ? (
        <clear.fetcher.Form method="post" action={clear.action}>
          <input type="hidden" name="followUpAt" value="" />
          <button type="submit" disabled={clear.busy} className={quietButtonClass}>
            {copy.work.followUpClear}
          </button>
        </clear.fetcher.Form>
      ) : null}
    </div>
  );
}

/** Who owns the lead: any desk member, or nobody. */
export function OwnerForm({
  leadId,
  assigneeId,
  members,
}: {
  leadId: string;
  assigneeId: string | null;
  members: Member[];
}) {
  const { fetcher, action, busy } = useDeskForm(deskPaths.leadChange(leadId));
  const id = useId();
  return (
    <fetcher.Form method="post" action={action} className="mt-3 flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-owner`} className={labelClass}>
          {copy.work.assignTo}
        </label>
        <select
          id={`${id}-owner`}
          name="assigneeId"
          defaultValue={assigneeId ?? ""}
          key={assigneeId ?? "none"}
          className={inputClass}
        >
          <option value="">{copy.work.unassigned}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={busy} className={buttonClass}>
        {copy.work.assignSave}
      </button>
    </fetcher.Form>
  );
}

/** Close the lead as lost, saying why: one of the business's usual reasons and/or words of one's own. */
export function LostForm({ leadId }: { leadId: string }) {
  const site = useSite();
  const { fetcher, action, busy } = useDeskForm(deskPaths.leadChange(leadId));
  const id = useId();
  return (
    <fetcher.Form method="post" action={action} className="mt-3 space-y-3">
      <input type="hidden" name="status" value="closed" />
      <div>
        <label htmlFor={`${id}-reason`} className={labelClass}>
          {copy.work.lostReason}
        </label>
        <select id={`${id}-reason`} name="lostChoice" defaultValue="" className={inputClass}>
          <option value="">{copy.work.lostChoose}</option>
          {site.desk.lostReasons.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-detail`} className={labelClass}>
          {copy.work.lostDetail}
        </label>
        <input
          id={`${id}-detail`}
          name="lostDetail"
          maxLength={activityLimits.lostReason}
          className={inputClass}
        />
      </div>
      <button type="submit" disabled={busy} className={quietButtonClass}>
        {copy.work.lostSave}
      </button>
    </fetcher.Form>
  );
}
