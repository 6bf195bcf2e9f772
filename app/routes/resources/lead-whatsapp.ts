import { deskClientAction } from "~/components/admin/desk-action";
import { adminCopy as copy } from "~/lib/admin-copy";
import { answerDeskForm, formDone, formFailed } from "~/server/http/desk-form.server";
import { sendReplyNow } from "~/server/whatsapp/reply-now.server";
import { replySchema } from "~/server/whatsapp/reply-schema.server";
import type { Route } from "./+types/lead-whatsapp";

/**
 * POST /resources/leads/:id/whatsapp: the lead page's reply (`text`) or template (`template` and
 * its `value` fields, in order). Without JavaScript the page comes back with the notice.
 */
export const action = ({ request, params }: Route.ActionArgs) =>
  answerDeskForm(request, async (member, form) => {
    const template = form.get("template");
    const parsed = replySchema.safeParse(
      typeof template === "string" && template !== ""
        ? { template, values: form.getAll("value") }
        : { text: form.get("text") },
    );
    if (!parsed.success) return formFailed(400, parsed.error.issues[0]?.message ?? copy.tryAgain);
    const result = await sendReplyNow(params.id, member, parsed.data);
    if (result.kind === "sent") return formDone(copy.whatsapp.sentTitle, copy.whatsapp.sent);
    if (result.kind === "not-found") return formFailed(404, copy.leadGone);
    if (result.kind === "off") return formFailed(503, copy.whatsapp.off);
    if (result.kind === "invalid") return formFailed(400, Object.values(result.errors)[0] ?? copy.tryAgain);
    return formFailed(result.code === 131047 ? 409 : 502, result.reason);
  });

/** With JavaScript: the answer, or the failure notice when the server cannot be reached. */
export const clientAction = deskClientAction;
