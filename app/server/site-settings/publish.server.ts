import type { Db } from "~/server/db/connect.server";
import { log } from "~/server/log.server";
import { publishedSite } from "./published-site.server";
import type { Profile } from "~/profiles/schema";
import {
  checkSiteProfile,
  restorableVersion,
  storeVersion,
  type ProfileProblem,
  type PublishConflict,
  type PublishMeta,
  type PublishResult,
  type SiteVersionSummary,
} from "./site-versions.server";

// Publishing from this server: the version's pages are made, then it is stored, then made live
// here at once (the other servers see it within their next check).

/** The site API takes a whole profile (a big one, with its area pages, is some 100 KiB). */
export const maxSiteBodyBytes = 2 * 1024 * 1024;

/**
 * Stores `profile` (already checked) with `store` and makes it this server's live site: when this
 * process follows the published site, its pages are made first (a failure throws and stores
 * nothing), then it is stored, then put live here, before answering.
 */
async function goLive(
  profile: Profile,
  store: () => Promise<{ ok: true; version: SiteVersionSummary } | PublishConflict>,
): Promise<PublishResult> {
  const follower = publishedSite();
  const result = follower ? await follower.publish(profile, store) : await store();
  if (result.ok)
    log("info", "site_version_published", {
      version: result.version.id,
      source: result.version.source,
      restoredFrom: result.version.restoredFrom ?? undefined,
    });
  return result;
}

/**
 * Checks and publishes `input`, and makes it this server's live site before answering. With
 * `meta.basedOn`, a site changed since that version answers a conflict and publishes nothing.
 */
export async function publishAndApply(db: Db, input: unknown, meta: PublishMeta): Promise<PublishResult> {
  const checked = checkSiteProfile(input);
  if (!checked.ok) return checked;
  return goLive(checked.profile, () => storeVersion(db, checked.profile, meta));
}

/** Publishes a copy of version `id` and makes it live here; undefined for an unknown version. */
export async function restoreAndApply(
  db: Db,
  id: number,
  by: string | null,
): Promise<PublishResult | undefined> {
  const checked = await restorableVersion(db, id);
  if (!checked?.ok) return checked;
  return goLive(checked.profile, () =>
    storeVersion(db, checked.profile, { by, source: "restore", restoredFrom: id }),
  );
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
