import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, pagePolicy, scriptHashes } from "./security-headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("scriptHashes", () => {
  it("hashes inline scripts, not external ones or JSON-LD data blocks", () => {
    const html = `<script>window.a = 1;</script><script src="/assets/x.js"></script>
      <script type="module">import "/assets/y.js";</script>
      <script type="application/ld+json">{"@type":"Thing"}</script><script>window.a = 1;</script>`;
    expect(scriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/assets/y.js";')]);
  });
});

describe("pagePolicy", () => {
  it("allows scripts and styles only from the site and the page's own inline ones, and no framing", () => {
    const policy = pagePolicy("<style>h1{color:red}</style><script>window.a = 1;</script>");
    expect(policy).toContain(`script-src 'self' ${sha("window.a = 1;")};`);
    expect(policy).toContain(`style-src 'self' ${sha("h1{color:red}")};`);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("frame-src https://maps.google.com");
  });

  it("allows nothing inline on a page without inline scripts or styles", () => {
    const policy = pagePolicy(
      '<link rel="stylesheet" href="/a.css"><script type="module" src="/b.js"></script>',
    );
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
  });
});

describe("baseSecurityHeaders", () => {
  it("adds HSTS only for an https site", () => {
    expect(baseSecurityHeaders(true)["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(baseSecurityHeaders(false)).not.toHaveProperty("Strict-Transport-Security");
    expect(baseSecurityHeaders(false)["X-Content-Type-Options"]).toBe("nosniff");
  });
});
