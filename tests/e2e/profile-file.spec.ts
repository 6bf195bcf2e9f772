// A business's own profile file, read by the same production build at start: a server started with
// SITE_PROFILE pointing at a JSON file (the interiors profile with its own name, phone, WhatsApp
// number, one service changed, one hidden and its own neighbourhoods) shows them on its pages, has landing pages for exactly its
// own areas, and takes enquiries for them. A server pointed at an invalid file does not start: it
// exits 1 listing each problem by its place in the file.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { interiors } from "../../app/profiles/interiors";
import { type StartedServer, runServer, startServer } from "../support/built-server";
import { profileWith } from "../support/profile-data";
import { expect, test } from "./fixtures";

const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
const port = portBase + 45;
const base = `http://127.0.0.1:${port}`;

const own = {
  name: "Sharma Home Interiors",
  phone: "+919845012345",
  phoneShown: "+91 98450 12345",
  whatsapp: "+919845099999",
  service: "Turnkey Home Interiors",
};
const hiddenService = interiors.services[1]!.title;
/** Three of the shipped neighbourhoods and one of the business's own, each linking to the other three. */
const kept = interiors.landing.areas.filter((area) =>
  ["koramangala", "whitefield", "hsr-layout"].includes(area.slug),
);
const sanjayNagar = {
  ...interiors.landing.areas.find((area) => area.slug === "hebbal")!,
  slug: "sanjay-nagar",
  name: "Sanjay Nagar",
};
const areas = [...kept, sanjayNagar].map((area, _i, all) => ({
  ...area,
  nearby: all.filter((other) => other.slug !== area.slug).map((other) => other.slug),
}));
const droppedSlug = "jayanagar";
const landingPath = (slug: string) => `${interiors.landing.pathPrefix}${slug}`;

let dir = "";
let server: StartedServer | undefined;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), "profile-file-e2e-"));
  const profile = profileWith("interiors", {
    "business.name": own.name,
    "business.phone": own.phone,
    "business.whatsapp": own.whatsapp,
    "services.1.hidden": true,
    "services.0.title": own.service,
    "landing.areas": areas,
    "home.testimonials.items.0.sample": undefined,
    "home.testimonials.items.0.given": { date: "2026-03-14", source: "Google review" },
    "about.story.paragraphs.0": "Welcome to {Business}.",
  });
  writeFileSync(join(dir, "my-business.json"), JSON.stringify(profile, null, 2));
  server = await startServer({
    PORT: String(port),
    DATABASE_URL: join(dir, "app.db"),
    DATA_DIR: dir,
    SITE_PROFILE: join(dir, "my-business.json"),
    PUBLIC_URL: base,
    LEAD_RATE_LIMIT: "1000/10m",
  });
});

