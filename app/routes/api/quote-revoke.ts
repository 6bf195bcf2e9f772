import { requireDesk } from "~/server/auth/require-role.server";
import { methodNotAllowed } from "~/server/http/desk-json.server";
import { deskQuoteWrite, quoteAnswer } from "~/server/quotes/quote-answers.server";
import { quoteDepsFor } from "~/server/quotes/quote-runtime.server";
import { revokeQuoteLink } from "~/server/quotes/quote-store.server";
import type { Route } from "./+types/quote-revoke";

/** POST /api/quotes/:id/revoke: the customer's link stops working (a new one is made on the next send). */
export async function action({ request, params }: Route.ActionArgs) {
  const checked = await deskQuoteWrite(request, { method: "POST", allow: "POST" });
  if (checked instanceof Response) return checked;
  return quoteAnswer(await revokeQuoteLink(await quoteDepsFor(checked.member), params.id));
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireDesk(request);
  return methodNotAllowed("POST");
}
