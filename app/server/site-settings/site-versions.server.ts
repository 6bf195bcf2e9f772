import type { Db } from "~/server/db/connect.server";

// CONTRACT (to be built): the published site as versions in the database. A version is a full
// snapshot of a profile, as typed (placeholders unfilled), kept forever; the newest is the live one.

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

export type SiteVersion = SiteVersionSummary & { profile: import("~/profiles/schema").Profile };

/** A problem with a profile, by its path in the profile: "business.name", "services.2.features.0". */
export type ProfileProblem = { path: string; message: string };

export type PublishResult =
  | { ok: true; version: SiteVersionSummary }
  | { ok: false; problems: ProfileProblem[] };

const notBuilt = (): never => {
  throw new Error("site versions are not built yet");
};

/** Checks `input` with the profile schema and, when valid, publishes it as the new live version. */
export function publishProfile(
  _db: Db,
  _input: unknown,
  _meta: { by: string | null; source: VersionSource; restoredFrom?: number },
): Promise<PublishResult> {
  return notBuilt();
}

/** The live version: the newest. Undefined only before the database is seeded. */
export function publishedVersion(_db: Db): Promise<SiteVersion | undefined> {
  return notBuilt();
}

/** Every version, newest first. */
export function listVersions(_db: Db, _options?: { limit?: number }): Promise<SiteVersionSummary[]> {
  return notBuilt();
}

export function getVersion(_db: Db, _id: number): Promise<SiteVersion | undefined> {
  return notBuilt();
}

/** Publishes a copy of version `id` as a new version; undefined when there is no such version. */
export function restoreVersion(_db: Db, _id: number, _by: string | null): Promise<PublishResult | undefined> {
  return notBuilt();
}
