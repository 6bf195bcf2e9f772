// Content-Security-Policy with nothing inline unless the server itself put it there: React Router's
// scripts on the desk carry a nonce made for that one response, and the stylesheet a public page
// carries inline is allowed by the SHA-256 of the rules the server took from its own stylesheet for
// that page (inline-styles.server.ts).
// Nothing is allowed because it is found in a rendered page, so markup that got into a page some
// other way runs nothing. JSON-LD blocks are data, not scripts, and need neither.

/** The map embed is the one other host a page may load (in a frame). */
const frameHosts = "https://maps.google.com https://www.google.com";

/**
 * The policy of one HTML page: scripts from the site (and, with a nonce, the inline ones given it),
 * styles from the site and the page's inlined style named by its hash.
 */
export function pagePolicy(inline: { nonce?: string; styles: readonly string[] }): string {
  const scripts = inline.nonce ? ` 'nonce-${inline.nonce}'` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${scripts}`,
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
