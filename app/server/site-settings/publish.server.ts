import type { Db } from "~/server/db/connect.server";
import { log } from "~/server/log.server";
import { publishedSite } from "./published-site.server";
import {
  publishProfile,
  restoreVersion,
  type ProfileProblem,
  type PublishResult,
  type VersionSource,
} from "./site-versions.server";

// Publishing from this server: the version is stored, then made live here at once (the other
// servers see it within their next check).

/** The site API takes a whole profile (a big one, with its area pages, is some 100 KiB). */
export const maxSiteBodyBytes = 2 * 1024 * 1024;

async function goLive(result: PublishResult): Promise<PublishResult> {
  if (!result.ok) return result;
  log("info", "site_version_published", {
    version: result.version.id,
    source: result.version.source,
    restoredFrom: result.version.restoredFrom ?? undefined,
  });
  await publishedSite()?.check();
  return result;
}

/** Checks and publishes `input`, and makes it this server's live site before answering. */
export async function publishAndApply(
  db: Db,
  input: unknown,
  meta: { by: string | null; source: VersionSource },
): Promise<PublishResult> {
  return goLive(await publishProfile(db, input, meta));
}

/** Publishes a copy of version `id` and makes it live here; undefined for an unknown version. */
export async function restoreAndApply(
  db: Db,
  id: number,
  by: string | null,
): Promise<PublishResult | undefined> {
  const result = await restoreVersion(db, id, by);
  return result && goLive(result);
}

/** Problems as the API answers them: `{ "services.2.title": "must not be empty" }`, every one. */
export function problemsByPath(problems: readonly ProfileProblem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of problems) {
    const key = path === "" ? "profile" : path;
    errors[key] = errors[key] ? `${errors[key]}; ${message}` : message;
  }
  return errors;
}
