import { requireDesk } from "~/server/auth/require-role.server";
import { getRuntime } from "~/server/runtime.server";
import { deskQuoteWrite, noSuchQuote, quoteAnswer } from "~/server/quotes/quote-answers.server";
import { quoteDepsFor } from "~/server/quotes/quote-runtime.server";
import { getQuote, updateQuote } from "~/server/quotes/quote-store.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import type { Route } from "./+types/quote";

const allow = "GET, PATCH";

/** GET /api/quotes/:id: the quote (newest version's document, totals, link, versions, approval, responses). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireDesk(request);
  const { database } = await getRuntime();
  const quote = await getQuote(database.db, member, params.id);
  return quote ? jsonAnswer(quote) : noSuchQuote();
}

/** PATCH /api/quotes/:id with the whole quote as written: rewrites the newest version while unsent (409 once sent). */
export async function action({ request, params }: Route.ActionArgs) {
  const checked = await deskQuoteWrite(request, { method: "PATCH", allow });
  if (checked instanceof Response) return checked;
  return quoteAnswer(await updateQuote(await quoteDepsFor(checked.member), params.id, checked.body));
}
