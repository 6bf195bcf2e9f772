import { sql } from "kysely";
import type { Db } from "~/server/db/connect.server";
import type { SiteVersionsTable } from "~/server/db/schema.server";
import { profileSchema, type Profile } from "~/profiles/schema";
import { profileIssueMessage } from "~/server/profile/profile-issues.server";
import { unknownFieldMessage, unknownFieldPaths } from "~/server/profile/profile-file.server";

// The published site as versions in the database. A version is a full snapshot of a profile, as
// typed (placeholders unfilled), kept forever; the newest is the live one.

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

export type SiteVersion = SiteVersionSummary & { profile: Profile };

/** A problem with a profile, by its path in the profile: "business.name", "services.2.features.0". */
export type ProfileProblem = { path: string; message: string };

export type PublishResult =
  { ok: true; version: SiteVersionSummary } | { ok: false; problems: ProfileProblem[] };

/**
 * The version of the profile's shape a snapshot is written under: raised when a change to the
 * profile schema means older snapshots need reading differently.
 */
export const profileSchemaVersion = 1;

/** How many times a publish that lost the race for the next number tries again. */
const publishAttempts = 20;

/** `services.2.title` for a path into the profile; "" for the profile itself. */
const dottedPath = (path: readonly PropertyKey[]) => path.map(String).join(".");

/** Checks a profile with today's schema: the profile, or every problem by its dotted path. */
export function checkSiteProfile(
  input: unknown,
): { ok: true; profile: Profile } | { ok: false; problems: ProfileProblem[] } {
  const result = profileSchema.safeParse(input, { error: profileIssueMessage });
  const problems: ProfileProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ path: dottedPath(issue.path), message: issue.message }));
  for (const path of unknownFieldPaths(profileSchema, input))
    problems.push({ path: dottedPath(path), message: unknownFieldMessage });
  if (result.success && problems.length === 0) return { ok: true, profile: result.data };
  const seen = new Set<string>();
  return {
    ok: false,
    problems: problems.filter((problem) => {
      const key = `${problem.path}\n${problem.message}`;
      return seen.has(key) ? false : (seen.add(key), true);
    }),
  };
}

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

/**
 * Adds `profileJson` as the next version: the number is taken in the insert itself, and two
 * publishers that take the same one collide on the key; the one that lost takes the next.
 */
async function insertVersion(
  db: Db,
  profileJson: string,
  meta: { by: string | null; source: VersionSource; restoredFrom?: number },
  now = new Date(),
): Promise<SiteVersionSummary> {
  for (let attempt = 0; attempt < publishAttempts; attempt++) {
    const row = await db
      .insertInto("site_versions")
      .columns(["id", "profile", "schema_version", "published_at", "published_by", "source", "restored_from"])
      .expression((eb) =>
        eb
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
          .where(sql<boolean>`true`),
      )
      .onConflict((oc) => oc.column("id").doNothing())
      .returning([...summaryColumns])
      .executeTakeFirst();
    if (row) return summaryOf(row);
  }
  throw new Error(`could not publish a site version after ${publishAttempts} attempts`);
}

/** Checks `input` with the profile schema and, when valid, publishes it as the new live version. */
export async function publishProfile(
  db: Db,
  input: unknown,
  meta: { by: string | null; source: VersionSource; restoredFrom?: number },
): Promise<PublishResult> {
  const checked = checkSiteProfile(input);
  if (!checked.ok) return checked;
  // The profile as typed: what the schema would add (defaults) or trim is not stored.
  return { ok: true, version: await insertVersion(db, JSON.stringify(input), meta) };
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

const versionOf = (row: Row & { profile: string }): SiteVersion => ({
  ...summaryOf(row),
  profile: JSON.parse(row.profile) as Profile,
});

/** The live version: the newest. Undefined only before the database is seeded. */
export async function publishedVersion(db: Db): Promise<SiteVersion | undefined> {
  const row = await db
    .selectFrom("site_versions")
    .select([...summaryColumns, "profile"])
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
    .select([...summaryColumns, "profile"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && versionOf(row);
}

/**
 * Publishes a copy of version `id` as a new version; undefined when there is no such version. The
 * copy is the old snapshot exactly as stored, never mixed with today's values, and is checked with
 * today's schema first: one that no longer passes gives its problems and publishes nothing.
 */
export async function restoreVersion(
  db: Db,
  id: number,
  by: string | null,
): Promise<PublishResult | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const row = await db.selectFrom("site_versions").select("profile").where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const checked = checkSiteProfile(JSON.parse(row.profile));
  if (!checked.ok) return checked;
  return {
    ok: true,
    version: await insertVersion(db, row.profile, { by, source: "restore", restoredFrom: id }),
  };
}
