import { requireDesk } from "~/server/auth/require-role.server";
import { methodNotAllowed } from "~/server/http/desk-json.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { getRuntime } from "~/server/runtime.server";
import { noSuchQuote } from "~/server/quotes/quote-answers.server";
import { getQuoteVersion } from "~/server/quotes/quote-store.server";
import type { Route } from "./+types/quote-version";

/** GET /api/quotes/:id/versions/:version: that version's document as it was saved ({version, document}). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireDesk(request);
  const version = /^\d{1,6}$/.test(params.version) ? Number(params.version) : 0;
  const { database } = await getRuntime();
  const document = await getQuoteVersion(database.db, member, params.id, version);
  return document ? jsonAnswer({ version, document }) : noSuchQuote();
}

export async function action({ request }: Route.ActionArgs) {
  await requireDesk(request);
  return methodNotAllowed("GET");
}
