import { describe, expect, it } from "vitest";
import { backupId, type StoredBackup, takenAtOf } from "./backup-store.server";
import { backupsToRemove } from "./retention.server";

/** A backup every hour for `hours` hours up to `end`. */
function hourly(end: Date, hours: number): StoredBackup[] {
  return Array.from({ length: hours }, (_, i) => {
    const id = backupId(new Date(end.getTime() - i * 3_600_000));
    return { id, key: `site/${id}.db.gz.enc`, takenAt: takenAtOf(id)!, bytes: 1 };
  });
}

describe("the retention rule", () => {
  const end = new Date("2026-11-26T18:30:00.000Z"); // midnight in India

  it("keeps 48 hourly, 30 daily and 12 monthly backups out of a year of hourly ones", () => {
    const all = hourly(end, 365 * 24);
    const removed = new Set(backupsToRemove(all, { hourly: 48, daily: 30, monthly: 12 }).map((b) => b.key));
    const kept = all.filter((backup) => !removed.has(backup.key));
    // The last 48 hours, then one a day back to 30 days, then one a month (the overlaps counted once).
    expect(kept.slice(0, 48)).toEqual(all.slice(0, 48));
    const days = new Set(
      kept.map((b) => new Date(Date.parse(b.takenAt) + 330 * 60_000).toISOString().slice(0, 10)),
    );
    expect(days.size).toBeGreaterThanOrEqual(30);
    const months = new Set(
      kept.map((b) => new Date(Date.parse(b.takenAt) + 330 * 60_000).toISOString().slice(0, 7)),
    );
    expect(months.size).toBe(12);
    expect(kept.length).toBeLessThanOrEqual(48 + 30 + 12);
    expect(kept.length).toBeGreaterThan(48 + 28);
  });

  it("removes nothing while there are fewer backups than the rule keeps", () => {
    expect(backupsToRemove(hourly(end, 10), { hourly: 48, daily: 30, monthly: 12 })).toEqual([]);
  });

  it("always keeps the newest backup", () => {
    const all = hourly(end, 5);
    const removed = backupsToRemove(all, { hourly: 0, daily: 0, monthly: 1 });
    expect(removed.map((b) => b.key)).not.toContain(all[0]!.key);
    expect(removed).toHaveLength(4);
  });
});
