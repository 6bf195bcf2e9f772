import type { Kysely, Selectable } from "kysely";
import type { QuoteDocument } from "~/lib/quotes/quote-document";
import { rupees } from "~/lib/quotes/money";
import type { LatestQuote, QuoteApproval, QuoteSummary, QuoteView } from "~/lib/quotes/quote-view";
import type { Database } from "../db/schema.server";
import type { QuotesTable } from "../db/quote-tables.server";
import { type DeskUser, isLeadId, visibleTo } from "../leads/lead-access.server";

// Reading quotes for the desk: a quote only when its lead is one the viewer may see (a quote whose
// person was erased: admins only), every version still readable, and each lead's latest quote for
// the list.

export type QuoteRow = Selectable<QuotesTable>;

export const shareUrlOf = (publicUrl: string, token: string) => `${publicUrl}/quote/${token}`;

export const parseDocument = (json: string) => JSON.parse(json) as QuoteDocument;

/** The quote's row if the viewer may see its lead. */
export async function visibleQuote(db: Kysely<Database>, viewer: DeskUser, quoteId: string) {
  if (!isLeadId(quoteId)) return undefined;
  const row = await db.selectFrom("quotes").selectAll().where("id", "=", quoteId).executeTakeFirst();
  if (!row) return undefined;
  if (viewer.role === "admin") return row;
  if (row.lead_id === null) return undefined;
  return (await mayQuoteLead(db, viewer, row.lead_id)) ? row : undefined;
}

/** Whether the viewer may see (and so quote) the lead. */
export async function mayQuoteLead(db: Kysely<Database>, viewer: DeskUser, leadId: string) {
  if (!isLeadId(leadId)) return false;
  const visible = visibleTo(viewer);
  const lead = await db
    .selectFrom("leads")
    .select("leads.id")
    .where("leads.id", "=", leadId)
    .$if(visible !== undefined, (qb) => qb.where(visible!))
    .executeTakeFirst();
  return lead !== undefined;
}

function approvalOf(row: QuoteRow, included: string[]): QuoteApproval | null {
  if (row.approved_at === null || row.approved_version === null || row.approved_total_paise === null)
    return null;
  return {
    name: row.approved_name,
    at: row.approved_at,
    version: row.approved_version,
    total: rupees(Number(row.approved_total_paise)),
    included,
  };
}

/** The whole view of a quote: its newest document, versions, link and what the customer did. */
export async function quoteView(db: Kysely<Database>, row: QuoteRow, publicUrl: string): Promise<QuoteView> {
  const [versions, links, responses] = await Promise.all([
    db
      .selectFrom("quote_versions")
      .select(["version", "created_at", "sent_at", "total_paise", "document"])
      .where("quote_id", "=", row.id)
      .orderBy("version")
      .execute(),
    db
      .selectFrom("quote_links")
      .selectAll()
      .where("quote_id", "=", row.id)
      .where("version", "=", row.version)
      .orderBy("created_at", "desc")
      .execute(),
    db
      .selectFrom("quote_responses")
      .select(["kind", "name", "message", "created_at", "version", "included"])
      .where("quote_id", "=", row.id)
      .orderBy("created_at")
      .execute(),
  ]);
  const newest = versions.find((version) => version.version === row.version)!;
  const document = parseDocument(newest.document);
  const link = links.find((candidate) => candidate.revoked_at === null) ?? links[0];
  const approvedResponse = responses.findLast(
    (response) => response.kind === "approved" && response.version === row.approved_version,
  );
  const f = document.figures;
  return {
    id: row.id,
    number: row.number,
    leadId: row.lead_id,
    status: row.status,
    version: row.version,
    sentVersion: row.sent_version,
    document,
    totals: {
      taxable: rupees(f.taxablePaise),
      cgst: rupees(f.cgstPaise),
      sgst: rupees(f.sgstPaise),
      igst: rupees(f.igstPaise),
      total: rupees(f.totalPaise),
    },
    shareUrl: link && link.revoked_at === null ? shareUrlOf(publicUrl, link.token) : null,
    link: link
      ? {
          token: link.token,
          createdAt: link.created_at,
          revokedAt: link.revoked_at,
          firstViewedAt: link.first_viewed_at,
        }
      : null,
    versions: versions.map((version) => ({
      version: version.version,
      createdAt: version.created_at,
      sentAt: version.sent_at,
      total: rupees(Number(version.total_paise)),
    })),
    approval: approvalOf(
      row,
      approvedResponse?.included ? (JSON.parse(approvedResponse.included) as string[]) : [],
    ),
    responses: responses.map((response) => ({
      kind: response.kind,
      name: response.name,
      message: response.message,
      at: response.created_at,
      version: response.version,
    })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const summaryOf = (row: QuoteRow): QuoteSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  version: row.version,
  total: rupees(Number(row.approved_total_paise ?? row.total_paise)),
  sentAt: row.sent_at,
  approvedAt: row.approved_at,
});

/**
 * Each lead's latest quote (the one made last): number, status, total (the approved total once
 * approved) and whether the customer opened the version sent, for the desk's list. One indexed
 * query for the page of leads.
 */
export async function latestQuotes(
  db: Kysely<Database>,
  leadIds: readonly string[],
): Promise<Map<string, LatestQuote>> {
  const latest = new Map<string, LatestQuote>();
  if (leadIds.length === 0) return latest;
  const rows = await db
    .selectFrom("quotes")
    .select(["id", "lead_id", "number", "status", "total_paise", "approved_total_paise", "created_at"])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("quote_links")
            .select("quote_links.token")
            .whereRef("quote_links.quote_id", "=", "quotes.id")
            .whereRef("quote_links.version", "=", "quotes.sent_version")
            .where("quote_links.first_viewed_at", "is not", null),
        )
        .as("viewed"),
    )
    .where("lead_id", "in", [...new Set(leadIds)])
    .orderBy("lead_id")
    .orderBy("created_at", "desc")
    .orderBy("sequence", "desc")
    .execute();
  for (const row of rows) {
    if (row.lead_id === null || latest.has(row.lead_id)) continue;
    const totalPaise = Number(row.approved_total_paise ?? row.total_paise);
    latest.set(row.lead_id, {
      id: row.id,
      number: row.number,
      status: row.status,
      totalPaise,
      total: rupees(totalPaise),
      // SQLite answers 1 or 0, PostgreSQL true or false.
      viewed: Boolean(row.viewed),
    });
  }
  return latest;
}
