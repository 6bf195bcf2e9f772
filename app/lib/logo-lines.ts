import type { Profile } from "~/profiles/schema";

/** The short name: the logo's words and {shortName}; the business name when there is none. */
export const shortNameOf = (business: Profile["business"]): string => business.shortName ?? business.name;

/**
 * The logo's two lines: the profile's own (its first line alone is a one-line logo), or the short name
 * split before its last word ("BTM Carpentry Works" as "BTM Carpentry" / "Works"); a one-word name has
 * no second line.
 */
export function logoLines(business: Profile["business"]): { line1: string; line2: string } {
  const { line1, line2 } = business.logo;
  if (line1) return { line1, line2: line2 ?? "" };
  const words = shortNameOf(business).trim().split(/\s+/);
  if (words.length < 2) return { line1: words.join(" "), line2: "" };
  return { line1: words.slice(0, -1).join(" "), line2: words.at(-1)! };
}

/**
 * The installed site's name on a phone's home screen, where launchers cut long names: the short name,
 * else the logo's first line ("BTM Carpentry").
 */
export const appNameOf = (business: Profile["business"]): string =>
  business.shortName ?? logoLines(business).line1;
