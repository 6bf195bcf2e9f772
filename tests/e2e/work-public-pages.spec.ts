// The public pages of the work (project "work", the interiors site on its own server): a project
// created and published through the projects API shows in the gallery, on its filter pages, on its
// own page with every photo, on the services page and on its area's neighbourhood page, and in the
// sitemap, at a phone's and a desktop's size, with JavaScript and without.
import type { APIRequestContext, Browser, TestInfo } from "@playwright/test";
import { workDataDir, databaseFile } from "../../playwright.config";
import { apiSignIn, baseURLOf, createAdmin, expect, test } from "./admin-helpers";
import { createProjectViaApi, photoFixture, uploadViaApi } from "./work-helpers";
import { wcagViolations } from "./accessibility";

const root = new URL("../../", import.meta.url).pathname;
const workDesk = (testInfo: TestInfo) => ({
  baseURL: baseURLOf(testInfo),
  dataDir: `${root}${workDataDir}`,
  databasePath: `${root}${databaseFile("work")}`,
});

const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

/** The project made through the API as the desk would: three photos, a cover and a before/after pair. */
async function publishProject(api: APIRequestContext, origin: string) {
  const headers = { Origin: origin };
  const title = "Walnut kitchen <for> a family";
  const { id, slug } = await createProjectViaApi(api, {
    title,
    description: "An L-shaped kitchen with walnut shutters & a tall pantry.",
    services: ["modular-kitchen"],
    area: "HSR Layout",
    month: "2026-10",
  });
  const alts = [
    "The finished kitchen under a wide window",
    "The wall before the work",
    "The same wall after",
  ] as const;
  const files = await Promise.all(
    ["kitchen.jpg", "before.jpg", "after.jpg"].map((name) => photoFixture(name, 1600, 1200)),
  );
  const uploaded = await uploadViaApi(api, id, files);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const { photos } = uploaded.body as { photos: { id: string }[] };
  expect(photos).toHaveLength(3);
  const edits = [
    { alt: alts[0], cover: true },
    { alt: alts[1], pair: "before", pairWith: photos[2]!.id },
    { alt: alts[2] },
  ];
  for (const [i, edit] of edits.entries()) {
    const answer = await api.patch(`/api/projects/${id}/photos/${photos[i]!.id}`, { headers, data: edit });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  const published = await api.patch(`/api/projects/${id}`, { headers, data: { status: "published" } });
  expect(published.ok(), await published.text()).toBe(true);
  return { slug, alts, title };
}

async function pageAt(browser: Browser, baseURL: string, size: keyof typeof sizes, javaScript: boolean) {
  const context = await browser.newContext({ baseURL, viewport: sizes[size], javaScriptEnabled: javaScript });
  return { context, page: await context.newPage() };
}

test("a published project shows in the gallery, on its page, its service and its area", async ({
  browser,
  playwright,
}, testInfo) => {
  // Three photos processed, then four rounds of the public pages: a long journey on a busy machine.
  test.slow();
  const baseURL = baseURLOf(testInfo);
  const api = await playwright.request.newContext({ baseURL });
  await apiSignIn(api, await createAdmin(testInfo, "work-public", workDesk(testInfo)));
  const project = await publishProject(api, baseURL);
  const path = `/our-work/${project.slug}`;
  // Every server makes its pages again once the project is published.
  await expect.poll(async () => (await api.get(path)).status()).toBe(200);

  for (const size of ["phone", "desktop"] as const) {
    for (const javaScript of [true, false]) {
      await test.step(`${size}, JavaScript ${javaScript ? "on" : "off"}`, async () => {
        const { context, page } = await pageAt(browser, baseURL, size, javaScript);

        await page.goto("/our-work");
        const card = page.getByRole("listitem").filter({ hasText: project.title });
        await expect(card.getByRole("img", { name: project.alts[0] })).toBeVisible();
        await page
          .getByRole("navigation", { name: "Areas" })
          .getByRole("link", { name: "HSR Layout" })
          .click();
        await expect(page).toHaveURL(/\/our-work\/area\/hsr-layout$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our work in HSR Layout");
        await page
          .getByRole("navigation", { name: "Services" })
          .getByRole("link", { name: "Modular Kitchen" })
          .click();
        await expect(page).toHaveURL(/\/our-work\/service\/modular-kitchen$/);
        await page.getByRole("link", { name: project.title }).click();

        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
        for (const alt of project.alts) await expect(page.getByRole("img", { name: alt })).toBeVisible();
        const before = page.getByRole("figure").filter({ hasText: "Before" });
        const after = page.getByRole("figure").filter({ hasText: "After" });
        await expect(before.getByRole("img", { name: project.alts[1] })).toBeVisible();
        const [beforeBox, afterBox] = [await before.boundingBox(), await after.boundingBox()];
        // Side by side on a desktop, one above the other on a phone.
        if (size === "desktop") expect(afterBox!.y).toBe(beforeBox!.y);
        else expect(afterBox!.y).toBeGreaterThan(beforeBox!.y + beforeBox!.height - 1);
        await expect(page.getByRole("link", { name: "Modular Kitchen" }).first()).toHaveAttribute(
          "href",
          "/services#modular-kitchen",
        );
        await expect(page.getByRole("link", { name: "HSR Layout" })).toHaveAttribute(
          "href",
          "/interior-designer-in-hsr-layout",
        );

        const first = page.getByRole("link", { name: project.alts[0] });
        if (javaScript) {
          await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
          await first.focus();
          await page.keyboard.press("Enter");
          const viewer = page.getByRole("dialog", { name: project.alts[0] });
          await expect(viewer.getByRole("img", { name: project.alts[0] })).toBeVisible();
          await page.keyboard.press("Escape");
          await expect(viewer).toBeHidden();
          await expect(first).toBeFocused();
        } else {
          await first.click();
          await expect(page).toHaveURL(/\/media\/[\w-]+-1600\.jpg$/);
          await page.goBack();
        }

        if (javaScript && size === "desktop") {
          expect(await wcagViolations(page)).toEqual([]);
        }

        await page.goto("/services");
        const service = page.getByRole("article", { name: "Modular Kitchen" });
        await expect(service.getByRole("link", { name: new RegExp(project.alts[0]) })).toHaveAttribute(
          "href",
          path,
        );

        await page.goto("/interior-designer-in-hsr-layout");
        const work = page.getByRole("region", { name: "Our work in HSR Layout" });
        await expect(work.getByRole("listitem").first()).toContainText(project.title);
        await context.close();
      });
    }
  }

  const sitemap = await (await api.get("/sitemap.xml")).text();
  expect(sitemap).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
  expect(sitemap).toMatch(
    new RegExp(
      `<loc>${baseURL}${path}</loc>(<image:image><image:loc>${baseURL}/media/[\\w-]+-1600\\.jpg</image:loc></image:image>){3}`,
    ),
  );
  await api.dispose();
});
