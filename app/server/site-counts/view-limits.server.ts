import { hash } from "node:crypto";

// How many views of a page one visitor, and one address, can add in a minute (docs/decisions/0043):
// a reload, a back button or a script asking again and again is one person looking at one page.

export type ViewLimits = {
  /** Views of one page by one visitor (address and user agent) counted in a window. */
  perVisitor: number;
  /** Views of one page from one address, whatever user agents it names, counted in a window. */
  perAddress: number;
  windowMs: number;
  /**
   * The most keys remembered in a window (two a visitor and page). Past it, a visitor not yet seen
   * that window is not counted until the next: a flood that brings more is not this site's traffic.
   */
  maxKeys: number;
};

/**
 * Three views a minute of a page by one visitor, ten from one address: a person reloads a page a
 * few times at most, and ten people behind one address (an office, a mobile carrier's shared
 * address) seldom open the same page in the same minute. At most 20,000 keys, about 3 MB.
 */
export const viewLimits: ViewLimits = { perVisitor: 3, perAddress: 10, windowMs: 60_000, maxKeys: 20_000 };

/**
 * Whether a view is still counted in its window, remembering it if so. Windows are fixed minutes,
 * forgotten whole when the next begins; an event from an earlier window (handed over late) counts
 * against the current one. A user agent is remembered as its hash, so a key is small whatever the
 * request sent.
 */
export function viewLimiter(limits: ViewLimits = viewLimits) {
  const { perVisitor, perAddress, windowMs, maxKeys } = limits;
  let window = Number.NEGATIVE_INFINITY;
  const seen = new Map<string, number>();
  const counts = (at: Date, path: string, address: string, userAgent: string): boolean => {
    const current = Math.floor(at.getTime() / windowMs);
    if (current > window) {
      seen.clear();
      window = current;
    }
    const byAddress = `${path}\0${address}`;
    const byVisitor = `${byAddress}\0${hash("sha1", userAgent, "base64")}`;
    const fromAddress = seen.get(byAddress) ?? 0;
    const fromVisitor = seen.get(byVisitor) ?? 0;
    if (fromAddress >= perAddress || fromVisitor >= perVisitor) return false;
    const added = (fromAddress === 0 ? 1 : 0) + (fromVisitor === 0 ? 1 : 0);
    if (seen.size + added > maxKeys) return false;
    seen.set(byAddress, fromAddress + 1);
    seen.set(byVisitor, fromVisitor + 1);
    return true;
  };
  return {
    counts,
    /** How many keys the window holds. */
    get size() {
      return seen.size;
    },
  };
}
