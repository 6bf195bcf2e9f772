import { expect, test } from "@playwright/test";

// Every kind of response carries the security headers; HTML pages a CSP whose scripts are only the
// site's own files and, on the desk, the inline scripts that carry the response's own nonce.

function expectBaseHeaders(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  // This server's PUBLIC_URL is http: no HSTS (the https one is in overrides.spec.ts).
  expect(headers["strict-transport-security"]).toBeUndefined();
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-frame-options"]).toBe("DENY");
}

/**
 * Public pages have no inline script at all (their one script is a file); the desk is hydrated by
 * React Router, whose inline scripts are allowed by the response's nonce, never by their hashes.
 */
function expectPagePolicy(headers: Record<string, string>, inlineScripts: "none" | "nonce") {
  const policy = headers["content-security-policy"] ?? "";
  expect(policy).toMatch(
    inlineScripts === "none" ? /script-src 'self';/ : /script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}';/,
  );
  expect(policy).not.toContain("unsafe-inline");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*https?:/);
}

test("a marketing page (served from memory)", async ({ request }) => {
  const response = await request.get("/services");
  expect(response.status()).toBe(200);
  expectBaseHeaders(response.headers());
  expectPagePolicy(response.headers(), "none");
});

test("a form response (posted without JavaScript)", async ({ request, baseURL }) => {
  const response = await request.post("/contact", {
    form: { name: "Header Test", phone: "12345", service: "" },
    headers: { Origin: baseURL! },
  });
  expect(response.status()).toBe(400);
  expectBaseHeaders(response.headers());
  expectPagePolicy(response.headers(), "none");
});

test("the JSON API", async ({ request }) => {
  const response = await request.post("/api/leads", { data: { name: "" } });
  expect(response.status()).toBe(400);
  expectBaseHeaders(response.headers());
});

test("the lead desk: every inline script carries the nonce of its response, a new one each time", async ({
  request,
}) => {
  const nonces = [];
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/admin");
    expect(response.status()).toBe(401);
    expectBaseHeaders(response.headers());
    expectPagePolicy(response.headers(), "nonce");
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    const inlineScripts = [...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
      .map((match) => match[1] ?? "")
      .filter((attributes) => !attributes.includes("application/ld+json"));
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("under the policy, public pages run their script and the desk hydrates", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/about");
  await expect(page.locator("html[data-enhanced]")).toBeAttached();
  await page.goto("/admin");
  // React marks the DOM nodes it owns once it has hydrated them.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = document.querySelector("main");
        return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
      }),
    )
    .toBe(true);
  expect(violations).toEqual([]);
});
