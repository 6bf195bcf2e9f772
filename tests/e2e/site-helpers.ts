// What the end-to-end tests of publishing share: how soon a publish must show, and which public
// pages do not show it yet.
import type { APIRequestContext } from "@playwright/test";

export { renamed } from "../support/profile-data";

/** A publish shows on every public page of every server within this long. */
export const liveWithin = { timeout: 2_000, intervals: [100] };

/**
 * Every page of `paths` on each of `servers` (the first named "site", the next "mirror"), as HTML,
 * and which of them do not show every one of `shown` or still show one of `gone`: an empty list once
 * the publish is live there.
 */
export async function pagesNotShowing(
  servers: APIRequestContext | readonly APIRequestContext[],
  paths: readonly string[],
  shown: readonly string[],
  gone: readonly string[] = [],
): Promise<string[]> {
  const all: readonly APIRequestContext[] = Array.isArray(servers)
    ? (servers as readonly APIRequestContext[])
    : [servers as APIRequestContext];
  // All at once, as visitors would ask: one look at every page takes one page's time, not thirty.
  const looks = all.flatMap((server, i) =>
    paths.map(async (path) => {
      const response = await server.get(path);
      const html = await response.text();
      const where = all.length > 1 ? `${i ? "mirror" : "site"} ${path}` : path;
      const wrong: string[] = [];
      if (response.status() !== 200) wrong.push(`${where}: ${response.status()}`);
      for (const text of shown) if (!html.includes(text)) wrong.push(`${where}: no "${text}"`);
      for (const text of gone) if (html.includes(text)) wrong.push(`${where}: still "${text}"`);
      return wrong;
    }),
  );
  return (await Promise.all(looks)).flat();
}
