import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { quoteMessages as copy } from "~/lib/desk-copy/quote-messages";
import { fillTemplate, whatsappHref } from "~/lib/links";
import { formatInr } from "~/lib/quotes/money";
import type { QuoteDocument } from "~/lib/quotes/quote-document";
import { addDays, parseQuoteInput, quoteDraft, quoteSettingsOf } from "~/lib/quotes/quote-input";
import type { QuoteSummary, QuoteView, SentQuote } from "~/lib/quotes/quote-view";
import type { Site } from "~/lib/site";
import { queueWrittenMail } from "../alerts/mail-queue.server";
import type { Db } from "../db/connect.server";
import type { Database } from "../db/schema.server";
import { lockWritesFor } from "../db/write-lock.server";
import { getConfig } from "../site.server";
import type { DeskUser } from "../leads/lead-access.server";
import { buildDocument } from "./quote-build.server";
import { moveLead, readLead, recordOnLead } from "./quote-lead-effects.server";
import { istDate, takeQuoteNumber } from "./quote-numbers.server";
import {
  mayQuoteLead,
  parseDocument,
  quoteView,
  shareUrlOf,
  summaryOf,
  visibleQuote,
  type QuoteRow,
} from "./quote-read.server";

export { latestQuotes } from "./quote-read.server";
export type { QuoteSummary, QuoteView, SentQuote } from "~/lib/quotes/quote-view";

// The desk's side of quotations. Every write is one transaction that first takes the quote's (or
// the lead's) write lock, then reads what it changes; staff quote the leads they can see, admins
// all. A version once sent is never changed: a revision is a new version of the same number, and
// each version keeps its own customer link.

export type QuoteActor = DeskUser;
export type QuoteDeps = { db: Db; now: Date; actor: QuoteActor; site: Site };
export type QuoteResult<T> =
  | { kind: "done"; value: T }
  | { kind: "not-found" }
  | { kind: "forbidden"; error: string }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "conflict"; error: string };

/** A customer link's token: 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString("base64url");

const done = <T>(value: T) => ({ kind: "done", value }) as const;
const notFound = { kind: "not-found" } as const;
const conflict = (error: string) => ({ kind: "conflict", error }) as const;

async function makeLink(trx: Kysely<Database>, quoteId: string, version: number, deps: QuoteDeps) {
  const token = newToken();
  await trx
    .insertInto("quote_links")
    .values({
      token,
      quote_id: quoteId,
      version,
      created_at: deps.now.toISOString(),
      created_by: deps.actor.email,
    })
    .execute();
  return token;
}

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

async function viewOf(db: Kysely<Database>, quoteId: string, site: Site) {
  const row = await db.selectFrom("quotes").selectAll().where("id", "=", quoteId).executeTakeFirstOrThrow();
  return quoteView(db, row, site.publicUrl);
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

/** The quote, locked for the rest of the transaction, if the actor may see its lead. */
async function lockedQuote(trx: Transaction<Database>, deps: QuoteDeps, quoteId: string) {
  const row = await visibleQuote(trx, deps.actor, quoteId);
  if (!row) return undefined;
  await lockWritesFor<Database>(trx, `quote:${row.id}`);
  return trx.selectFrom("quotes").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
}

