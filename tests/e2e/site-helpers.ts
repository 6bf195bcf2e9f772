// What the end-to-end tests of publishing share: how soon a publish must show, and which public
// pages do not show it yet.
import type { APIRequestContext, APIResponse, TestInfo } from "@playwright/test";

export { renamed } from "../support/profile-data";

/**
 * How long a test waits for a publish to show on every public page of every server. The target is
 * two seconds, measured by `npm run bench:publish`; a shared test machine may be slower, and a test
 * must not fail on the machine's speed alone (see `recordLiveAfter` for what it took).
 */
export const liveWithin = { timeout: 30_000, intervals: [100] };

/** Notes on the test how long after `since` (a publish's answer) the publish was seen everywhere. */
export function recordLiveAfter(testInfo: TestInfo, what: string, since: number): void {
  testInfo.annotations.push({ type: "live after", description: `${what}: ${Date.now() - since} ms` });
}

/**
 * GET `path`, asked once more when the connection is reset: a kept-alive connection the server closes
 * as idle just as a request goes down it is reset, and a browser asks again on a new one.
 */
export async function getAsABrowserWould(server: APIRequestContext, path: string): Promise<APIResponse> {
  try {
    return await server.get(path);
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return server.get(path);
  }
}

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
      const response = await getAsABrowserWould(server, path);
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
