import { quoteMessages as copy } from "~/lib/desk-copy/quote-messages";
import { fillTemplate } from "~/lib/links";
import type { QuoteFigures } from "~/lib/quotes/quote-document";
import { quoteFigures } from "~/lib/quotes/quote-figures";
import type { CustomerQuote } from "~/lib/quotes/quote-view";
import { customerQuoteOf, linkAndQuote, type CustomerDeps } from "./quote-customer-link.server";
import { alertOwner, readLead, recordOnLead } from "./quote-lead-effects.server";

// The customer opens their link: no account, only the token. The first opening goes on the lead's
// timeline and alerts its owner; the answers (approve, ask for changes) are in
// quote-customer-answers.server.ts.

export type { CustomerDeps } from "./quote-customer-link.server";

/** The figures with the optional lines the customer ticked (unknown keys are ignored). */
export const customerFigures = (
  quote: Pick<CustomerQuote, "document">,
  included: readonly string[],
): QuoteFigures => quoteFigures(quote.document, included);

/** The quote a link shows, or null; the first opening goes on the lead's timeline and alerts its owner. */
export async function openCustomerQuote(deps: CustomerDeps, token: string): Promise<CustomerQuote | null> {
  const link = await linkAndQuote(deps.db, token);
  if (!link) return null;
  const at = deps.now.toISOString();
  if (link.first_viewed_at !== null) {
    await deps.db.updateTable("quote_links").set({ last_viewed_at: at }).where("token", "=", token).execute();
    return customerQuoteOf(deps.db, link, deps);
  }
  let alerted = false;
  const quote = await deps.db.transaction().execute(async (trx) => {
    // Only the request that sets first_viewed_at records the opening: two at once record it once.
    const first = await trx
      .updateTable("quote_links")
      .set({ first_viewed_at: at, last_viewed_at: at })
      .where("token", "=", token)
      .where("first_viewed_at", "is", null)
      .executeTakeFirst();
    const lead = link.lead_id ? await readLead(trx, link.lead_id) : undefined;
    if (Number(first.numUpdatedRows) === 1 && lead) {
      await recordOnLead(trx, lead.id, null, deps.now, [
        { kind: "quote", text: fillTemplate(copy.timeline.opened, { number: link.number }) },
      ]);
      await alertOwner(trx, {
        site: deps.site,
        now: deps.now,
        lead,
        notify: deps.notify,
        subject: fillTemplate(copy.alert.openedSubject, { name: lead.name, number: link.number }),
        lines: [fillTemplate(copy.timeline.opened, { number: link.number })],
      });
      alerted = true;
    }
    return customerQuoteOf(trx, link, deps);
  });
  if (alerted) await deps.alerted?.();
  return quote;
}
