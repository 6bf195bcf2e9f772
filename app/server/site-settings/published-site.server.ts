import { isMainThread } from "node:worker_threads";
import type { Profile } from "~/profiles/schema";
import type { Db } from "~/server/db/connect.server";
import type { Env } from "~/server/env.server";
import { log } from "~/server/log.server";
import { loadProfile } from "~/server/profile/profile-source.server";
import { loadShowcase, showcaseRevision } from "~/server/projects/showcase.server";
import { resolveSite } from "~/server/site.server";
import { setLiveSite, withSite } from "./live-site.server";
import { prepareAll } from "./site-preparers.server";
import { canonical } from "./canonical-json.server";
import { checkStoredVersion, liveVersionId, publishedVersion, seedVersions } from "./site-versions.server";

// How a process follows the published version: it asks the database for the newest version's
// number, and the newest change to the published projects, five times a second (two indexed reads),
// and when either is not the one live here, loads, checks and resolves it, lets whatever is made
// from the site (the public pages) be made again off the request path, then swaps them all in one
// synchronous step.

/** How often every server asks whether a version was published. */
export const followEveryMs = 200;

export type PublishedSite = {
  /** The number of the version live in this process. */
  version: () => number;
  /** Applies the newest version at once, if it is not the live one here. */
  check: () => Promise<void>;
  /**
   * Publishes from this process: makes `profile`'s site and what is made from it ready first (a
   * failure throws, storing nothing), then `store`s it, then, once stored, puts it live here in one
   * step. Waits for a check in flight, and a check waits for it.
   */
  publish: <R extends { ok: true; version: { id: number } } | { ok: false }>(
    profile: Profile,
    store: () => Promise<R>,
  ) => Promise<R>;
  /**
   * Starts asking for newer versions every `followEveryMs` (once whatever is made from the site,
   * the public pages, is registered with `beforePublishGoesLive`); again does nothing.
   */
  start: () => void;
  stop: () => void;
};

let followed: PublishedSite | undefined;

/** This process's following of the published version; undefined before the runtime opened. */
export const publishedSite = () => followed;

/** The SITE_PROFILE profile, or undefined (said once) when there is a published version to show instead. */
async function profileFromEnv(db: Db, env: Env): Promise<Profile | undefined> {
  try {
    return loadProfile(env.SITE_PROFILE);
  } catch (error) {
    const live = await liveVersionId(db);
    if (live === 0) throw error;
    log("warn", "site_profile_unreadable", {
      profile: env.SITE_PROFILE,
      version: live,
      error: error instanceof Error ? error.message : String(error),
      hint: `The site shows published version ${live}; SITE_PROFILE is read only to seed a new database.`,
    });
    return undefined;
  }
}

/**
 * Makes the published version the live site, and follows it once `start`ed. With `seed`, an empty
 * table is first given the SITE_PROFILE profile as version 1 (two servers starting at once seed it
 * once); with `warnIfDiffers`, a SITE_PROFILE profile other than the published version is said
 * once. Once there is a published version, a missing or broken SITE_PROFILE file is a warning.
 * A version that cannot be shown is said once and tried again after `retryAfterMs`, doubling up
 * to five minutes, while the one before stays live.
 */
