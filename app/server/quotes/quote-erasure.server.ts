import type { Kysely } from "kysely";
import type { QuoteDocument } from "~/lib/quotes/quote-document";
import type { Database } from "../db/schema.server";

// Erasing a person reaches their quotes: numbers and amounts stay (the books need them), nothing
// about the person does. Runs in the erasure's own transaction, before their leads are deleted.

export const erasedText = "Erased";

/** A document with its customer block anonymised. */
export const withoutCustomer = (document: QuoteDocument): QuoteDocument => ({
  ...document,
  customer: { name: erasedText, phone: erasedText, email: null, gstin: null, siteAddress: erasedText },
});

/**
 * Anonymises every quote of these leads: each version's customer block, the approver's name and the
 * customer's messages go, every link is withdrawn, and the quote is marked erased and let go of its
 * lead; mail the quotes sent to the person's address goes too. The number of quotes anonymised.
 */
export async function eraseQuotesOf(
  trx: Kysely<Database>,
  leads: readonly { id: string; email: string | null }[],
  now: Date,
): Promise<number> {
  if (leads.length === 0) return 0;
  const at = now.toISOString();
  const quotes = await trx
    .selectFrom("quotes")
    .select("id")
    .where(
      "lead_id",
      "in",
      leads.map((lead) => lead.id),
    )
    .execute();
  const emails = leads.flatMap((lead) => (lead.email ? [lead.email] : []));
  if (emails.length > 0)
    await trx.deleteFrom("mail_queue").where("kind", "=", "quote").where("recipient", "in", emails).execute();
  if (quotes.length === 0) return 0;
  const ids = quotes.map((quote) => quote.id);
  const versions = await trx
    .selectFrom("quote_versions")
    .select(["quote_id", "version", "document"])
    .where("quote_id", "in", ids)
    .execute();
  for (const version of versions) {
    await trx
      .updateTable("quote_versions")
      .set({ document: JSON.stringify(withoutCustomer(JSON.parse(version.document) as QuoteDocument)) })
      .where("quote_id", "=", version.quote_id)
      .where("version", "=", version.version)
      .execute();
  }
  await trx
    .updateTable("quote_responses")
    .set({ name: null, message: null })
    .where("quote_id", "in", ids)
    .execute();
  await trx
    .updateTable("quote_links")
    .set({ revoked_at: at, revoked_by: "erasure" })
    .where("quote_id", "in", ids)
    .where("revoked_at", "is", null)
    .execute();
  await trx
    .updateTable("quotes")
    .set({ approved_name: null, erased_at: at, lead_id: null, updated_at: at })
    .where("id", "in", ids)
    .execute();
  return ids.length;
}
