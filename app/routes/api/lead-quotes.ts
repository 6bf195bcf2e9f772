import { requireDesk } from "~/server/auth/require-role.server";
import { jsonAnswer, noSuchLead } from "~/server/http/json-answer.server";
import { getRuntime } from "~/server/runtime.server";
import { deskQuoteWrite, quoteAnswer } from "~/server/quotes/quote-answers.server";
import { quoteDepsFor } from "~/server/quotes/quote-runtime.server";
import { createQuote, listLeadQuotes } from "~/server/quotes/quote-store.server";
import type { Route } from "./+types/lead-quotes";

const allow = "GET, POST";

/** GET /api/leads/:id/quotes: the lead's quotes, newest first ({quotes: [{id, number, status, version, total, sentAt, approvedAt}]}). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireDesk(request);
  const { database } = await getRuntime();
  const quotes = await listLeadQuotes(database.db, member, params.id);
  return quotes ? jsonAnswer({ quotes }) : noSuchLead();
}

/**
 * POST /api/leads/:id/quotes {placeOfSupply?, sections | template, ...}: a new quote, a draft ->
 * 201 with the quote (id, number, shareUrl, totals as rupee strings, document, ...); 422 with each
 * problem by its place.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const checked = await deskQuoteWrite(request, { method: "POST", allow });
  if (checked instanceof Response) return checked;
  const result = await createQuote(await quoteDepsFor(checked.member), params.id, checked.body);
  return result.kind === "not-found" ? noSuchLead() : quoteAnswer(result, 201);
}
