import { sql } from "kysely";
import type { Kysely } from "kysely";
import { preparedQuery } from "./db/prepared-query.server";
import type { Database } from "./db/schema.server";

export type RateLimit = { max: number; windowMs: number };

const units: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** The most hits a window may allow: beyond it there is no limit worth the name. */
export const maxRateLimitCount = 1_000_000_000;
/** The longest window: pruneRateLimits forgets windows older than a day, so a longer one would not hold. */
export const maxRateLimitWindowMs = 86_400_000;

/**
 * "5/10m" → at most 5 per 10 minutes. Returns null for text that is not of that form, or whose
 * count is not 1 to maxRateLimitCount, or whose window is longer than a day.
 */
export function parseRateLimit(text: string): RateLimit | null {
  const match = /^(\d+)\s*\/\s*(\d+)?\s*([smhd])$/.exec(text.trim());
  if (!match) return null;
  const max = Number(match[1]);
  const windowMs = Number(match[2] ?? 1) * (units[match[3]!] ?? 0);
  const fits = max >= 1 && max <= maxRateLimitCount && windowMs > 0 && windowMs <= maxRateLimitWindowMs;
  return fits ? { max, windowMs } : null;
}

/**
 * Counts one hit for `key` in a fixed window kept in the database, so the limit holds across
 * restarts and across several servers, and says whether the hit is within the limit.
 */
export async function hitRateLimit(db: Kysely<Database>, key: string, limit: RateLimit, now: Date) {
  const expired = new Date(now.getTime() - limit.windowMs).toISOString();
  const { rows } = await countHit(db, { key, now: now.toISOString(), expired });
  const row = rows[0]!;
  const count = Number(row.count);
  const retryAfterMs = Math.max(0, new Date(row.window_start).getTime() + limit.windowMs - now.getTime());
  return { allowed: count <= limit.max, count, retryAfterMs };
}

/** One more hit in the key's window, or the first of a new window once the old one has `expired`. */
const countHit = preparedQuery((db, hit: { key: string; now: string; expired: string }) => {
  const windowExpired = sql<boolean>`rate_limits.window_start <= ${hit.expired}`;
  return db
    .insertInto("rate_limits")
    .values({ key: hit.key, window_start: hit.now, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql`case when ${windowExpired} then 1 else rate_limits.count + 1 end`,
        window_start: sql`case when ${windowExpired} then ${hit.now} else rate_limits.window_start end`,
      }),
    )
    .returning(["count", "window_start"]);
});

/** Forgets windows that ended more than a day ago, so the table does not grow with every address ever seen. */
export async function pruneRateLimits(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - 86_400_000).toISOString();
  const result = await db.deleteFrom("rate_limits").where("window_start", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
