import type { Keep } from "./backup-config.server";
import type { StoredBackup } from "./backup-store.server";

/** India time, in which the business counts its days and months. */
const istOffsetMs = 330 * 60_000;
const istIso = (at: string) => new Date(Date.parse(at) + istOffsetMs).toISOString();

const periods = {
  hourly: (at: string) => istIso(at).slice(0, 13),
  daily: (at: string) => istIso(at).slice(0, 10),
  monthly: (at: string) => istIso(at).slice(0, 7),
} as const;

/**
 * The backups the rule no longer keeps. Kept: the newest backup of each of the last `hourly` hours
 * that have one, of each of the last `daily` days, and of each of the last `monthly` months, and
 * always the newest of all.
 */
export function backupsToRemove(backups: readonly StoredBackup[], keep: Keep): StoredBackup[] {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.localeCompare(a.takenAt));
  const kept = new Set<string>(newestFirst.slice(0, 1).map((backup) => backup.key));
  for (const [name, periodOf] of Object.entries(periods) as [keyof Keep, (at: string) => string][]) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      if (seen.size >= keep[name]) break;
      const period = periodOf(backup.takenAt);
      if (seen.has(period)) continue;
      seen.add(period);
      kept.add(backup.key);
    }
  }
  return newestFirst.filter((backup) => !kept.has(backup.key));
}
