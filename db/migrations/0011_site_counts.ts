import type { Kysely } from "kysely";
import { createIndex, createTable, required } from "./ddl";

// First-party counts of what the public pages bring: raw events (page views counted by the server,
// contact clicks reported by the page), kept for a while, then only their daily totals; and the
// day's salt for telling visitors apart, replaced each day and deleted after. No address, no user
// agent, no cookie is stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, "site_events", [
    ["at", "text", required],
    // The IST day (YYYY-MM-DD) the event belongs to.
    ["day", "text", required],
    // "view", or a contact click: "call", "whatsapp", "email", "directions".
    ["kind", "text", required],
    ["path", "text", required],
    // google, bing, whatsapp, facebook, instagram, direct, other.
    ["referrer_group", "text", required],
    ["utm_source", "text"],
    ["utm_medium", "text"],
    ["utm_campaign", "text"],
    // "phone" or "desktop".
    ["device", "text", required],
    // A hash of address, user agent and the day's salt; none when the visitor asks not to be tracked.
    ["visitor", "text"],
  ]);
  await createIndex(db, "site_events_day_idx", "site_events", ["day", "kind", "path"]);

  await createTable(db, "visitor_salts", [
    ["day", "text", (col) => col.primaryKey()],
    ["salt", "text", required],
  ]);

  // One row per day, page and device: the day's views, distinct visitors and contact clicks.
  await createTable(db, "daily_page_totals", [
    ["day", "text", required],
    ["path", "text", required],
    ["device", "text", required],
    ["views", "integer", required],
    ["visitors", "integer", required],
    ["calls", "integer", required],
    ["whatsapps", "integer", required],
    ["emails", "integer", required],
    ["directions", "integer", required],
  ]);
  await db.schema
    .createIndex("daily_page_totals_key")
    .on("daily_page_totals")
    .columns(["day", "path", "device"])
    .unique()
    .execute();
  // One row per day and where the views came from ("" for a missing campaign tag).
  await createTable(db, "daily_source_totals", [
    ["day", "text", required],
    ["referrer_group", "text", required],
    ["utm_source", "text", required],
    ["utm_medium", "text", required],
    ["utm_campaign", "text", required],
    ["views", "integer", required],
    ["visitors", "integer", required],
  ]);
  await createIndex(db, "daily_source_totals_day_idx", "daily_source_totals", ["day"]);
  // The days already folded into the totals: each is folded once, whichever server does it.
  await createTable(db, "folded_days", [
    ["day", "text", (col) => col.primaryKey()],
    ["folded_at", "text", required],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "folded_days",
    "daily_source_totals",
    "daily_page_totals",
    "visitor_salts",
    "site_events",
  ])
    await db.schema.dropTable(table).execute();
}
