import { sql } from "kysely";
import { z } from "zod";
import type { Db } from "~/server/db/connect.server";
import type { SiteVersionsTable } from "~/server/db/schema.server";
import type { Profile } from "~/profiles/schema";
import {
  checkSiteProfile,
  checkStoredVersion,
  type ProfileProblem,
  profileSchemaVersion,
} from "./profile-check.server";

export { checkSiteProfile, checkStoredVersion, type ProfileProblem, profileSchemaVersion };

// The published site as versions in the database. A version is a full snapshot of a profile, as
// typed (placeholders unfilled), kept forever; the newest is the live one.

/** A version's number as a request gives it (a path segment, a form field, a query value). */
export const versionIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** How a version came to be. */
export type VersionSource = "seed" | "desk" | "api" | "import" | "restore";

export type SiteVersionSummary = {
  /** 1, 2, 3… in the order published. */
  id: number;
  /** UTC ISO time. */
  publishedAt: string;
  /** The e-mail address of the admin who published it; null for the seed and the command line. */
  publishedBy: string | null;
  source: VersionSource;
  /** For a restore: the version it copied. */
  restoredFrom: number | null;
};

/** A stored version: its profile as stored (`checkStoredVersion` says whether this release can show it). */
export type SiteVersion = SiteVersionSummary & { profile: Profile; schemaVersion: number };

/**
 * A publish based on a version that is no longer the live one: nothing was stored. `live` is the
 * live version's number; `problems` says so in one line, for a caller that shows problems only.
 */
export type PublishConflict = { ok: false; conflict: true; live: number; problems: ProfileProblem[] };

export type PublishResult =
  | { ok: true; version: SiteVersionSummary }
  | { ok: false; conflict?: undefined; problems: ProfileProblem[] }
  | PublishConflict;

/** Who publishes, how, and (optionally) the version their change was made on. */
export type PublishMeta = {
  by: string | null;
  source: VersionSource;
  restoredFrom?: number;
  /**
   * The number of the version the change was made on (0: none was published yet). When given, the
   * change is stored only while that version is still the live one; otherwise the answer is a
   * `PublishConflict` and nothing is stored. Without it, the change replaces whatever is live.
   */
  basedOn?: number;
};

/** How many times a publish that lost the race for the next number tries again. */
const publishAttempts = 20;

type Row = Pick<SiteVersionsTable, "id" | "published_at" | "source"> & {
  published_by: string | null;
  restored_from: number | null;
};

const summaryOf = (row: Row): SiteVersionSummary => ({
  id: Number(row.id),
  publishedAt: row.published_at,
  publishedBy: row.published_by,
  source: row.source,
  restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
});

const summaryColumns = ["id", "published_at", "published_by", "source", "restored_from"] as const;

const conflictWith = (live: number): PublishConflict => ({
  ok: false,
  conflict: true,
  live,
  problems: [
    {
      path: "",
      message: `the site changed since this was opened (version ${live} is live now): reload and make the change again`,
    },
  ],
});

/**
 * Adds `profile` as the next version: the number is taken in the insert itself, and two
 * publishers that take the same one collide on the key; the one that lost takes the next. With
 * `basedOn`, the insert happens only while the newest version is that one, and losing the race is
 * a conflict rather than a retry.
 */
