import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import * as m0001 from "../../../db/migrations/0001_leads";
import * as m0002 from "../../../db/migrations/0002_auth";
import * as m0003 from "../../../db/migrations/0003_lead_events";
import * as m0004 from "../../../db/migrations/0004_lead_search";

// Imported statically so the migrations ship inside the server bundle; names sort in order.
const migrations: Record<string, Migration> = {
  "0001_leads": m0001,
  "0002_auth": m0002,
  "0003_lead_events": m0003,
  "0004_lead_search": m0004,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Brings the schema up to date; runs at every start and is a no-op when nothing is pending. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
