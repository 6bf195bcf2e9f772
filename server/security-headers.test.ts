import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, pagePolicy } from "./security-headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("pagePolicy", () => {
  it("allows scripts only from the site and with the response's nonce, styles by their hashes, and no framing", () => {
    const policy = pagePolicy({ nonce: "abc123", styles: [sha("h1{color:red}")] });
    expect(policy).toContain("script-src 'self' 'nonce-abc123';");
    expect(policy).toContain(`style-src 'self' ${sha("h1{color:red}")};`);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("frame-src https://maps.google.com");
  });

  it("allows nothing inline without a nonce or inlined styles", () => {
    const policy = pagePolicy({ styles: [] });
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
