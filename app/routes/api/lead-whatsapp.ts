import { requireDesk } from "~/server/auth/require-role.server";
import { deskJsonInput } from "~/server/http/desk-json.server";
import { jsonAnswer, noSuchLead } from "~/server/http/json-answer.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import { chatView } from "~/server/whatsapp/chat-view.server";
import { sendReplyNow } from "~/server/whatsapp/reply-now.server";
import { replySchema } from "~/server/whatsapp/reply-schema.server";
import type { Route } from "./+types/lead-whatsapp";

/**
 * GET /api/leads/:id/whatsapp: the lead's WhatsApp chat, oldest first, each reply with its ticks;
 * the customer's 24-hour window; the approved templates that may be sent outside it.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireDesk(request);
  const { database, whatsapp, now } = await getRuntime();
  const view = await chatView(database.db, {
    whatsapp,
    site: getConfig().site,
    leadId: params.id,
    member,
    now: now(),
  });
  return view ? jsonAnswer(view) : noSuchLead();
}

/**
 * POST /api/leads/:id/whatsapp `{text}` or `{template, values}` -> 201 {id, wamid}. A text outside
 * the window is refused (409, code 131047); the platform's refusals come back as 502 with its code
 * and the reason in plain words; 503 when the server is not connected to WhatsApp.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const checked = await deskJsonInput(request, replySchema, { method: "POST", allow: "GET, POST" });
  if (checked instanceof Response) return checked;
  const result = await sendReplyNow(params.id, checked.member, checked.input);
  switch (result.kind) {
    case "sent":
      return jsonAnswer({ id: result.id, wamid: result.wamid }, 201);
    case "not-found":
      return noSuchLead();
    case "invalid":
      return jsonAnswer({ errors: result.errors }, 400);
    case "off":
      return jsonAnswer({ error: "WhatsApp is not connected on this server." }, 503);
    case "refused":
      return jsonAnswer({ error: result.reason, code: result.code }, result.code === 131047 ? 409 : 502);
  }
}
