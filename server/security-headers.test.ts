import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, contentSecurityPolicy, scriptHashes } from "./security-headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("scriptHashes", () => {
  it("hashes inline scripts, not external ones or JSON-LD data blocks", () => {
    const html = `<script>window.a = 1;</script><script src="/assets/x.js"></script>
      <script type="module">import "/assets/y.js";</script>
      <script type="application/ld+json">{"@type":"Thing"}</script><script>window.a = 1;</script>`;
    expect(scriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/assets/y.js";')]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only from the site and the listed hashes, and no framing", () => {
    const policy = contentSecurityPolicy(["'sha256-abc'"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("frame-src https://maps.google.com");
  });
});

describe("baseSecurityHeaders", () => {
  it("adds HSTS only for an https site", () => {
    expect(baseSecurityHeaders(true)["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(baseSecurityHeaders(false)).not.toHaveProperty("Strict-Transport-Security");
    expect(baseSecurityHeaders(false)["X-Content-Type-Options"]).toBe("nosniff");
  });
});
