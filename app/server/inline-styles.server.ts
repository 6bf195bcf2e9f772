import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// The production server bundle lives in build/server, the browser's files in build/client.
const clientDir = fileURLToPath(new URL("../client", import.meta.url));
const cache = new Map<string, string | null>();
/** The CSP sources ('sha256-…') of every stylesheet text handed out for inlining so far. */
const sources = new Set<string>();

/**
 * The text of the client build's stylesheets at these URLs, joined; null when one is not a built
 * file (as in development, where Vite serves the styles), so the page links them instead.
 */
export function stylesheetText(hrefs: readonly string[]): string | null {
  const key = hrefs.join(" ");
  if (!cache.has(key)) {
    const files = hrefs.map((href) => `${clientDir}${href}`);
    const text =
      hrefs.length > 0 &&
      hrefs.every((href) => href.startsWith("/assets/")) &&
      files.every((file) => existsSync(file))
        ? files.map((file) => readFileSync(file, "utf8")).join("\n")
        : null;
    cache.set(key, text);
    if (text !== null) sources.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  return cache.get(key) ?? null;
}

/**
 * What a page's Content-Security-Policy allows inline for styles: the stylesheets this server
 * read from its own build and inlined, never anything found in a rendered page.
 */
export const inlinedStyleSources = (): readonly string[] => [...sources];
