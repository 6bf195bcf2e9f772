import { AsyncLocalStorage } from "node:async_hooks";
import type { Site } from "~/lib/site";

// The site every page and message is made from: the published version, resolved. It changes while
// the server runs (a publish, here or on another server), in one synchronous step.

let current: Site | undefined;
/** A site being made ready: what runs in its scope sees it, while everything else sees `current`. */
const preparing = new AsyncLocalStorage<Site>();

/** The live site as it is now (or the one being prepared, inside `withSite`). */
export function currentSite(): Site {
  const site = preparing.getStore() ?? current;
  if (!site) throw new Error("the live site is read before it was set");
  return site;
}

/** Whether a site was set yet. */
export const hasLiveSite = () => current !== undefined;

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

/** `make(site)` for the live site, made again only when the site changes. */
export function perSite<T>(make: (site: Site) => T): () => T {
  let madeFor: Site | undefined;
  let made: T;
  return () => {
    const site = currentSite();
    if (site !== madeFor) {
      made = make(site);
      madeFor = site;
    }
    return made;
  };
}

/** A set that always holds what `make` gives for the live site (the public page paths, say). */
export function liveSet<T>(make: (site: Site) => ReadonlySet<T>): ReadonlySet<T> {
  const setFor = perSite(make);
  return new Proxy(new Set<T>(), {
    get: (_target, key) => {
      const set = setFor();
      const value = Reflect.get(set, key, set) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(set) : value;
    },
  });
}
