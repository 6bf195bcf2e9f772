import { z } from "zod";
import { quoteFigures } from "~/lib/quotes/quote-figures";
import { requireDesk } from "~/server/auth/require-role.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { quotePdfHeaders, renderQuotePdf } from "~/server/quotes/pdf/quote-pdf.server";
import { getQuote, getQuoteVersion } from "~/server/quotes/quote-store.server";
import { getRuntime } from "~/server/runtime.server";
import type { Route } from "./+types/quote-pdf";

const versionSchema = z.coerce.number().int().min(1).max(10_000).optional();

/** GET /api/quotes/:id/pdf (?version=N): a quote's newest version, or the one asked for, as a PDF. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireDesk(request);
  const asked = versionSchema.safeParse(new URL(request.url).searchParams.get("version") ?? undefined);
  if (!asked.success) return jsonAnswer({ errors: { version: "expected a version number" } }, 400);
  const { database } = await getRuntime();
  const quote = await getQuote(database.db, member, params.id);
  if (!quote) return jsonAnswer({ error: "No such quote." }, 404);
  const version = asked.data ?? quote.version;
  const document =
    version === quote.version
      ? quote.document
      : await getQuoteVersion(database.db, member, params.id, version);
  if (!document) return jsonAnswer({ error: "No such version." }, 404);
  // The approved version with the lines the customer ticked; any other as it was written.
  const approval = quote.approval?.version === version ? quote.approval : null;
  const figures = approval ? quoteFigures(document, approval.included) : document.figures;
  const pdf = await renderQuotePdf(document, figures);
  return new Response(new Uint8Array(pdf), {
    headers: quotePdfHeaders(document.number, version, "private, no-store"),
  });
}
