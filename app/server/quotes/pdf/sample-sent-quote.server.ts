import { mapLines } from "~/lib/quotes/quote-document";
import { randomUUID } from "node:crypto";
import type { Site } from "~/lib/site";
import type { Db } from "../../db/connect.server";
import { createQuote, sendQuote } from "../quote-store.server";
import { sampleQuoteDocument } from "./sample-quote.server";

// A sent quotation in a database, for measuring the customer's page: a lead of the made-up quote's
// customer, and the quote (a kitchen, then as many more lines as asked for, one optional) written
// as the JSON API takes it and sent as a link. Used by `npm run bench:quotes` and `npm run audit:pages`.

/** The made-up quote with `lines` lines, as the JSON API takes it. */
export function sampleQuoteInput(lines: number) {
  const sample = sampleQuoteDocument({ extraLines: lines - 2, optional: true });
  return {
    placeOfSupply: "29",
    siteAddress: sample.customer.siteAddress,
    sections: mapLines(sample.sections, (line) => ({
      description: line.description,
      specification: line.specification,
      quantity: line.quantity,
      unit: line.unit,
      rate: (line.ratePaise / 100).toFixed(2),
      optional: line.optional,
    })),
  };
}

/** Adds a lead with a sent `lines`-line quote (`leadId`: an existing lead's instead); the customer's path. */
export async function addSampleSentQuote(
  db: Db,
  site: Site,
  options: { lines: number; leadId?: string },
): Promise<string> {
  const now = new Date();
  let leadId = options.leadId;
  if (!leadId) {
    leadId = randomUUID();
    await db
      .insertInto("leads")
      .values({
        id: leadId,
        name: "Asha Rao",
        phone: "+919812345678",
        email: null,
        service: site.leadForm.services[0] ?? "Carpentry",
        message: null,
        status: "new",
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
  }
  const deps = {
    db,
    now,
    actor: { id: "sample", email: "sample@example.in", role: "admin" as const },
    site,
  };
  const made = await createQuote(deps, leadId, sampleQuoteInput(options.lines));
  if (made.kind !== "done") throw new Error(`The sample quote was refused: ${JSON.stringify(made)}`);
  const sent = await sendQuote(deps, made.value.id, "link");
  if (sent.kind !== "done" || !sent.value.shareUrl) throw new Error("The sample quote was not sent");
  return new URL(sent.value.shareUrl).pathname;
}
