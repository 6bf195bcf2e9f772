import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { quoteMessages as copy } from "~/lib/desk-copy/quote-messages";
import { fillTemplate } from "~/lib/links";
import { formatInr } from "~/lib/quotes/money";
import type { QuoteDocument } from "~/lib/quotes/quote-document";
import { addDays, quoteDraft, quoteSettingsOf } from "~/lib/quotes/quote-draft";
import { parseQuoteInput } from "~/lib/quotes/quote-input";
import type { QuoteView } from "~/lib/quotes/quote-view";
import type { Database } from "../db/schema.server";
import { lockWritesFor } from "../db/write-lock.server";
import { buildDocument } from "./quote-build.server";
import { readLead, recordOnLead } from "./quote-lead-effects.server";
import { istDate, takeQuoteNumber } from "./quote-numbers.server";
import { mayQuoteLead, parseDocument } from "./quote-read.server";
import type { QuoteDeps, QuoteResult } from "./quote-store.server";
import { changeableQuote, conflict, done, makeLink, notFound, viewOf } from "./quote-write-steps.server";

// Writing a quote on the desk: a new quote (version 1, numbered), the rewrite of an unsent version,
// and a revision of a sent one (a new version of the same number, with its own link).

/** The quote as written, checked, with the settings' defaults: a document for this number and version. */
function writtenDocument(
  deps: QuoteDeps,
  lead: { name: string; phone: string; email: string | null },
  input: unknown,
  at: { number: string; version: number },
): { ok: true; document: QuoteDocument } | { ok: false; errors: Record<string, string> } {
  const parsed = parseQuoteInput(input);
  if (!parsed.ok) return parsed;
  const today = istDate(deps.now);
  const drafted = quoteDraft(parsed.input, quoteSettingsOf(deps.site), {
    registered: Boolean(deps.site.business.gstin),
    today,
  });
  if (!drafted.ok) return drafted;
  return {
    ok: true,
    document: buildDocument({ site: deps.site, lead, draft: drafted.draft, ...at, date: today }),
  };
}

async function insertVersion(
  trx: Kysely<Database>,
  quoteId: string,
  document: QuoteDocument,
  deps: QuoteDeps,
) {
  await trx
    .insertInto("quote_versions")
    .values({
      quote_id: quoteId,
      version: document.version,
      document: JSON.stringify(document),
      total_paise: document.figures.totalPaise,
      created_by: deps.actor.email,
      created_at: deps.now.toISOString(),
    })
    .execute();
}

/** Version 1 of a new quote for the lead, a draft, with its number and link. */
export async function createQuote(
  deps: QuoteDeps,
  leadId: string,
  input: unknown,
): Promise<QuoteResult<QuoteView>> {
  if (!(await mayQuoteLead(deps.db, deps.actor, leadId))) return notFound;
  return deps.db.transaction().execute(async (trx) => {
    await lockWritesFor<Database>(trx, `lead-quotes:${leadId}`);
    const lead = await readLead(trx, leadId);
    if (!lead) return notFound;
    // The number is taken last, once the quote is known to be stored: a refused quote uses none.
    const checked = writtenDocument(deps, lead, input, { number: "", version: 1 });
    if (!checked.ok) return { kind: "invalid", errors: checked.errors } as const;
    const { number, financialYear, sequence } = await takeQuoteNumber(trx, deps.now);
    const document = { ...checked.document, number };
    const id = randomUUID();
    const at = deps.now.toISOString();
    await trx
      .insertInto("quotes")
      .values({
        id,
        lead_id: leadId,
        number,
        financial_year: financialYear,
        sequence,
        status: "draft",
        version: 1,
        total_paise: document.figures.totalPaise,
        created_by: deps.actor.email,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await insertVersion(trx, id, document, deps);
    await makeLink(trx, id, 1, deps);
    await recordOnLead(trx, leadId, deps.actor, deps.now, [
      {
        kind: "quote",
        text: fillTemplate(copy.timeline.created, { number, total: formatInr(document.figures.totalPaise) }),
      },
    ]);
    return done(await viewOf(trx, id, deps.site));
  });
}

const customerOf = (document: QuoteDocument) => ({
  name: document.customer.name,
  phone: document.customer.phone,
  email: document.customer.email,
});

/** Rewrites the newest version while it is unsent; a sent one is changed by a revision. */
export async function updateQuote(
  deps: QuoteDeps,
  quoteId: string,
  input: unknown,
): Promise<QuoteResult<QuoteView>> {
  return deps.db.transaction().execute(async (trx) => {
    const found = await changeableQuote(trx, deps, quoteId);
    if (!found.ok) return found.refused;
    const { row, newest } = found;
    if (newest.sent_at !== null) return conflict(copy.errors.sent);
    const lead = row.lead_id ? await readLead(trx, row.lead_id) : undefined;
    const checked = writtenDocument(deps, lead ?? customerOf(parseDocument(newest.document)), input, {
      number: row.number,
      version: row.version,
    });
    if (!checked.ok) return { kind: "invalid", errors: checked.errors } as const;
    await trx
      .updateTable("quote_versions")
      .set({ document: JSON.stringify(checked.document), total_paise: checked.document.figures.totalPaise })
      .where("quote_id", "=", row.id)
      .where("version", "=", row.version)
      .execute();
    await trx
      .updateTable("quotes")
      .set({ total_paise: checked.document.figures.totalPaise, updated_at: deps.now.toISOString() })
      .where("id", "=", row.id)
      .execute();
    return done(await viewOf(trx, row.id, deps.site));
  });
}

/**
 * A new version of a sent quote: the newest one copied (dated today, its validity moved on if it
 * has passed), or the quote as now written. A draft, with its own link; the customer keeps seeing
 * the sent version until this one is sent.
 */
export async function reviseQuote(
  deps: QuoteDeps,
  quoteId: string,
  input?: unknown,
): Promise<QuoteResult<QuoteView>> {
  return deps.db.transaction().execute(async (trx) => {
    const found = await changeableQuote(trx, deps, quoteId);
    if (!found.ok) return found.refused;
    const { row, newest } = found;
    if (newest.sent_at === null) return conflict(copy.errors.unsentRevision);
    const previous = parseDocument(newest.document);
    const version = row.version + 1;
    let document: QuoteDocument;
    if (input === undefined) {
      const today = istDate(deps.now);
      const validity = quoteSettingsOf(deps.site).validityDays;
      document = {
        ...previous,
        version,
        date: today,
        validUntil: previous.validUntil >= today ? previous.validUntil : addDays(today, validity),
      };
    } else {
      const lead = row.lead_id ? await readLead(trx, row.lead_id) : undefined;
      const checked = writtenDocument(deps, lead ?? customerOf(previous), input, {
        number: row.number,
        version,
      });
      if (!checked.ok) return { kind: "invalid", errors: checked.errors } as const;
      document = checked.document;
    }
    await insertVersion(trx, row.id, document, deps);
    await makeLink(trx, row.id, version, deps);
    await trx
      .updateTable("quotes")
      .set({
        version,
        status: "draft",
        total_paise: document.figures.totalPaise,
        updated_at: deps.now.toISOString(),
      })
      .where("id", "=", row.id)
      .execute();
    return done(await viewOf(trx, row.id, deps.site));
  });
}
