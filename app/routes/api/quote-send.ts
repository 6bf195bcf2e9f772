import { z } from "zod";
import { methodNotAllowed } from "~/server/http/desk-json.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { requireDesk } from "~/server/auth/require-role.server";
import { deskQuoteWrite, quoteAnswer } from "~/server/quotes/quote-answers.server";
import { nudgeMail, quoteDepsFor } from "~/server/quotes/quote-runtime.server";
import { sendQuote } from "~/server/quotes/quote-store.server";
import type { Route } from "./+types/quote-send";

const sendSchema = z.object({
  channel: z
    .enum(["whatsapp", "email", "link"], { error: "expected whatsapp, email or link" })
    .default("link"),
});

/**
 * POST /api/quotes/:id/send {channel?: "whatsapp" | "email" | "link"}: sends the newest version ->
 * the quote with `whatsappUrl` (the message and link prefilled) and `emailed`; a new lead becomes
 * contacted.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const checked = await deskQuoteWrite(request, { method: "POST", allow: "POST" });
  if (checked instanceof Response) return checked;
  const parsed = sendSchema.safeParse(checked.body);
  if (!parsed.success) return jsonAnswer({ errors: { channel: parsed.error.issues[0]!.message } }, 422);
  const result = await sendQuote(await quoteDepsFor(checked.member), params.id, parsed.data.channel);
  if (result.kind === "done" && result.value.emailed) await nudgeMail();
  return quoteAnswer(result);
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireDesk(request);
  return methodNotAllowed("POST");
}