export async function followPublishedSite(
  db: Db,
  env: Env,
  options: { seed: boolean; warnIfDiffers: boolean; retryAfterMs?: number },
): Promise<PublishedSite> {
  let fromEnv: Profile | undefined;
  if (options.seed || options.warnIfDiffers) fromEnv = await profileFromEnv(db, env);
  if (options.seed && fromEnv && (await seedVersions(db, fromEnv)))
    log("info", "site_versions_seeded", { profile: env.SITE_PROFILE });
  const firstRetryMs = options.retryAfterMs ?? 5_000;
  let applied = 0;
  /** The live version's profile, and the newest change to the published projects live here. */
  let appliedProfile: Profile | undefined;
  let appliedShowcase = -1;
  /** The version (and projects' change) that could not be made live, and when to try it again. */
  let failed: { id: number; showcase: number; retryAt: number; waitMs: number } | undefined;
  /** The checks asked for, one after the other: a publish's check waits for a poll's in flight. */
  let queue = Promise.resolve();
  let waiting = 0;

  /** `profile`'s site, with what is made from it ready, and the one step that puts them all live. */
  async function prepare(profile: Profile, showcase: number) {
    const site = resolveSite(env, profile, await loadShowcase(db));
    const commits = await withSite(site, () => prepareAll(site));
    // One synchronous step: no visitor sees part of one version and part of another.
    return () => {
      setLiveSite(site);
      for (const commit of commits) commit();
      appliedProfile = profile;
      appliedShowcase = showcase;
    };
  }

  function notApplied(id: number, showcase: number, error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    if (failed?.id === id && failed.showcase === showcase) {
      failed.waitMs = Math.min(failed.waitMs * 2, 300_000);
      failed.retryAt = performance.now() + failed.waitMs;
      return;
    }
    failed = { id, showcase, waitMs: firstRetryMs, retryAt: performance.now() + firstRetryMs };
    // Said once per version and server: its threads follow the same versions.
    if (isMainThread || applied === 0)
      log("error", "site_version_not_live", {
        version: id,
        showcase,
        live: applied || undefined,
        error: reason,
        hint:
          applied === 0
            ? "No published version can be shown."
            : `Version ${applied} stays live; this one is tried again now and then.`,
      });
  }

  function madeLive(id: number, source: string, started: number) {
    const first = applied === 0;
    const sameVersion = applied === id;
    applied = id;
    if (failed && isMainThread) log("info", "site_version_live_again", { version: id, failed: failed.id });
    failed = undefined;
    if (!first && isMainThread)
      log("info", sameVersion ? "showcase_live" : "site_version_live", {
        version: id,
        showcase: appliedShowcase,
        source,
        madeInMs: Math.round(performance.now() - started),
      });
  }

  async function apply() {
    const [id, showcase] = await Promise.all([liveVersionId(db), showcaseRevision(db)]);
    // Any other number: a newer version, or a database restored with fewer versions than were seen.
    if ((id === applied && showcase === appliedShowcase) || id === 0) return;
    if (failed?.id === id && failed.showcase === showcase && performance.now() < failed.retryAt) return;
    const started = performance.now();
    const first = applied === 0;
    // Only the projects changed: the live version's profile, with them read again.
    if (id === applied && appliedProfile) {
      try {
        (await prepare(appliedProfile, showcase))();
      } catch (error) {
        notApplied(id, showcase, error);
        return;
      }
      madeLive(id, "projects", started);
      return;
    }
    const version = await publishedVersion(db);
    if (!version) return;
    try {
      const checked = checkStoredVersion(version);
      if (!checked.ok) throw new Error(`version ${version.id} cannot be shown: ${checked.reason}`);
      const swap = await prepare(checked.profile, showcase);
      swap();
    } catch (error) {
      notApplied(version.id, showcase, error);
      if (first) throw error;
      return;
    }
    madeLive(version.id, version.source, started);
    if (first && fromEnv && options.warnIfDiffers && canonical(fromEnv) !== canonical(version.profile)) {
      log("warn", "site_profile_not_published", {
        profile: env.SITE_PROFILE,
        version: version.id,
        hint: `The site shows published version ${version.id}, not SITE_PROFILE: publish the file with npm run profile -- import FILE, or edit the site from the desk.`,
      });
    }
  }

  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    waiting++;
    const next = queue.then(work).finally(() => waiting--);
    queue = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  }

  const check = () => inTurn(apply);

  const publish: PublishedSite["publish"] = (profile, store) =>
    inTurn(async () => {
      const started = performance.now();
      let swap: () => void;
      try {
        swap = await prepare(profile, await showcaseRevision(db));
      } catch (error) {
        log("error", "site_version_not_published", {
          error: error instanceof Error ? error.message : String(error),
          hint: "The new version's pages could not be made: nothing was published.",
        });
        throw error;
      }
      const result = await store();
      if (result.ok) {
        swap();
        madeLive(result.version.id, "this server", started);
      }
      return result;
    });

  await check();
  let timer: ReturnType<typeof setInterval> | undefined;
  /** Whether the last check failed: a database out of reach is said once, and its return once. */
  let outage = false;
  const start = () => {
    timer ??= setInterval(() => {
      // A check still making pages ready is not queued behind again.
      if (waiting > 0) return;
      check().then(
        () => {
          if (outage && isMainThread) log("info", "site_version_check_recovered", {});
          outage = false;
        },
        (error: unknown) => {
          if (!outage && isMainThread) log("error", "site_version_check_failed", { error: String(error) });
          outage = true;
        },
      );
    }, followEveryMs);
    timer.unref();
  };
  followed = {
    version: () => applied,
    check,
    publish,
    start,
    stop: () => clearInterval(timer),
  };
  return followed;
}
