import type { DeskOperations } from "~/lib/desk-operations";
import { mailHealth } from "../alerts/mail-health.server";
import { log } from "../log.server";
import { getRuntime } from "../runtime.server";
import { deskBackupState } from "./backup-status.server";

/** For the desk's loader (admins only): the backups' and the mail's state, or null when it cannot be read. */
export async function deskOperations(): Promise<DeskOperations | null> {
  try {
    const { database, now } = await getRuntime();
    const at = now();
    const [backup, mail] = await Promise.all([
      deskBackupState(database.db, { now: at, postgres: database.kind === "postgres" }),
      mailHealth(database.db, at),
    ]);
    return { backup, mail };
  } catch (error) {
    log("error", "desk_operations_failed", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
