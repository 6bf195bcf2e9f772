// A year of one business's site counts and leads, generated: the daily totals of about ten
// million events, the last 90 days' raw events, and the leads with their status entries. Pages,
// sources and devices are skewed as a real site's are (home and contact busiest, a long tail of
// neighbourhood pages; Google first). Used by `npm run bench:reports` and to look at the page.
import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { leadSources } from "~/lib/lead-work";
import { marketingPaths } from "~/lib/pages";
import { addDays, istMidnight } from "~/lib/report-period";
import type { Site } from "~/lib/site";
import type { Db } from "~/server/db/connect.server";
import type { Database, LeadsTable } from "~/server/db/schema.server";

export type HistoryOptions = {
  site: Site;
  /** The last day (IST), today: not folded yet. */
  today: string;
  /** The time now, on `today`: no lead arrives after it. */
  now: Date;
  days?: number;
  /** Events a year (views and clicks), spread over the days. */
  yearEvents?: number;
  /** How many of the last days keep their raw events (today included). */
  rawDays?: number;
  leadsPerDay?: number;
  /** Raw events are written for at most this many per day (the totals always hold the full count). */
  rawPerDay?: number;
};

// A repeatable pseudo-random sequence, so every run seeds the same history.
let state = 7;
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly (readonly [T, number])[]): T => {
  let roll = random() * list.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of list) if ((roll -= weight) <= 0) return value;
  return list[list.length - 1]![0];
};

const sources: readonly (readonly [[string, string, string, string], number])[] = [
  [["google", "", "", ""], 40],
  [["google", "google", "cpc", "search-kitchens"], 10],
  [["google", "google", "cpc", "search-interiors"], 6],
  [["direct", "", "", ""], 20],
  [["whatsapp", "", "", ""], 8],
  [["facebook", "facebook", "paid-social", "diwali-offer"], 4],
  [["facebook", "", "", ""], 2],
  [["instagram", "instagram", "paid-social", "diwali-offer"], 3],
  [["instagram", "", "", ""], 2],
  [["bing", "", "", ""], 2],
  [["other", "", "", ""], 3],
];
const referrerOf: Record<string, string | null> = {
  google: "https://www.google.com/",
  direct: null,
  whatsapp: "android-app://com.whatsapp/",
  facebook: "https://l.facebook.com/",
  instagram: "https://l.instagram.com/",
  bing: "https://www.bing.com/",
  other: "https://www.justdial.com/",
};

/** Each page's share of the views: Zipf-like, the main pages first. */
function pageWeights(site: Site): [string, number][] {
  const paths = marketingPaths(site);
  const order = ["/", "/contact", "/services", "/about", "/privacy"];
  const ranked = [
    ...order.filter((path) => paths.includes(path)),
    ...paths.filter((path) => !order.includes(path)),
  ];
  return ranked.map((path, i) => [path, path === "/privacy" ? 0.05 : 1 / (i + 1) ** 0.9]);
}

/** A day's traffic: weekends busier, a slow rise over the year, a Diwali bump, noise. */
function dayFactor(day: string, i: number, days: number): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.25 : 1;
  const diwali = day >= "2026-10-15" && day <= "2026-11-10" ? 1.4 : 1;
  return weekend * diwali * (0.8 + (0.4 * i) / days) * (0.85 + random() * 0.3);
}

