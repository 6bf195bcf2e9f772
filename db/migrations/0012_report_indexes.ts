import type { Kysely } from "kysely";
import { createIndex } from "./ddl";

// Indexes the reports read from (docs/decisions/0036-reports.md): each holds every column its
// query needs, so a day's raw events and a year's page totals are read from the index alone.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A day's events by page: views, clicks and distinct visitors.
  await createIndex(db, "site_events_day_path_idx", "site_events", ["day", "path", "kind", "visitor"]);
  // A day's views by where they came from.
  await createIndex(db, "site_events_day_source_idx", "site_events", [
    "day",
    "kind",
    "referrer_group",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "visitor",
  ]);
  await createIndex(db, "daily_page_totals_figures_idx", "daily_page_totals", [
    "day",
    "path",
    "views",
    "visitors",
    "calls",
    "whatsapps",
    "emails",
    "directions",
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    "daily_page_totals_figures_idx",
    "site_events_day_source_idx",
    "site_events_day_path_idx",
  ])
    await db.schema.dropIndex(index).execute();
}
