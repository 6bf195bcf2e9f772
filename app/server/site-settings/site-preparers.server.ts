import type { Site } from "~/lib/site";

// What is made from the site (the public pages, their styles) registers here to be made again for
// each newly published version, off the request path, before the version goes live.

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

/** Every registered preparation for `site`, run together: the steps that put each in place. */
export function prepareAll(site: Site): Promise<(() => void)[]> {
  return Promise.all(preparers.map((prepare) => prepare(site)));
}
