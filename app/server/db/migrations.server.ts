import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";

// Every numbered file in db/migrations, bundled into the server at build time; names sort in order, so a
// new migration is one new file there.
const modules = import.meta.glob<Migration>("../../../db/migrations/[0-9]*.ts", { eager: true });
const migrations: Record<string, Migration> = Object.fromEntries(
  Object.entries(modules).map(([path, migration]) => [path.replace(/^.*\/|\.ts$/g, ""), migration]),
);

/** The names of the migrations this build carries, in the order they run. */
export const knownMigrations: readonly string[] = Object.keys(migrations).sort();

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

const migratorFor = (db: Kysely<unknown>, schema?: string) =>
  new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });

/**
 * The migrations a database that has run some still has to run (none for a new, empty database):
 * the start takes a snapshot before running them.
 */
export async function pendingMigrations(db: Kysely<unknown>, schema?: string): Promise<string[]> {
  const all = await migratorFor(db, schema).getMigrations();
  if (!all.some((migration) => migration.executedAt)) return [];
  return all.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

/**
 * Brings the schema up to date; runs at every start and is a no-op when nothing is pending. With a
 * PostgreSQL schema named, the migrator's own tables are looked for there only (by default it looks
 * in every schema, and would take another schema's for its own).
 */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  const migrator = migratorFor(db, schema);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
