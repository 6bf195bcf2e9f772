import { requireDesk } from "~/server/auth/require-role.server";
import { methodNotAllowed } from "~/server/http/desk-json.server";
import { deskQuoteWrite, quoteAnswer } from "~/server/quotes/quote-answers.server";
import { quoteDepsFor } from "~/server/quotes/quote-runtime.server";
import { reviseQuote } from "~/server/quotes/quote-store.server";
import type { Route } from "./+types/quote-revisions";

/**
 * POST /api/quotes/:id/revisions: a new version of a sent quote, a draft -> 201 with the quote.
 * With no body (or `{}`) a copy of the newest version; with a quote as written, that.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const checked = await deskQuoteWrite(request, { method: "POST", allow: "POST" });
  if (checked instanceof Response) return checked;
  const input = Object.keys(checked.body).length === 0 ? undefined : checked.body;
  return quoteAnswer(await reviseQuote(await quoteDepsFor(checked.member), params.id, input), 201);
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireDesk(request);
  return methodNotAllowed("POST");
}
