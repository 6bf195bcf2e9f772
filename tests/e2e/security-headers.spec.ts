import { expect, test } from "@playwright/test";

// Every kind of response carries the security headers; HTML pages a CSP whose scripts are only the
// site's own files and the hashes of the page's inline scripts.

function expectBaseHeaders(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-frame-options"]).toBe("DENY");
}

function expectPagePolicy(headers: Record<string, string>) {
  const policy = headers["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(policy).not.toContain("unsafe-inline");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*https?:/);
}

test("a marketing page (served from memory)", async ({ request }) => {
  const response = await request.get("/services");
  expect(response.status()).toBe(200);
  expectBaseHeaders(response.headers());
  expectPagePolicy(response.headers());
});

test("a form response (posted without JavaScript)", async ({ request, baseURL }) => {
  const response = await request.post("/contact", {
    form: { name: "Header Test", phone: "12345", service: "" },
    headers: { Origin: baseURL! },
  });
  expect(response.status()).toBe(400);
  expectBaseHeaders(response.headers());
  expectPagePolicy(response.headers());
});

test("the JSON API", async ({ request }) => {
  const response = await request.post("/api/leads", { data: { name: "" } });
  expect(response.status()).toBe(400);
  expectBaseHeaders(response.headers());
});

test("the lead desk", async ({ request }) => {
  const response = await request.get("/admin");
  expect(response.status()).toBe(401);
  expectBaseHeaders(response.headers());
  expectPagePolicy(response.headers());
});

test("the hashes in the policy are exactly the page's inline scripts, so it hydrates", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await page.getByRole("link", { name: "About Us" }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  expect(violations).toEqual([]);
});
