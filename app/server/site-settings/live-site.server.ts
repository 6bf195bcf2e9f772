import { AsyncLocalStorage } from "node:async_hooks";
import type { Site } from "~/lib/site";

// The site every page and message is made from: the published version, resolved. It changes while
// the server runs (a publish, here or on another server), in one synchronous step.

let current: Site | undefined;
/** Makes the site to show when none was set yet (the SITE_PROFILE one, before the database is open). */
let makeFirst: (() => Site) | undefined;
/** A site being made ready: what runs in its scope sees it, while everything else sees `current`. */
const preparing = new AsyncLocalStorage<Site>();

/** The live site as it is now (or the one being prepared, inside `withSite`). */
export function currentSite(): Site {
  const site = preparing.getStore() ?? (current ??= makeFirst?.());
  if (!site) throw new Error("the live site is read before it was set");
  return site;
}

/** Whether a site was set yet. */
export const hasLiveSite = () => current !== undefined;

/**
 * Has `make` give the live site when it is first read before one was set: made then, not now, so a
 * process that sets the published version first never makes it (nor reads its file).
 */
export function liveSiteUntilSet(make: () => Site): void {
  makeFirst = make;
}

/** Makes `site` the live site, at once. */
export function setLiveSite(site: Site): void {
  current = site;
}

/** Runs `work` seeing `site` as the live site; everything outside it keeps seeing the current one. */
export function withSite<T>(site: Site, work: () => T): T {
  return preparing.run(site, work);
}

/**
 * The live site as one object that never changes identity: reading any field of it reads the
 * current site's. Whatever kept it at start (the mail sender, the schedules, the counting) reads
 * the published version of the moment.
 */
export const liveSite: Site = new Proxy({} as Site, {
  get: (_target, key) => Reflect.get(currentSite(), key) as unknown,
  has: (_target, key) => Reflect.has(currentSite(), key),
  ownKeys: () => Reflect.ownKeys(currentSite()),
  getOwnPropertyDescriptor: (_target, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(currentSite(), key);
    return descriptor && { ...descriptor, configurable: true };
  },
  set: () => false,
  defineProperty: () => false,
  deleteProperty: () => false,
});

/** The site `site` is now: the live site's current one for `liveSite`, else itself. */
const siteNow = (site: Site) => (site === liveSite ? currentSite() : site);

/**
 * `make(site)` for `site` as it is now (the live site by default), made again only when it changes:
 * for `liveSite`, when a version is published; for any other site, never.
 */
export function perSite<T>(make: (site: Site) => T, of: Site = liveSite): () => T {
  let madeFor: Site | undefined;
  let made: T;
  return () => {
    const site = siteNow(of);
    if (site !== madeFor) {
      made = make(site);
      madeFor = site;
    }
    return made;
  };
}

/** A set that always holds what `make` gives for `site` as it is now (the public page paths, say). */
export function liveSet<T>(make: (site: Site) => ReadonlySet<T>, of: Site = liveSite): ReadonlySet<T> {
  const setFor = perSite(make, of);
  return new Proxy(new Set<T>(), {
    get: (_target, key) => {
      const set = setFor();
      const value = Reflect.get(set, key, set) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(set) : value;
    },
  });
}