async function newestVersion(trx: Kysely<Database>, row: QuoteRow) {
  return trx
    .selectFrom("quote_versions")
    .selectAll()
    .where("quote_id", "=", row.id)
    .where("version", "=", row.version)
    .executeTakeFirstOrThrow();
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
    const row = await lockedQuote(trx, deps, quoteId);
    if (!row) return notFound;
    if (row.erased_at !== null) return conflict(copy.errors.erased);
    if (row.status === "approved") return conflict(copy.errors.approved);
    const newest = await newestVersion(trx, row);
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
    const row = await lockedQuote(trx, deps, quoteId);
    if (!row) return notFound;
    if (row.erased_at !== null) return conflict(copy.errors.erased);
    if (row.status === "approved") return conflict(copy.errors.approved);
    const newest = await newestVersion(trx, row);
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

/**
 * Sends the newest version: marks it sent (the version customers are shown from now on), makes a
 * link if the last was withdrawn, records it on the lead's timeline and moves a new lead to
 * contacted. By e-mail, queues the message with the link to the lead's address.
 */
export async function sendQuote(
  deps: QuoteDeps,
  quoteId: string,
  channel: "whatsapp" | "email" | "link",
): Promise<QuoteResult<SentQuote>> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockedQuote(trx, deps, quoteId);
    if (!row) return notFound;
    if (row.erased_at !== null || row.lead_id === null) return conflict(copy.errors.erased);
    if (row.status === "approved") return conflict(copy.errors.approved);
    const lead = await readLead(trx, row.lead_id);
    if (!lead) return notFound;
    if (channel === "email" && !lead.email)
      return { kind: "invalid", errors: { channel: copy.errors.noEmail } } as const;
    const newest = await newestVersion(trx, row);
    const document = parseDocument(newest.document);
    const at = deps.now.toISOString();

    const live = await trx
      .selectFrom("quote_links")
      .select("token")
      .where("quote_id", "=", row.id)
      .where("version", "=", row.version)
      .where("revoked_at", "is", null)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    const token = live?.token ?? (await makeLink(trx, row.id, row.version, deps));
    const url = shareUrlOf(deps.site.publicUrl, token);

    if (newest.sent_at === null)
      await trx
        .updateTable("quote_versions")
        .set({ sent_at: at })
        .where("quote_id", "=", row.id)
        .where("version", "=", row.version)
        .execute();
    await trx
      .updateTable("quotes")
      .set({
        status: "sent",
        sent_version: row.version,
        sent_at: at,
        first_sent_at: row.first_sent_at ?? at,
        updated_at: at,
      })
      .where("id", "=", row.id)
      .execute();

    const total = formatInr(document.figures.totalPaise);
    const moved = await moveLead(trx, lead, "contacted", deps.actor, deps.now);
    await recordOnLead(trx, lead.id, deps.actor, deps.now, [
      ...moved,
      {
        kind: "quote",
        text:
          row.version === 1
            ? fillTemplate(copy.timeline.sent, { number: row.number, total })
            : fillTemplate(copy.timeline.sentAgain, {
                number: row.number,
                version: String(row.version),
                total,
              }),
      },
    ]);

    const values = {
      name: lead.name,
      number: row.number,
      business: deps.site.business.name,
      url,
      total,
      validUntil: document.validUntil,
      phone: deps.site.phoneDisplay,
    };
    let emailed = false;
    if (channel === "email" && lead.email) {
      const text = fillTemplate(copy.share.email, values);
      await queueWrittenMail(
        trx,
        [
          {
            recipient: lead.email,
            subject: fillTemplate(copy.share.emailSubject, values),
            text,
            html: textAsHtml(text),
          },
        ],
        deps.now,
        "quote",
      );
      emailed = true;
    }
    const view = await viewOf(trx, row.id, deps.site);
    return done({
      ...view,
      whatsappUrl: quoteWhatsappUrl(deps.site, lead, row.number, url),
      emailed,
    });
  });
}

/** WhatsApp's link to the customer's chat, with a message that names the quote and gives its link. */
export function quoteWhatsappUrl(
  site: Site,
  customer: { name: string; phone: string },
  number: string,
  url: string,
): string {
  const message = fillTemplate(copy.share.whatsapp, {
    name: customer.name,
    number,
    business: site.business.name,
    url,
  });
  return whatsappHref(customer.phone, message);
}

/** Plain text as a simple HTML message: escaped, its lines kept, its one link made a link. */
function textAsHtml(text: string) {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const linked = escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;white-space:pre-wrap">${linked}</body></html>`;
}

/** Withdraws every live link of the quote: the customer's page stops showing it; the next send makes a new one. */
export async function revokeQuoteLink(deps: QuoteDeps, quoteId: string): Promise<QuoteResult<QuoteView>> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockedQuote(trx, deps, quoteId);
    if (!row) return notFound;
    const result = await trx
      .updateTable("quote_links")
      .set({ revoked_at: deps.now.toISOString(), revoked_by: deps.actor.email })
      .where("quote_id", "=", row.id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0 && row.lead_id !== null)
      await recordOnLead(trx, row.lead_id, deps.actor, deps.now, [
        { kind: "quote", text: fillTemplate(copy.timeline.revoked, { number: row.number }) },
      ]);
    return done(await viewOf(trx, row.id, deps.site));
  });
}

/** The quote, or null when there is none or the viewer may not see its lead. */
export async function getQuote(
  db: Db,
  viewer: DeskUser,
  quoteId: string,
  site: Pick<Site, "publicUrl"> = getConfig().site,
): Promise<QuoteView | null> {
  const row = await visibleQuote(db, viewer, quoteId);
  return row ? quoteView(db, row, site.publicUrl) : null;
}

/** The lead's quotes, newest first; null when the viewer may not see the lead. */
export async function listLeadQuotes(
  db: Db,
  viewer: DeskUser,
  leadId: string,
): Promise<QuoteSummary[] | null> {
  if (!(await mayQuoteLead(db, viewer, leadId))) return null;
  const rows = await db
    .selectFrom("quotes")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("created_at", "desc")
    .orderBy("sequence", "desc")
    .execute();
  return rows.map(summaryOf);
}

/** One version of a quote as it was saved (a sent one, as the customer saw it). */
export async function getQuoteVersion(
  db: Db,
  viewer: DeskUser,
  quoteId: string,
  version: number,
): Promise<QuoteDocument | null> {
  if (!Number.isSafeInteger(version) || version < 1) return null;
  const row = await visibleQuote(db, viewer, quoteId);
  if (!row) return null;
  const stored = await db
    .selectFrom("quote_versions")
    .select("document")
    .where("quote_id", "=", row.id)
    .where("version", "=", version)
    .executeTakeFirst();
  return stored ? parseDocument(stored.document) : null;
}
