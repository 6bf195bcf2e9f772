import { createHash } from "node:crypto";

// Content-Security-Policy by hashes: every inline script and style of a page is allowed by its
// SHA-256, so no 'unsafe-inline' and no nonce is needed, and the same header works for pages
// rendered once at start. JSON-LD blocks are data, not scripts, and need no hash.

const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
const inlineStyle = /<style[^>]*>([\s\S]*?)<\/style>/g;

function hashes(html: string, pattern: RegExp): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(pattern)) {
    found.add(
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...found];
}

export const scriptHashes = (html: string) => hashes(html, inlineScript);
const styleHashes = (html: string) => hashes(html, inlineStyle);

/** The map embed is the one other host a page may load (in a frame). */
const frameHosts = "https://maps.google.com https://www.google.com";

function contentSecurityPolicy(inline: { scripts: readonly string[]; styles: readonly string[] }): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inline.scripts.join(" ")}`.trim(),
    `style-src 'self' ${inline.styles.join(" ")}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameHosts}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The policy of one HTML page: its own inline scripts and styles, nothing else inline. */
export const pagePolicy = (html: string) =>
  contentSecurityPolicy({ scripts: scriptHashes(html), styles: styleHashes(html) });

/** Headers every response carries; the CSP is added per HTML page. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
