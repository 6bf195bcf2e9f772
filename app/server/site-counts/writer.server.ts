import { type EventKind, eventKinds, referrerGroups as allReferrerGroups } from "~/lib/site-counts";
import type { Db } from "../db/connect.server";
import { inTransaction } from "../db/group-commit.server";
import { type Kysely, sql } from "kysely";
import { isSqlite } from "../db/dialect.server";
import type { Database } from "../db/schema.server";
import type { Log } from "../periodic-job.server";
import { istDay } from "~/lib/report-period";
import { cleanTag, type Source } from "./view-rules.server";
import { saltFor, visitorHash } from "./visitor-salts.server";

/** One counted event, as the server saw it; the address and user agent never reach the database. */
export type SiteEvent = {
  at: Date;
  kind: EventKind;
  path: string;
  source: Source;
  device: "phone" | "desktop";
  /** Who, for the day's visitor hash; null when the browser asks not to be tracked (or for a click). */
  identity: { address: string; userAgent: string } | null;
};

export type WriterOptions = {
  db: Db;
  log: Log;
  /** How often buffered events are written. */
  everyMs?: number;
  /** A batch this big is written at once, without waiting for the timer. */
  batchSize?: number;
  /**
   * Past this many bytes of unwritten events (the database is down or slow), those waiting and the
   * batch being written, new ones are dropped, not kept. An event's bytes are reckoned high: its
   * text at two bytes a character, and its objects.
   */
  maxBufferedBytes?: number;
};

/** 8 MiB: some 14,000 views of ordinary browsers, fourteen seconds of a thousand views a second. */
export const defaultMaxBufferedBytes = 8 * 1024 * 1024;
/** An event's objects (the event, its source, its identity, its time), reckoned high. */
const eventOverhead = 256;
const textBytes = (value: string | null) => (value === null ? 0 : 2 * value.length);

/** The bytes an event held in memory costs, reckoned high. */
export function bytesOf({ path, source, identity }: SiteEvent): number {
  return (
    eventOverhead +
    textBytes(path) +
    textBytes(source.utmSource) +
    textBytes(source.utmMedium) +
    textBytes(source.utmCampaign) +
    (identity ? textBytes(identity.address) + textBytes(identity.userAgent) : 0)
  );
}

/** A site_events row in the order of `columns`. */
type Row = [
  string,
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  string,
  string | null,
];
const columnCount = 10;
const kinds = new Set<string>(eventKinds);
const devices = new Set<string>(["phone", "desktop"]);
const referrerGroups = new Set<string>(allReferrerGroups);
const columns = sql.raw(
  "at, day, kind, path, referrer_group, utm_source, utm_medium, utm_campaign, device, visitor",
);

/**
 * A batch as one statement with one parameter, a JSON array of rows, spread into rows by the database
 * itself: building and binding a statement of thousands of values costs more than writing them.
 */
function insertRows(trx: Kysely<Database>, rows: Row[]) {
  const json = JSON.stringify(rows);
  const picked = (pick: (index: number) => string) =>
    sql.raw(Array.from({ length: columnCount }, (_, index) => pick(index)).join(", "));
  return isSqlite(trx)
    ? sql`insert into site_events (${columns}) select ${picked((i) => `json_extract(value, '$[${i}]')`)} from json_each(${json})`.execute(
        trx,
      )
    : sql`insert into site_events (${columns}) select ${picked((i) => `row ->> ${i}`)} from json_array_elements(${json}::json) as row`.execute(
        trx,
      );
}

/**
 * Buffers counted events in memory and writes them in batches, every second or every `batchSize`
 * events, so serving a page never waits for the database (as leads do, docs/decisions/0006, but
 * without anyone waiting for the commit). A failed write is logged and its events are lost: counts
 * are worth less than a page that answers.
 */
