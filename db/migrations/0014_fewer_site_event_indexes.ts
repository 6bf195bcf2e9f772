import type { Kysely } from "kysely";
import { createIndex } from "./ddl";

// Every counted event is written into each of site_events' indexes. The first one (day, kind, path)
// serves nothing the two report indexes, which also begin with the day, do not (the tidy reads a
// day's events and deletes old days through either), so it goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("site_events_day_idx").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createIndex(db, "site_events_day_idx", "site_events", ["day", "kind", "path"]);
}
