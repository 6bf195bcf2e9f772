// `npm run db:backup [-- path/to/copy.db]`: a consistent online backup of the SQLite database.
import { ensureBuild } from "./ensure-build.js";

ensureBuild();
/** @type {{ backupSqlite: (url: string, destination?: string) => Promise<string> }} */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the build output has no types
const server = await import(new URL("../build/server/cli.js", import.meta.url).href);
try {
  const file = await server.backupSqlite(process.env.DATABASE_URL || "./data/app.db", process.argv[2]);
  console.log(`Backup written to ${file}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