export function siteCountWriter({
  db,
  log,
  everyMs = 1_000,
  batchSize = 1_000,
  maxBufferedBytes = defaultMaxBufferedBytes,
}: WriterOptions) {
  let buffer: SiteEvent[] = [];
  /** The bytes of the events in `buffer`, and of those being written. */
  let bufferedBytes = 0;
  let writingBytes = 0;
  let writing: Promise<void> | undefined;
  let dropped = 0;
  const salts = new Map<string, string>();

  async function salt(day: string) {
    let value = salts.get(day);
    if (value === undefined) {
      value = await saltFor(db, day);
      // Only the days still being written need their salt in memory: today and, just after midnight, yesterday.
      for (const known of [...salts.keys()].sort().slice(0, -1)) salts.delete(known);
      salts.set(day, value);
    }
    return value;
  }

  /**
   * An event's row, its text cleaned; undefined for an event the database would refuse (no valid
   * time, an unknown kind or device, no path), which would cost the whole batch its counts.
   */
  async function rowOf(event: SiteEvent): Promise<Row | undefined> {
    const { at, kind, path, source, device, identity } = event;
    if (!(at instanceof Date) || !Number.isFinite(at.getTime())) return undefined;
    if (!kinds.has(kind) || !devices.has(device) || typeof path !== "string" || !path.startsWith("/"))
      return undefined;
    const day = istDay(at);
    return [
      at.toISOString(),
      day,
      kind,
      path,
      referrerGroups.has(source.referrerGroup) ? source.referrerGroup : "other",
      cleanTag(source.utmSource),
      cleanTag(source.utmMedium),
      cleanTag(source.utmCampaign),
      device,
      identity ? visitorHash(await salt(day), identity.address, identity.userAgent) : null,
    ];
  }

  async function write(batch: SiteEvent[]) {
    const rows: Row[] = [];
    for (const event of batch) {
      const row = await rowOf(event);
      if (row) rows.push(row);
    }
    if (rows.length < batch.length)
      log("warn", "site_counts_refused", {
        events: batch.length - rows.length,
        reason: "not an event to store",
      });
    if (rows.length === 0) return;
    // Counts do not wait for the disk: a power cut may lose the last second of them, never a lead.
    await inTransaction(db, (trx) => insertRows(trx, rows), { waitForDisk: false });
  }

  /** Writes every buffered event, including those that arrive while it writes. */
  async function flush(): Promise<void> {
    for (;;) {
      while (writing) await writing;
      if (buffer.length === 0) return;
      const batch = buffer;
      buffer = [];
      writingBytes = bufferedBytes;
      bufferedBytes = 0;
      writing = write(batch)
        .catch((error: unknown) =>
          log("error", "site_counts_write_failed", {
            events: batch.length,
            error: error instanceof Error ? error.message : String(error),
          }),
        )
        .finally(() => {
          writing = undefined;
          writingBytes = 0;
        });
    }
  }

  const timer = setInterval(() => {
    if (dropped > 0) {
      log("warn", "site_counts_dropped", { events: dropped, reason: "too many unwritten events" });
      dropped = 0;
    }
    if (buffer.length > 0) void flush();
  }, everyMs).unref();

  return {
    /** Keeps the event for the next batch; never waits. */
    record(event: SiteEvent): void {
      const bytes = bytesOf(event);
      if (bufferedBytes + writingBytes + bytes > maxBufferedBytes) {
        dropped++;
        return;
      }
      buffer.push(event);
      bufferedBytes += bytes;
      if (buffer.length === batchSize) void flush();
    },
    flush,
    /** Stops the timer and writes what is left (the server's stop path). */
    async stop(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
    /** Events waiting for the next batch. */
    get pending() {
      return buffer.length;
    },
    /** The bytes of the events held: waiting for the next batch or being written (see bytesOf). */
    get heldBytes() {
      return bufferedBytes + writingBytes;
    },
  };
}

export type SiteCountWriter = ReturnType<typeof siteCountWriter>;
