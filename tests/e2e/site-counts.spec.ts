// The site counts its own public pages: a real browser's visit (with JavaScript and without) is one
// view, stored with where it came from and no address; bots, HEAD, prefetches and the browser's own
// cache are not; a click on a call or WhatsApp link is reported by the page's beacon and stored.
// The test reads the server's SQLite file, read-only; the server writes its counts every second.
// It runs on the server that trusts X-Forwarded-For (playwright.config.ts), each worker an address of its own.
import { fileURLToPath } from "node:url";
import type { TestInfo } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";

type EventRow = {
  kind: string;
  path: string;
  referrer_group: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string;
  visitor: string | null;
};

function query<T>(testInfo: TestInfo, sql: string, ...values: unknown[]): T[] {
  const file = testInfo.project.metadata.database as string;
  const db = new Database(fileURLToPath(new URL(`../../${file}`, import.meta.url)), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db.prepare(sql).all(...values) as T[];
  } finally {
    db.close();
  }
}

/** The events stored for a campaign tag (each test uses its own). */
const eventsTagged = (testInfo: TestInfo, source: string) =>
  query<EventRow>(
    testInfo,
    "select kind, path, referrer_group, utm_source, utm_medium, utm_campaign, device, visitor from site_events where utm_source = ? order by at",
    source,
  );

const clicksOn = (testInfo: TestInfo, kind: string, path: string) =>
  query<{ n: number }>(
    testInfo,
    "select count(*) as n from site_events where kind = ? and path = ?",
    kind,
    path,
  )[0]!.n;

const tagOf = (testInfo: TestInfo, what: string) => `e2e-${what}-${testInfo.workerIndex}-${Date.now()}`;

// Each worker is its own visitor's address (the server trusts X-Forwarded-For), so the views other tests
// ask for in the same minute never use up this one's: one address counts at most a few views of a page a minute.
const address = `198.51.100.${10 + (process.pid % 200)}`;
test.use({ extraHTTPHeaders: { "X-Forwarded-For": address } });

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test("a visit in a real browser is one view, with its campaign tags and a visitor hash, and no address", async ({
  page,
}, testInfo) => {
  const tag = tagOf(testInfo, "visit");
  await page.goto(`/services?utm_source=${tag}&utm_medium=e2e&utm_campaign=counting`);
  await expect(page.locator("html[data-enhanced]")).toBeAttached();
  await expect.poll(() => eventsTagged(testInfo, tag)).toHaveLength(1);
  const [view] = eventsTagged(testInfo, tag);
  expect(view).toMatchObject({
    kind: "view",
    path: "/services",
    referrer_group: "direct",
    utm_medium: "e2e",
    utm_campaign: "counting",
    device: "desktop",
  });
  expect(view!.visitor).toMatch(/^[\w-]{22}$/);
  // Nothing the server stores names the visitor's address or browser.
  const stored = JSON.stringify(query(testInfo, "select * from site_events where utm_source = ?", tag));
  expect(stored).not.toMatch(/127\.0\.0\.1|Chrome|Mozilla/);
});

test("bots, HEAD, prefetches and a page from the browser's cache are not counted", async ({
  request,
}, testInfo) => {
  const tag = (what: string) => tagOf(testInfo, what);
  const tags = {
    bot: tag("bot"),
    head: tag("head"),
    prefetch: tag("prefetch"),
    cached: tag("cached"),
    seen: tag("seen"),
  };
  const headers = { "user-agent": chrome };
  const bot = await request.get(`/?utm_source=${tags.bot}`, {
    headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  });
  expect(bot.status()).toBe(200);
  expect((await request.head(`/?utm_source=${tags.head}`, { headers })).status()).toBe(200);
  const prefetch = await request.get(`/?utm_source=${tags.prefetch}`, {
    headers: { ...headers, "sec-purpose": "prefetch" },
  });
  expect(prefetch.status()).toBe(200);
  const etag = prefetch.headers()["etag"]!;
  const cached = await request.get(`/?utm_source=${tags.cached}`, {
    headers: { ...headers, "if-none-match": etag },
  });
  expect(cached.status()).toBe(304);
  // A browser's visit after them all: once it is stored, the ones before it would have been too.
  expect((await request.get(`/?utm_source=${tags.seen}`, { headers })).status()).toBe(200);
  await expect.poll(() => eventsTagged(testInfo, tags.seen)).toHaveLength(1);
  for (const what of ["bot", "head", "prefetch", "cached"] as const) {
    expect(eventsTagged(testInfo, tags[what]), what).toEqual([]);
  }
});

test.describe("with Global Privacy Control", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": address, "Sec-GPC": "1" } });

  test("a visit is a view, never a visitor", async ({ page }, testInfo) => {
    const tag = tagOf(testInfo, "gpc");
    await page.goto(`/about?utm_source=${tag}`);
    await expect.poll(() => eventsTagged(testInfo, tag)).toHaveLength(1);
    expect(eventsTagged(testInfo, tag)[0]).toMatchObject({ kind: "view", path: "/about", visitor: null });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the visit still counts: the server counts it, not the page", async ({ page }, testInfo) => {
    const tag = tagOf(testInfo, "nojs");
    await page.goto(`/contact?utm_source=${tag}`);
    await expect(page.locator("html[data-enhanced]")).not.toBeAttached();
    await expect.poll(() => eventsTagged(testInfo, tag)).toHaveLength(1);
    expect(eventsTagged(testInfo, tag)[0]).toMatchObject({ kind: "view", path: "/contact" });
  });
});

test("a click on the call and the WhatsApp links is reported and stored", async ({
  page,
  context,
}, testInfo) => {
  // This browser has no dialer and reaches no other host: a tel: link's navigation is stopped (the
  // page's own listeners still run), and WhatsApp's page, opened in a new tab, is a stand-in.
  await page.addInitScript(() => {
    window.addEventListener(
      "click",
      (event) => {
        if (event.target instanceof Element && event.target.closest('a[href^="tel:"]'))
          event.preventDefault();
      },
      true,
    );
  });
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
  );
  await page.goto("/about");
  await expect(page.locator("html[data-enhanced]")).toBeAttached();
  const before = {
    call: clicksOn(testInfo, "call", "/about"),
    whatsapp: clicksOn(testInfo, "whatsapp", "/about"),
  };

  const link = (href: string) => page.locator(`a[href^="${href}"]`).filter({ visible: true }).first();
  const callBeacon = page.waitForResponse((response) => response.url().endsWith("/api/events"));
  await link("tel:").click();
  expect((await callBeacon).status()).toBe(204);
  await expect(page).toHaveURL(/\/about$/);

  const chatBeacon = page.waitForResponse((response) => response.url().endsWith("/api/events"));
  const chat = context.waitForEvent("page");
  await link("https://wa.me/").click();
  expect((await chatBeacon).status()).toBe(204);
  await (await chat).close();

  await expect.poll(() => clicksOn(testInfo, "call", "/about")).toBeGreaterThan(before.call);
  await expect.poll(() => clicksOn(testInfo, "whatsapp", "/about")).toBeGreaterThan(before.whatsapp);
});
