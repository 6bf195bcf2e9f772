// What admins see on the desk about off-site backups and e-mail: the shape the server's loader hands
// the desk (app/server/backups/desk-operations.server.ts) and the desk shows (app/components/backups/).

/** The off-site backups' state. */
export type DeskBackupState =
  | { state: "postgres" }
  | { state: "off" }
  | {
      state: "on";
      ageSeconds: number | null;
      /** Seconds since the first failure of a spell that goes on; null while backups work. */
      failingForSeconds: number | null;
      lastError: string | null;
      /** The last weekly restore check failed. */
      checkFailed: boolean;
      /** The last backup is older than two of BACKUP_EVERY (the server may not be taking them). */
      late: boolean;
    };

/** Whether e-mail is failing: how many messages are unsent, and since how long. */
export type MailHealth = { failing: false } | { failing: true; unsent: number; sinceSeconds: number };

export type DeskOperations = { backup: DeskBackupState; mail: MailHealth };
