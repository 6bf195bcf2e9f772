// What the command-line scripts (scripts/admin.js, scripts/db-backup.js) run, bundled beside the
// server as build/server/cli.js.
export { runAdminCli } from "~/server/auth/admin-cli.server";
export { closeRuntime } from "~/server/runtime.server";
export { backupSqlite } from "~/server/db/backup.server";
