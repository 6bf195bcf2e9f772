import type { Site } from "./site";

// CONTRACT (to be built): the business's facts written once. Texts refer to them by placeholder
// ({business}, {phone}…), and the site is filled in once, when a profile is resolved.

/** The site with every fact placeholder in its texts filled in. */
export function fillFacts<T extends Site>(site: T): T {
  return site;
}
