import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import type { Db } from "../db/connect.server";
import { parseEnv } from "../env.server";
import { resolveSite } from "../site.server";
import { quoteReport } from "./quote-report.server";

// The quotes' figures in the reports from quote rows written directly: only quotes first sent in
// the period count; value quoted and won, win rate and days from enquiry to quote, by source and page.

const site = resolveSite(
  parseEnv({ SITE_PROFILE: "interiors", PUBLIC_URL: "https://www.example-interiors.in" }),
);
const koramangala = "/interior-designer-in-koramangala";

const leads: { i: number; source: "web" | "phone"; path: string | null; created: string }[] = [
  { i: 1, source: "web", path: koramangala, created: "2026-11-20T05:00:00.000Z" },
  { i: 2, source: "web", path: "/contact", created: "2026-11-21T05:00:00.000Z" },
  { i: 3, source: "phone", path: null, created: "2026-11-22T05:00:00.000Z" },
];
const leadId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;

type QuoteSeed = { i: number; lead: number | null; total: number; sent: string | null; approved?: number };
const quotes: QuoteSeed[] = [
  // Lead 1: sent two days after the enquiry and approved with an option; a second quote sent later.
  { i: 1, lead: 1, total: 7_186_200, sent: "2026-11-22T05:00:00.000Z", approved: 9_000_000 },
  { i: 2, lead: 1, total: 1_000_000, sent: "2026-11-25T05:00:00.000Z" },
  // Lead 2: sent after four days, not approved.
  { i: 3, lead: 2, total: 5_000_000, sent: "2026-11-25T05:00:00.000Z" },
  // Lead 3 (a phone call): sent the next day, approved.
  { i: 4, lead: 3, total: 2_000_000, sent: "2026-11-23T05:00:00.000Z", approved: 2_000_000 },
  // Never sent, and sent before the period: left out.
  { i: 5, lead: 3, total: 9_999_900, sent: null },
  { i: 6, lead: 2, total: 9_999_900, sent: "2026-11-01T05:00:00.000Z" },
  // The person was erased: the amounts stay, under no source and no page.
  { i: 7, lead: null, total: 300_000, sent: "2026-11-24T05:00:00.000Z", approved: 300_000 },
];

async function seed(db: Db) {
  await db
    .insertInto("leads")
    .values(
      leads.map((lead) => ({
        id: leadId(lead.i),
        name: `Customer ${lead.i}`,
        phone: `+9198450${String(lead.i).padStart(5, "0")}`,
        service: "Modular Kitchen",
        status: "contacted",
        source: lead.source,
        source_path: lead.path,
        created_at: lead.created,
        updated_at: lead.created,
      })),
    )
    .execute();
  await db
    .insertInto("quotes")
    .values(
      quotes.map((quote) => ({
        id: `q${quote.i}`,
        lead_id: quote.lead === null ? null : leadId(quote.lead),
        number: `Q/2026-27/000${quote.i}`,
        financial_year: "2026-27",
        sequence: quote.i,
        status: quote.approved ? "approved" : quote.sent ? "sent" : "draft",
        version: 1,
        sent_version: quote.sent ? 1 : null,
        total_paise: quote.total,
        approved_total_paise: quote.approved ?? null,
        approved_version: quote.approved ? 1 : null,
        approved_at: quote.approved ? "2026-11-26T05:00:00.000Z" : null,
        first_sent_at: quote.sent,
        sent_at: quote.sent,
        created_at: "2026-11-01T05:00:00.000Z",
        updated_at: "2026-11-26T05:00:00.000Z",
      })),
    )
    .execute();
}

describe.each(testDatabases())("the quotes' report on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await seed(handle.db);
  });
  afterEach(() => handle.drop());

  it("adds up the quotes first sent in the period: quoted, won, win rate, days to the first quote", async () => {
    const report = await quoteReport(handle.db, "2026-11-22", "2026-11-27", site);
    expect(report.totals).toEqual({
      key: "all",
      quotes: 5,
      quoted: "154862.00",
      won: 3,
      wonValue: "113000.00",
      winRate: 60,
      // Leads 1 (2 days), 2 (4 days), 3 (1 day): the median is 2.
      daysToQuote: 2,
    });
  });

  it("splits them by the lead's source and by the page it was sent from", async () => {
    const report = await quoteReport(handle.db, "2026-11-22", "2026-11-27", site);
    expect(
      report.bySource.map((row) => [row.key, row.quotes, row.quoted, row.wonValue, row.winRate]),
    ).toEqual([
      ["web-form", 1, "50000.00", "0.00", 0],
      ["landing-page", 2, "81862.00", "90000.00", 50],
      ["phone", 1, "20000.00", "20000.00", 100],
      ["erased", 1, "3000.00", "3000.00", 100],
    ]);
    const page = (key: string) => report.byPage.find((row) => row.key === key);
    expect(page(koramangala)).toMatchObject({ quotes: 2, won: 1, daysToQuote: 2 });
    expect(page("/contact")).toMatchObject({ quotes: 1, won: 0, daysToQuote: 4 });
    expect(page("")).toMatchObject({ quotes: 2, won: 2, daysToQuote: 1 });
  });

  it("has nothing to say for a period without quotes sent", async () => {
    const report = await quoteReport(handle.db, "2026-10-01", "2026-10-07", site);
    expect(report.totals).toMatchObject({ quotes: 0, quoted: "0.00", winRate: null, daysToQuote: null });
    expect(report.bySource).toEqual([]);
  });
});