export async function storeVersion(
  db: Db,
  profile: Profile,
  meta: PublishMeta,
  now = new Date(),
): Promise<{ ok: true; version: SiteVersionSummary } | PublishConflict> {
  const profileJson = JSON.stringify(profile);
  const { basedOn } = meta;
  for (let attempt = 0; attempt < publishAttempts; attempt++) {
    const row = await db
      .insertInto("site_versions")
      .columns(["id", "profile", "schema_version", "published_at", "published_by", "source", "restored_from"])
      .expression((eb) => {
        const next = eb
          .selectFrom("site_versions")
          .select([
            sql<number>`coalesce(max(id), 0) + 1`.as("id"),
            sql<string>`${profileJson}`.as("profile"),
            sql<number>`${profileSchemaVersion}`.as("schema_version"),
            sql<string>`${now.toISOString()}`.as("published_at"),
            sql<string | null>`${meta.by}`.as("published_by"),
            sql<string>`${meta.source}`.as("source"),
            sql<number | null>`${meta.restoredFrom ?? null}`.as("restored_from"),
          ])
          // SQLite reads "on conflict" after a select as part of it without a where clause.
          .where(sql<boolean>`true`);
        return basedOn === undefined ? next : next.having(sql<boolean>`coalesce(max(id), 0) = ${basedOn}`);
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning([...summaryColumns])
      .executeTakeFirst();
    if (row) return { ok: true, version: summaryOf(row) };
    if (basedOn !== undefined) return conflictWith(await liveVersionId(db));
  }
  throw new Error(`could not publish a site version after ${publishAttempts} attempts`);
}

/**
 * Checks `input` with the profile schema and, when valid, publishes what was checked (trimmed, as
 * the schema reads it) as the new live version.
 */
export async function publishProfile(db: Db, input: unknown, meta: PublishMeta): Promise<PublishResult> {
  const checked = checkSiteProfile(input);
  if (!checked.ok) return checked;
  return storeVersion(db, checked.profile, meta);
}

/**
 * Makes `profile` version 1 when there is no version yet (a new database); with one, or when
 * another server seeded first, does nothing. True when this call seeded.
 */
export async function seedVersions(db: Db, profile: Profile, now = new Date()): Promise<boolean> {
  const result = await db
    .insertInto("site_versions")
    .values({
      id: 1,
      profile: JSON.stringify(profile),
      schema_version: profileSchemaVersion,
      published_at: now.toISOString(),
      published_by: null,
      source: "seed",
      restored_from: null,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The number of the live version (0 before seeding): cheap enough to ask twice a second. */
export async function liveVersionId(db: Db): Promise<number> {
  const row = await db
    .selectFrom("site_versions")
    .select(sql<number | null>`max(id)`.as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

const versionOf = (row: Row & { profile: string; schema_version: number }): SiteVersion => ({
  ...summaryOf(row),
  profile: JSON.parse(row.profile) as Profile,
  schemaVersion: Number(row.schema_version),
});

/** The live version: the newest. Undefined only before the database is seeded. */
export async function publishedVersion(db: Db): Promise<SiteVersion | undefined> {
  const row = await db
    .selectFrom("site_versions")
    .select([...summaryColumns, "profile", "schema_version"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && versionOf(row);
}

/** Every version, newest first. */
export async function listVersions(db: Db, options: { limit?: number } = {}): Promise<SiteVersionSummary[]> {
  let query = db
    .selectFrom("site_versions")
    .select([...summaryColumns])
    .orderBy("id", "desc");
  if (options.limit !== undefined) query = query.limit(options.limit);
  return (await query.execute()).map(summaryOf);
}

export async function getVersion(db: Db, id: number): Promise<SiteVersion | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const row = await db
    .selectFrom("site_versions")
    .select([...summaryColumns, "profile", "schema_version"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && versionOf(row);
}

/**
 * Version `id` as a restore would publish it: the old snapshot exactly as stored, never mixed
 * with today's values, checked with today's schema (one that no longer passes gives its problems).
 * Undefined when there is no such version.
 */
export async function restorableVersion(
  db: Db,
  id: number,
): Promise<{ ok: true; profile: Profile } | { ok: false; problems: ProfileProblem[] } | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const row = await db.selectFrom("site_versions").select("profile").where("id", "=", id).executeTakeFirst();
  return row && checkSiteProfile(JSON.parse(row.profile));
}

/**
 * Publishes a copy of version `id` as a new version; undefined when there is no such version. One
 * that no longer passes today's checks gives its problems and publishes nothing.
 */
export async function restoreVersion(
  db: Db,
  id: number,
  by: string | null,
): Promise<PublishResult | undefined> {
  const checked = await restorableVersion(db, id);
  if (!checked?.ok) return checked;
  return storeVersion(db, checked.profile, { by, source: "restore", restoredFrom: id });
}