async function insertChunked<T extends keyof Database>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
  size = 1000,
) {
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

/** Writes the history; returns how many rows of each kind it wrote. */
export async function seedHistory(db: Db, options: HistoryOptions) {
  const { site, today, now } = options;
  const days = options.days ?? 365;
  const yearEvents = options.yearEvents ?? 10_000_000;
  const rawDays = options.rawDays ?? 90;
  const leadsPerDay = options.leadsPerDay ?? 15;
  const rawPerDay = options.rawPerDay ?? Infinity;
  const pages = pageWeights(site);
  const pageTotal = pages.reduce((sum, [, weight]) => sum + weight, 0);
  const first = addDays(today, -days);
  const perDay = yearEvents / days;
  let events = 0;
  let rawEvents = 0;
  const folded: Insertable<Database["folded_days"]>[] = [];
  const pageRows: Insertable<Database["daily_page_totals"]>[] = [];
  const sourceRows: Insertable<Database["daily_source_totals"]>[] = [];
  for (let i = 0; i <= days; i++) {
    const day = addDays(first, i);
    const views = Math.round((perDay / 1.05) * dayFactor(day, i, days));
    const raw: Insertable<Database["site_events"]>[] = [];
    const keepRaw = i > days - rawDays;
    for (const [path, weight] of pages) {
      for (const [device, share] of [
        ["phone", 0.72],
        ["desktop", 0.28],
      ] as const) {
        const pageViews = Math.round((views * weight * share) / pageTotal);
        const landing = path.startsWith(site.landing?.pathPrefix ?? "//");
        const counts = {
          views: pageViews,
          visitors: Math.round(pageViews * 0.68),
          calls: Math.round(pageViews * (landing ? 0.022 : 0.015)),
          whatsapps: Math.round(pageViews * (landing ? 0.028 : 0.02)),
          emails: Math.round(pageViews * 0.003),
          directions: Math.round(pageViews * (path === "/contact" ? 0.03 : 0.002)),
        };
        events += counts.views + counts.calls + counts.whatsapps + counts.emails + counts.directions;
        if (i < days) pageRows.push({ day, path, device, ...counts });
        if (!keepRaw) continue;
        const kinds = [
          ["view", counts.views],
          ["call", counts.calls],
          ["whatsapp", counts.whatsapps],
          ["email", counts.emails],
          ["directions", counts.directions],
        ] as const;
        for (const [kind, n] of kinds) {
          for (let k = 0; k < n; k++) {
            const [group, utmSource, medium, campaign] = pick(sources);
            raw.push({
              at: new Date(istMidnight(day).getTime() + Math.floor(random() * 86_400_000)).toISOString(),
              day,
              kind,
              path,
              referrer_group: group,
              utm_source: utmSource || null,
              utm_medium: medium || null,
              utm_campaign: campaign || null,
              device,
              visitor:
                random() < 0.03 ? null : `v${Math.floor(random() * counts.visitors + 1)}-${path.length}`,
            });
          }
        }
      }
    }
    if (i < days) {
      folded.push({ day, folded_at: `${addDays(day, 1)}T00:10:00.000Z` });
      for (const [[group, utmSource, medium, campaign], weight] of sources) {
        const share = views * (weight / 100);
        sourceRows.push({
          day,
          referrer_group: group,
          utm_source: utmSource,
          utm_medium: medium,
          utm_campaign: campaign,
          views: Math.round(share),
          visitors: Math.round(share * 0.7),
        });
      }
    }
    const kept = raw.length > rawPerDay ? raw.slice(0, rawPerDay) : raw;
    rawEvents += kept.length;
    await insertChunked(db, "site_events", kept);
  }
  await insertChunked(db, "folded_days", folded);
  await insertChunked(db, "daily_page_totals", pageRows);
  await insertChunked(db, "daily_source_totals", sourceRows);

  const leads: Insertable<LeadsTable>[] = [];
  const entries: Insertable<Database["lead_activities"]>[] = [];
  const webPages = pages.filter(([path]) => path !== "/privacy");
  for (let i = 0; i <= days; i++) {
    const day = addDays(first, i);
    const count = Math.round(leadsPerDay * dayFactor(day, i, days));
    for (let k = 0; k < count; k++) {
      const created = new Date(istMidnight(day).getTime() + (8 + random() * 13) * 3_600_000);
      if (created.getTime() > now.getTime()) continue;
      const source = pick<(typeof leadSources)[number]>([
        ["web", 70],
        ["phone", 12],
        ["whatsapp", 9],
        ["walk-in", 3],
        ["referral", 5],
        ["other", 1],
      ]);
      const [group, , , campaign] = pick(sources);
      const age = days - i;
      const roll = random();
      const status =
        age < 3
          ? roll < 0.6
            ? "new"
            : "contacted"
          : roll < 0.15
            ? "new"
            : roll < 0.35
              ? "contacted"
              : roll < 0.5
                ? "qualified"
                : roll < 0.68
                  ? "converted"
                  : "closed";
      const id = randomUUID();
      const replied = status !== "new" || random() < 0.2;
      const firstResponse = replied
        ? new Date(created.getTime() + Math.floor(random() ** 2 * 5 * 3_600_000))
        : null;
      leads.push({
        id,
        name: `Customer ${leads.length}`,
        phone: `+9198${String(10_000_000 + leads.length).slice(-8)}`,
        service: site.leadForm.services[leads.length % site.leadForm.services.length]!,
        status,
        source,
        source_path: source === "web" ? pick(webPages) : null,
        referrer: source === "web" ? referrerOf[group]! : null,
        utm_campaign: source === "web" && campaign ? campaign : null,
        lost_reason:
          status === "closed"
            ? pick([
                ["Price too high", 5],
                ["Went with another firm", 3],
                ["Project postponed", 2],
                ["No reply from customer", 2],
              ])
            : null,
        first_response_at: firstResponse?.toISOString() ?? null,
        created_at: created.toISOString(),
        updated_at: created.toISOString(),
      });
      const path = {
        new: [],
        contacted: ["contacted"],
        qualified: ["contacted", "qualified"],
        converted: ["contacted", "qualified", "converted"],
        closed: random() < 0.5 ? ["contacted", "closed"] : ["closed"],
      }[status];
      let from = "new";
      path.forEach((to, j) => {
        entries.push({
          id: randomUUID(),
          lead_id: id,
          kind: "status",
          text: `${from} → ${to}`,
          actor_id: null,
          actor_email: "owner@example.in",
          created_at: new Date(created.getTime() + (j + 1) * 86_400_000).toISOString(),
        });
        from = to;
      });
    }
  }
  await insertChunked(db, "leads", leads, 500);
  await insertChunked(db, "lead_activities", entries, 1000);
  return {
    events,
    rawEvents,
    pageRows: pageRows.length,
    sourceRows: sourceRows.length,
    leads: leads.length,
    entries: entries.length,
  };
}
