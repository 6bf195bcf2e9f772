import { isMainThread } from "node:worker_threads";
import type { Site } from "~/lib/site";
import type { Profile } from "~/profiles/schema";
import type { Db } from "~/server/db/connect.server";
import type { Env } from "~/server/env.server";
import { log } from "~/server/log.server";
import { loadProfile } from "~/server/profile/profile-source.server";
import { resolveSite } from "~/server/site.server";
import { setLiveSite, withSite } from "./live-site.server";
import { liveVersionId, publishedVersion, seedVersions } from "./site-versions.server";

// How a process follows the published version: it asks the database for the newest version's
// number twice a second (one indexed read), and when there is a newer one, loads and resolves it,
// lets whatever is made from the site (the public pages) be made again off the request path, then
// swaps them all in one synchronous step.

/** How often every server asks whether a version was published. */
export const followEveryMs = 500;

/**
 * Makes what is derived from `site` ready (seeing it as the live site) and answers the step that
 * puts it in place: that step runs synchronously with the others and the site's own swap.
 */
export type Prepare = (site: Site) => Promise<() => void>;

const preparers: Prepare[] = [];

/** Has `prepare` run for every newly published version, before it goes live. */
export function beforePublishGoesLive(prepare: Prepare): void {
  preparers.push(prepare);
}

/** The same JSON for the same profile, whatever order its fields were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

export type PublishedSite = {
  /** The number of the version live in this process. */
  version: () => number;
  /** Applies a newer version at once, if there is one (the publishing server, after publishing). */
  check: () => Promise<void>;
  stop: () => void;
};

let followed: PublishedSite | undefined;

/** This process's following of the published version; undefined before the runtime opened. */
export const publishedSite = () => followed;

/**
 * Makes the published version the live site and follows it. With `seed`, an empty table is first
 * given the SITE_PROFILE profile as version 1 (two servers starting at once seed it once); with
 * `warnIfDiffers`, a SITE_PROFILE profile other than the published version is said once.
 */
export async function followPublishedSite(
  db: Db,
  env: Env,
  options: { seed: boolean; warnIfDiffers: boolean },
): Promise<PublishedSite> {
  let fromEnv: Profile | undefined;
  if (options.seed || options.warnIfDiffers) fromEnv = loadProfile(env.SITE_PROFILE);
  if (options.seed && fromEnv && (await seedVersions(db, fromEnv)))
    log("info", "site_versions_seeded", { profile: env.SITE_PROFILE });
  let applied = 0;
  /** The checks asked for, one after the other: a publish's check waits for a poll's in flight. */
  let queue = Promise.resolve();
  let waiting = 0;

  async function apply() {
    const id = await liveVersionId(db);
    if (id <= applied) return;
    const version = await publishedVersion(db);
    if (!version || version.id <= applied) return;
    const started = performance.now();
    const site = resolveSite(env, version.profile);
    const commits = await withSite(site, () => Promise.all(preparers.map((prepare) => prepare(site))));
    // One synchronous step: no visitor sees part of one version and part of another.
    setLiveSite(site);
    for (const commit of commits) commit();
    const first = applied === 0;
    applied = version.id;
    // Said once per server: its threads follow the same versions.
    if (!first && isMainThread)
      log("info", "site_version_live", {
        version: version.id,
        source: version.source,
        madeInMs: Math.round(performance.now() - started),
      });
    if (first && fromEnv && options.warnIfDiffers && canonical(fromEnv) !== canonical(version.profile)) {
      log("warn", "site_profile_not_published", {
        profile: env.SITE_PROFILE,
        version: version.id,
        hint: `The site shows published version ${version.id}, not SITE_PROFILE: publish the file with npm run profile -- import FILE, or edit the site from the desk.`,
      });
    }
  }

  const check = () => {
    waiting++;
    const next = queue.then(apply).finally(() => waiting--);
    queue = next.catch(() => undefined);
    return next;
  };
  await check();
  const timer = setInterval(() => {
    // A check still making pages ready is not queued behind again.
    if (waiting > 0) return;
    check().catch((error: unknown) => log("error", "site_version_check_failed", { error: String(error) }));
  }, followEveryMs);
  timer.unref();
  followed = { version: () => applied, check, stop: () => clearInterval(timer) };
  return followed;
}
