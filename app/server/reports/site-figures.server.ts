import { sql } from "kysely";
import { addDays } from "~/lib/report-period";
import { type PageFigures, pageFigures } from "~/lib/site-counts";
import type { Db } from "../db/connect.server";

// What the public pages brought in a period, read from the daily totals for the days already
// folded into them and from the raw events for the others (today, or a day not yet folded). A
// visitor is told apart within a day only (the salt changes daily), so a period's visitors are the
// sum of its days' visitors.
//
// A folded day's totals never change, so the folded part of a period is read again only when the
// period's folded days change (how many, and the latest fold), which one indexed look tells; any
// server folding a day changes it for every server.

export type PageCounts = PageFigures;

export type SourceCounts = { views: number; visitors: number };

export const noPageCounts = (): PageCounts =>
  Object.fromEntries(pageFigures.map((figure) => [figure, 0])) as PageCounts;

type Folded = { days: Set<string>; signature: string };

/** The period's folded days, and a signature that changes whenever one is folded. */
async function foldedDays(db: Db, from: string, to: string): Promise<Folded> {
  const rows = await db
    .selectFrom("folded_days")
    .select(["day", "folded_at"])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .execute();
  const latest = rows.reduce((max, row) => (row.folded_at > max ? row.folded_at : max), "");
  return { days: new Set(rows.map((row) => row.day)), signature: `${rows.length}|${latest}` };
}

/**
 * The period's days not folded yet, named one by one: the raw events of folded days stay a while,
 * and a range over them would read them all.
 */
function unfolded(folded: Folded, from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (!folded.days.has(day)) days.push(day);
  // "" matches no day: an empty list is not valid SQL.
  return days.length > 0 ? days : [""];
}

type Remembered = { signature: string; value: unknown };
/** Each database's folded figures by query and period, with the signature they were read under. */
const remembered = new WeakMap<Db, Map<string, Remembered>>();
const rememberedPeriods = 64;

async function rememberFolded<T>(db: Db, key: string, folded: Folded, read: () => Promise<T>): Promise<T> {
  const figures = remembered.get(db) ?? new Map<string, Remembered>();
  remembered.set(db, figures);
  const known = figures.get(key);
  if (known && known.signature === folded.signature) return known.value as T;
  const value = await read();
  figures.delete(key);
  figures.set(key, { signature: folded.signature, value });
  // The oldest period read goes first once many have been.
  if (figures.size > rememberedPeriods) figures.delete(figures.keys().next().value!);
  return value;
}

const add = <T extends Record<string, number>>(into: T, from: { [K in keyof T]?: unknown }) => {
  for (const key of Object.keys(into) as (keyof T)[]) (into[key] as number) += Number(from[key] ?? 0);
};

const countOf = (kind: string) => sql<number>`sum(case when kind = ${kind} then 1 else 0 end)`;

/** Each page's figures over the period, by path (only paths that had any). */
export async function pageCounts(db: Db, from: string, to: string): Promise<Map<string, PageCounts>> {
  const folded = await foldedDays(db, from, to);
  const [totals, raw] = await Promise.all([
    rememberFolded(db, `pages|${from}|${to}`, folded, () =>
      db
        .selectFrom("daily_page_totals")
        .select((eb) => ["path", ...pageFigures.map((figure) => eb.fn.sum<number>(figure).as(figure))])
        .where("day", ">=", from)
        .where("day", "<=", to)
        .where("day", "in", [...folded.days, ""])
        .groupBy("path")
        .execute(),
    ),
    db
      .selectFrom("site_events")
      .select((eb) => [
        "path",
        countOf("view").as("views"),
        eb.fn.count<number>("visitor").distinct().as("visitors"),
        countOf("call").as("calls"),
        countOf("whatsapp").as("whatsapps"),
        countOf("email").as("emails"),
        countOf("directions").as("directions"),
      ])
      .where("day", "in", unfolded(folded, from, to))
      .groupBy(["day", "path"])
      .execute(),
  ]);
  const pages = new Map<string, PageCounts>();
  for (const row of [...totals, ...raw]) {
    const counts = pages.get(row.path) ?? noPageCounts();
    add(counts, row);
    pages.set(row.path, counts);
  }
  return pages;
}

export type SourceFigures = {
  /** Views and visitors by referrer group. */
  groups: Map<string, SourceCounts>;
  /** Views and visitors by campaign (utm_campaign), tagged visits only. */
  campaigns: Map<string, SourceCounts>;
};

/** Where the period's views came from: by referrer group and by campaign. */
export async function sourceCounts(db: Db, from: string, to: string): Promise<SourceFigures> {
  const folded = await foldedDays(db, from, to);
  const [totals, raw] = await Promise.all([
    rememberFolded(db, `sources|${from}|${to}`, folded, () =>
      db
        .selectFrom("daily_source_totals")
        .select((eb) => [
          "referrer_group",
          "utm_campaign",
          eb.fn.sum<number>("views").as("views"),
          eb.fn.sum<number>("visitors").as("visitors"),
        ])
        .where("day", ">=", from)
        .where("day", "<=", to)
        .where("day", "in", [...folded.days, ""])
        .groupBy(["referrer_group", "utm_campaign"])
        .execute(),
    ),
    db
      .selectFrom("site_events")
      .select((eb) => [
        "referrer_group",
        eb.fn.coalesce("utm_campaign", sql.lit("")).as("utm_campaign"),
        eb.fn.countAll<number>().as("views"),
        eb.fn.count<number>("visitor").distinct().as("visitors"),
      ])
      .where("day", "in", unfolded(folded, from, to))
      .where("kind", "=", "view")
      .groupBy(["day", "referrer_group", "utm_source", "utm_medium", "utm_campaign"])
      .execute(),
  ]);
  const groups = new Map<string, SourceCounts>();
  const campaigns = new Map<string, SourceCounts>();
  for (const row of [...totals, ...raw]) {
    const group = groups.get(row.referrer_group) ?? { views: 0, visitors: 0 };
    add(group, row);
    groups.set(row.referrer_group, group);
    const campaign = row.utm_campaign ?? "";
    if (campaign === "") continue;
    const tagged = campaigns.get(campaign) ?? { views: 0, visitors: 0 };
    add(tagged, row);
    campaigns.set(campaign, tagged);
  }
  return { groups, campaigns };
}
