import { deskClientAction } from "~/components/admin/desk-action";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { formatLeadDate } from "~/lib/format-date";
import { leadChangeSchema, lostReasonFrom } from "~/lib/lead-work";
import { fillTemplate } from "~/lib/links";
import { answerDeskForm, formDone, formFailed } from "~/server/http/desk-form.server";
import { changeLeadNow } from "~/server/leads/desk-work.server";
import type { Route } from "./+types/lead-change";

const fields = ["status", "followUpAt", "assigneeId"] as const;

/**
 * POST /resources/leads/:id/change: the desk's forms that change a lead (the status dropdown,
 * the follow-up, the owner, closing as lost), wherever they are. Only the fields a form has are
 * changed; a lost reason comes as a choice from the list and/or words of one's own.
 */
export const action = ({ request, params }: Route.ActionArgs) =>
  answerDeskForm(request, async (member, form) => {
    const input: Record<string, unknown> = {};
    for (const field of fields) if (form.has(field)) input[field] = form.get(field);
    if (form.has("lostChoice") || form.has("lostDetail")) {
      input.lostReason = lostReasonFrom(form.get("lostChoice"), form.get("lostDetail")) ?? "";
    }
    const parsed = leadChangeSchema.safeParse(input);
    if (!parsed.success) {
      const only = Object.keys(input).length === 1 && "status" in input;
      return formFailed(400, only ? copy.chooseStatus : (parsed.error.issues[0]?.message ?? copy.tryAgain));
    }
    if (input.lostReason === "") return formFailed(400, copy.work.lostReasonNeeded);
    const result = await changeLeadNow(params.id, member, parsed.data);
    if (result.kind === "not-found") return formFailed(404, copy.leadGone);
    if (result.kind === "invalid") return formFailed(400, Object.values(result.errors)[0] ?? copy.tryAgain);
    const lead = result.value;
    const change = parsed.data;
    const text = change.lostReason
      ? fillTemplate(copy.work.closedAsLost, { reason: change.lostReason })
      : change.followUpAt
        ? fillTemplate(copy.work.followUpSet, { at: formatLeadDate(change.followUpAt.toISOString()) })
        : change.followUpAt === null
          ? copy.work.followUpCleared
          : change.assigneeId !== undefined
            ? change.assigneeId === null
              ? copy.work.unassigned
              : copy.work.assigned
            : fillTemplate(copy.notices.leadUpdated.text, { status: lead.status });
    // A staff member who handed the lead on (or closed one nobody owns) can no longer open it.
    const stillTheirs =
      member.role === "admin" ||
      lead.assignee_id === member.id ||
      (lead.assignee_id === null && lead.status === "new");
    return formDone(copy.notices.leadUpdated.title, text, stillTheirs ? undefined : deskPaths.desk);
  });

/** With JavaScript: the answer, or the failure notice when the server cannot be reached. */
export const clientAction = deskClientAction;
