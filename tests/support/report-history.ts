import type { Insertable } from "kysely";
import type { Db } from "../../app/server/db/connect.server";
import type { Database } from "../../app/server/db/schema.server";

// A small, known history of the interiors site for the reports' tests: two folded days (and one
// before the period), today's raw events, a folded day's raw events the totals already hold, and
// leads of every kind. The figures the tests expect are worked out by hand from these rows.

/** An instant in Bengaluru. */
export const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();

export const reportToday = "2026-11-24";
export const reportNow = new Date(ist(reportToday, "12:00"));
export const koramangala = "/interior-designer-in-koramangala";

const page = (
  day: string,
  path: string,
  device: "phone" | "desktop",
  counts: Partial<Record<"views" | "visitors" | "calls" | "whatsapps" | "emails" | "directions", number>>,
): Insertable<Database["daily_page_totals"]> => ({
  day,
  path,
  device,
  views: 0,
  visitors: 0,
  calls: 0,
  whatsapps: 0,
  emails: 0,
  directions: 0,
  ...counts,
});

const source = (day: string, group: string, campaign: string, views: number, visitors: number) => ({
  day,
  referrer_group: group,
  utm_source: campaign ? "google" : "",
  utm_medium: campaign ? "cpc" : "",
  utm_campaign: campaign,
  views,
  visitors,
});

type Event = Insertable<Database["site_events"]>;
const event = (
  day: string,
  kind: Event["kind"],
  path: string,
  visitor: string | null,
  group: string,
  campaign: string | null = null,
): Event => ({
  at: ist(day, "10:00"),
  day,
  kind,
  path,
  referrer_group: group,
  utm_source: campaign ? "google" : null,
  utm_medium: campaign ? "cpc" : null,
  utm_campaign: campaign,
  device: "phone",
  visitor,
});

export const leadId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;

type SeedLead = {
  i: number;
  source: "web" | "phone" | "walk-in";
  path?: string;
  referrer?: string;
  campaign?: string;
  created: string;
  status: "new" | "contacted" | "qualified" | "converted" | "closed";
  lost?: string;
  replied?: string;
  moves?: string[];
};

export const seedLeads: SeedLead[] = [
  {
    i: 1,
    source: "web",
    path: koramangala,
    referrer: "https://www.google.com/",
    campaign: "diwali",
    created: ist("2026-11-23", "10:00"),
    status: "converted",
    replied: ist("2026-11-23", "10:20"),
    moves: ["new → contacted", "contacted → converted"],
  },
  {
    i: 2,
    source: "web",
    path: "/contact",
    created: ist("2026-11-22", "20:00"),
    status: "closed",
    lost: "Price too high",
    replied: ist("2026-11-23", "08:30"),
    moves: ["new → qualified", "qualified → closed · Price too high"],
  },
  { i: 3, source: "phone", created: ist("2026-11-24", "09:00"), status: "new" },
  {
    i: 4,
    source: "web",
    path: "/",
    referrer: "https://l.facebook.com/",
    created: ist("2026-11-24", "11:00"),
    status: "contacted",
    replied: ist("2026-11-24", "11:10"),
    moves: ["new → contacted"],
  },
  {
    i: 5,
    source: "web",
    path: "/",
    created: ist("2026-11-21", "10:00"),
    status: "closed",
    lost: "Went elsewhere",
    replied: ist("2026-11-21", "10:40"),
    moves: ["new → closed · Went elsewhere"],
  },
  { i: 6, source: "walk-in", created: ist("2026-11-10", "12:00"), status: "new" },
  {
    i: 7,
    source: "web",
    path: `${koramangala}/`,
    referrer: "android-app://com.whatsapp/",
    campaign: "diwali",
    created: ist("2026-11-24", "09:30"),
    status: "new",
  },
];

export async function seedReportHistory(db: Db): Promise<void> {
  await db
    .insertInto("folded_days")
    .values(["2026-11-21", "2026-11-22", "2026-11-23"].map((day) => ({ day, folded_at: ist(day, "23:59") })))
    .execute();
  await db
    .insertInto("daily_page_totals")
    .values([
      page("2026-11-21", "/", "desktop", { views: 1000, visitors: 900, calls: 50 }),
      page("2026-11-22", "/", "phone", { views: 10, visitors: 8, calls: 2, whatsapps: 1 }),
      page("2026-11-22", "/", "desktop", { views: 5, visitors: 4, whatsapps: 1 }),
      page("2026-11-23", koramangala, "phone", {
        views: 20,
        visitors: 15,
        calls: 3,
        whatsapps: 2,
        emails: 1,
      }),
      page("2026-11-23", "/contact", "desktop", { views: 6, visitors: 5, calls: 1, directions: 2 }),
    ])
    .execute();
  await db
    .insertInto("daily_source_totals")
    .values([
      source("2026-11-21", "google", "", 999, 900),
      source("2026-11-22", "google", "", 12, 9),
      source("2026-11-22", "direct", "", 3, 3),
      source("2026-11-23", "google", "diwali", 20, 15),
      source("2026-11-23", "direct", "", 6, 5),
    ])
    .execute();
  const today = reportToday;
  await db
    .insertInto("site_events")
    .values([
      // A folded day's raw events: its totals already hold them.
      ...Array.from({ length: 50 }, () => event("2026-11-23", "view", "/", "x", "google")),
      event(today, "view", "/", "a", "google", "diwali"),
      event(today, "view", "/", "a", "google", "diwali"),
      event(today, "view", "/", "b", "direct"),
      event(today, "view", "/", null, "direct"),
      event(today, "call", "/", "a", "google", "diwali"),
      event(today, "view", koramangala, "c", "whatsapp"),
      event(today, "view", koramangala, "c", "whatsapp"),
      event(today, "whatsapp", koramangala, "c", "whatsapp"),
    ])
    .execute();
  await db
    .insertInto("leads")
    .values(
      seedLeads.map((lead) => ({
        id: leadId(lead.i),
        name: `Customer ${lead.i}`,
        phone: `+9198450${String(lead.i).padStart(5, "0")}`,
        service: "Modular Kitchen",
        status: lead.status,
        source: lead.source,
        source_path: lead.path ?? null,
        referrer: lead.referrer ?? null,
        utm_campaign: lead.campaign ?? null,
        lost_reason: lead.lost ?? null,
        first_response_at: lead.replied ?? null,
        created_at: lead.created,
        updated_at: lead.created,
      })),
    )
    .execute();
  const entries = seedLeads.flatMap((lead) =>
    (lead.moves ?? []).map((text, j) => ({
      id: `00000000-0000-4000-9000-${String(lead.i * 10 + j).padStart(12, "0")}`,
      lead_id: leadId(lead.i),
      kind: "status" as const,
      text,
      actor_id: null,
      actor_email: "owner@example.in",
      created_at: new Date(Date.parse(lead.created) + (j + 1) * 600_000).toISOString(),
    })),
  );
  await db.insertInto("lead_activities").values(entries).execute();
}
