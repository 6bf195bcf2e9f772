import { quoteFigures } from "~/lib/quotes/quote-figures";
import { quotePdfHeaders, renderQuotePdf } from "~/server/quotes/pdf/quote-pdf.server";
import { customerQuotePage } from "~/server/quote-pages/customer-page.server";
import type { Route } from "./+types/customer-quote-pdf";

/** GET /quote/{token}/pdf: the customer's quotation as a PDF, with the lines they approved. */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await customerQuotePage(params.token);
  if (page.kind === "gone")
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  const { document, approval } = page.quote;
  const figures = approval ? quoteFigures(document, approval.included) : document.figures;
  const pdf = await renderQuotePdf(document, figures);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...quotePdfHeaders(document.number, document.version, "private, no-store"),
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
    },
  });
}
