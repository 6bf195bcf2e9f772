import { deskClientAction } from "~/components/admin/desk-action";
import { adminCopy as copy } from "~/lib/admin-copy";
import { activitySchema } from "~/lib/lead-work";
import { answerDeskForm, formDone, formFailed } from "~/server/http/desk-form.server";
import { logActivityNow } from "~/server/leads/desk-work.server";
import { removeActivity } from "~/server/leads/lead-work.server";
import { getRuntime } from "~/server/runtime.server";
import type { Route } from "./+types/lead-activities";

/**
 * POST /resources/leads/:id/activities: log a note, call, WhatsApp chat, e-mail or visit
 * (intent "log", the default; with markContacted a new lead becomes contacted in the same step),
 * or, for an admin, remove an entry (intent "remove", activityId).
 */
export const action = ({ request, params }: Route.ActionArgs) =>
  answerDeskForm(request, async (member, form) => {
    if (form.get("intent") === "remove") {
      if (member.role !== "admin") return formFailed(403, copy.accessDeniedText);
      const { database, now } = await getRuntime();
      const activityId = form.get("activityId");
      const removed =
        typeof activityId === "string" &&
        (await removeActivity(database.db, { id: params.id, activityId, actor: member, now: now() }));
      return removed
        ? formDone(copy.work.removedTitle, copy.work.removed)
        : formFailed(404, copy.work.entryGone);
    }
    const parsed = activitySchema.safeParse({
      kind: form.get("kind"),
      text: form.get("text"),
      markContacted: form.get("markContacted") ?? undefined,
    });
    if (!parsed.success) return formFailed(400, parsed.error.issues[0]?.message ?? copy.tryAgain);
    const result = await logActivityNow(params.id, member, parsed.data);
    if (result.kind !== "done") return formFailed(404, copy.leadGone);
    const logged = copy.work.logged[parsed.data.kind];
    const moved = parsed.data.markContacted && result.value.status === "contacted";
    return formDone(copy.work.loggedTitle, moved ? `${logged} ${copy.work.nowContacted}` : logged);
  });

/** With JavaScript: the answer, or the failure notice when the server cannot be reached. */
export const clientAction = deskClientAction;
