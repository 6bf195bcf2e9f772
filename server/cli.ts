// What the command-line scripts (scripts/admin.js, scripts/db-backup.js, scripts/send-now.js,
// scripts/profile.js, scripts/backup.js, scripts/mail.js) run, bundled beside the server as build/server/cli.js.
import { withoutDigestSchedule } from "~/server/runtime.server";

// A script's runtime sends no morning digest on its own: that is the servers' work
// (`npm run digest -- --now` sends one on demand).
withoutDigestSchedule();

export { runAdminCli } from "~/server/auth/admin-cli.server";
export { closeRuntime } from "~/server/runtime.server";
export { runSendNowCli, sendNowCommands } from "~/server/alerts/send-now-cli.server";
export { backupSqlite } from "~/server/db/backup.server";
export { runProfileCli } from "~/server/profile/profile-cli.server";
export { runBackupCli } from "~/server/backups/backup-cli.server";
export { runMailCli } from "~/server/alerts/mail-test-cli.server";