test.afterAll(async () => {
  if (server) {
    server.process.kill("SIGTERM");
    await server.exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the pages show the file's business name, phone and WhatsApp number", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(`Interior Designers in Bangalore | ${own.name}`);
  await expect(page.getByRole("link", { name: `${own.name}, home` }).first()).toContainText("Sharma Home");
  await expect(page.locator("footer")).toContainText(`© 2024 ${own.name}`);
  const call = page.locator(`a[href="tel:${own.phone}"]`);
  expect(await call.count()).toBeGreaterThan(0);
  await expect(page.locator(`a[href^="tel:+919876543210"]`)).toHaveCount(0);
  // Chats go to the WhatsApp number, calls to the phone.
  expect(await page.locator(`a[href^="https://wa.me/${own.whatsapp.slice(1)}?"]`).count()).toBeGreaterThan(0);
  await expect(page.locator(`a[href^="https://wa.me/${own.phone.slice(1)}"]`)).toHaveCount(0);
  await page.goto("/contact");
  await expect(page.locator("main")).toContainText(own.phoneShown);
});

test("a real testimonial says where and when it was given, and is the one review marked up", async ({
  page,
}) => {
  await page.goto("/");
  const quote = page.locator("li").filter({ hasText: "Sneha Iyer" });
  await expect(quote).toContainText("Google review, March 2026");
  const business = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((json) => json["@type"] === "HomeAndConstructionBusiness")!;
  expect(business.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
  expect(business.review).toEqual([
    expect.objectContaining({
      author: { "@type": "Person", name: "Sneha Iyer" },
      datePublished: "2026-03-14",
    }),
  ]);
});

test("the services page shows the file's changed service, and no page its hidden one", async ({
  page,
  request,
}) => {
  // Not on the home page's cards, a neighbourhood page's cards or its enquiry form, nor in any page's data.
  // The fewer cards still sit in centred rows, on a phone and a laptop.
  for (const [size, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["laptop", { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const home = page.getByRole("region", { name: interiors.home.featuredServices.heading });
    await expect(home.locator("h3")).toHaveText([
      "Complete Home Interior",
      "Living Room Design",
      "Bedroom Design",
    ]);
    await home.screenshot({ path: test.info().outputPath(`home-cards-${size}.png`) });
    await page.goto(landingPath("koramangala"));
    const shared = page.getByRole("complementary", { name: interiors.landing.shared.heading });
    const cards = shared.locator("ul").first();
    await expect(cards.locator("> li")).toHaveCount(5);
    await expect(shared.getByRole("heading", { name: hiddenService, exact: true })).toHaveCount(0);
    await cards.screenshot({ path: test.info().outputPath(`landing-cards-${size}.png`) });
  }
  const choices = page.locator('select[name="service"] option');
  await expect(choices.filter({ hasText: "Living Room Design" })).toHaveCount(1);
  await expect(choices.filter({ hasText: hiddenService })).toHaveCount(0);
  const data = await (await request.get("/services.data")).text();
  expect(data).not.toContain(interiors.services[1]!.description);
  await page.goto("/services");
  await expect(page.getByRole("heading", { name: own.service })).toBeVisible();
  await expect(page.getByRole("heading", { name: interiors.services[0]!.title, exact: true })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: hiddenService, exact: true })).toHaveCount(0);
  const offers = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("");
  expect(offers).toContain(own.service);
  expect(offers).not.toContain(`"${hiddenService}"`);
});

test("there is a landing page for each of the file's areas, and none for an area it left out", async ({
  page,
}) => {
  for (const area of areas) {
    const response = await page.goto(landingPath(area.slug));
    expect(response?.status(), area.slug).toBe(200);
    await expect(page.locator("h1")).toHaveText(`Interior Designer in ${area.name}`);
  }
  await expect(
    page.getByRole("heading", { name: "Ready to transform your space in Sanjay Nagar?" }),
  ).toBeVisible();
});

test.describe("an area the file left out", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test("answers 404", async ({ page }) => {
    expect((await page.goto(landingPath(droppedSlug)))?.status()).toBe(404);
  });
});

test("the sitemap lists exactly the file's landing pages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const area of areas) expect(sitemap).toContain(`${base}${landingPath(area.slug)}</loc>`);
  expect(sitemap).not.toContain(landingPath(droppedSlug));
});

test("an enquiry from the new area's page is taken, and one naming a dropped area is refused", async ({
  request,
}) => {
  const lead = { name: "Asha Rao", phone: "98450 31999", service: interiors.leadForm.services[0] };
  const accepted = await request.post("/api/leads", {
    data: { ...lead, area: "Sanjay Nagar", source_path: landingPath("sanjay-nagar") },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const refused = await request.post("/api/leads", { data: { ...lead, area: "Jayanagar" } });
  expect(refused.status()).toBe(400);
});

test("the start-up warnings name the sample details the file still has, not its own phone, and a misspelt placeholder", () => {
  const warning = server!.lines.find((line) => line.includes('"sample_details"'));
  expect(warning).toBeDefined();
  expect(warning).toContain("street address No. 45, 1st Floor, 29th Main Road");
  expect(warning).toContain("sample testimonial from Rohan Kulkarni");
  expect(warning).not.toContain("Sneha Iyer");
  expect(warning).not.toContain("phone +91");
  // And a placeholder nothing fills, which the page would show as written.
  const placeholders = server!.lines.find((line) => line.includes('"profile_placeholders"'));
  expect(placeholders).toContain("about.story.paragraphs.0: uses {Business}");
});

test("a server pointed at an invalid profile file exits 1, listing each problem by its path", async () => {
  test.setTimeout(120_000);
  const broken = profileWith("carpentry", {
    "business.hours.1.opens": "9am",
    "business.phone": "98765 43210",
    "business.name": undefined,
  });
  const file = join(dir, "broken.json");
  writeFileSync(file, JSON.stringify(broken, null, 2));
  const run = await runServer({
    PORT: String(portBase + 46),
    DATABASE_URL: join(dir, "broken.db"),
    DATA_DIR: dir,
    SITE_PROFILE: file,
  });
  expect(run.started).toBe(false);
  expect(run.code).toBe(1);
  expect(run.stderr.split("\n").filter(Boolean)).toEqual([
    `Cannot start: SITE_PROFILE file ${file} has 3 problems:`,
    "  business.name: missing",
    "  business.phone: expected +91 and 10 digits, e.g. +919876543210",
    "  business.hours[1].opens: expected HH:MM",
  ]);
});
