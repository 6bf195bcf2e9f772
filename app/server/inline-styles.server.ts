import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { pageStylesheet } from "./page-styles/page-css.server";
import { pageTokens } from "./page-styles/page-tokens.server";

// The production server bundle lives in build/server, the browser's files in build/client.
const clientDir = fileURLToPath(new URL("../client", import.meta.url));
const cache = new Map<string, string | null>();

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
  }
  return cache.get(key) ?? null;
}

/** Each stylesheet read once into rules, for cutting down page after page. */
const prepared = new Map<string, ReturnType<typeof pageStylesheet>>();

/** The CSP source for a text the server inlines, by its SHA-256. */
const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * A rendered page that carries `stylesheet` inline, with only the rules that can match in it (see
 * page-styles/page-css.server.ts), and the CSP source that allows exactly that style. The page's
 * markup decides which of the stylesheet's rules stay; the text inlined, and so its hash, is only
 * ever rules of the server's own file. A page without the stylesheet is returned as it is, with no
 * source.
 */
export function withPageStyles(
  html: string,
  stylesheet: string,
): { html: string; styleSource: string | null } {
  const element = `<style>${stylesheet}</style>`;
  const at = html.indexOf(element);
  if (at < 0) return { html, styleSource: null };
  const before = html.slice(0, at);
  const after = html.slice(at + element.length);
  let cut = prepared.get(stylesheet);
  if (!cut) {
    cut = pageStylesheet(stylesheet);
    prepared.set(stylesheet, cut);
  }
  const styles = cut(pageTokens(before + after));
  return { html: `${before}<style>${styles}</style>${after}`, styleSource: sha256Source(styles) };
}
