// Projects on the desk, from a phone: an admin adds a project, sends three photos at once and sees
// each arrive, arranges and describes them, publishes, and finds it on the site; without JavaScript
// the same upload is one form. A staff member adds drafts and cannot publish them.
import sharp from "sharp";
import {
  apiSignIn,
  clientApi,
  createAdmin,
  createStaff,
  deskStatusErrors,
  expect,
  expectToast,
  formSignIn,
  runTag,
  test,
} from "./admin-helpers";
import {
  createProjectViaApi,
  photoFixture,
  storedPhotoFiles,
  uploadViaApi,
  workServer,
} from "./work-helpers";

const phone = { width: 390, height: 844 };

test.use({
  viewport: phone,
  hasTouch: true,
  isMobile: true,
  allowedConsoleErrors: [deskStatusErrors, { scope: "test" }],
});

test("an admin adds a project from a phone, uploads three photos at once, arranges, describes and publishes it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const work = workServer(testInfo);
  const admin = await createAdmin(testInfo, "work-admin", work);
  const title = `Teak wardrobe ${runTag()}`;
  const photos = await Promise.all([
    photoFixture(`wardrobe-front-${runTag()}.jpg`, 1600, 1200, { gps: { lat: 12.9121, lng: 77.6446 } }),
    photoFixture(`wardrobe-open-${runTag()}.jpg`, 1200, 900),
    photoFixture(`wardrobe-detail-${runTag()}.jpg`, 900, 1200),
  ]);
  expect((await sharp(photos[0]).metadata()).exif, "the first photo carries its position").toBeDefined();

  await page.goto("/admin");
  await formSignIn(page, admin);
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Projects" }).click();
  await page.getByRole("link", { name: "New project" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("A floor-to-ceiling teak wardrobe with a mirror door.");
  await page.getByRole("checkbox", { name: "Wardrobe Design" }).check();
  await page.getByLabel("Area").fill("HSR Layout");
  await page.getByLabel("Finished in").fill("2026-09");
  await page.getByRole("button", { name: "Save and add photos" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Project added" })).toContainText(
    "Now add its photos.",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("An admin publishes it.")).toHaveCount(0);
  await expect(page.getByText("Add at least one photo.")).toBeVisible();

  // Three at once: each is listed with its own progress, then added.
  await page.getByLabel("Add photos").setInputFiles(photos);
  const uploads = page.getByRole("list", { name: "Photos" }).getByRole("listitem");
  await expect(uploads).toHaveCount(3);
  for (const [i, path] of photos.entries()) {
    const row = uploads.nth(i);
    await expect(row).toContainText(path.split("/").pop()!);
    await expect(row).toContainText("Added", { timeout: 60_000 });
  }
  const cards = page.locator("main ol > li");
  await expect(cards).toHaveCount(3);
  const sources = () =>
    cards.locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
  const [first, second, third] = await sources();

  // Nothing of the phone's position is kept, in any file of any size.
  const projectId = new URL(page.url()).pathname.split("/").pop()!;
  const files = storedPhotoFiles(projectId);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) expect((await sharp(file.bytes).metadata()).exif, file.key).toBeUndefined();

  // The third photo first, the second as the cover.
  await cards
    .nth(2)
    .getByRole("button", { name: /Move up/ })
    .click();
  await expect.poll(sources).toEqual([first, third, second]);
  await cards
    .nth(1)
    .getByRole("button", { name: /Move up/ })
    .click();
  await expect.poll(sources).toEqual([third, first, second]);
  await cards
    .nth(2)
    .getByRole("button", { name: /Make cover/ })
    .click();
  await expect(cards.nth(2)).toContainText("Cover");

  const described = ["The wardrobe's detail", "The wardrobe from the front", "The wardrobe open"];
  for (const [i, words] of described.entries()) {
    await cards.nth(i).getByLabel("Describe the photo").fill(words);
    await cards.nth(i).getByRole("button", { name: "Save photo" }).click();
    await expectToast(page, { title: "Photo saved", text: "Its changes are saved." });
  }
  await expect(page.getByText("It cannot be published yet:")).toHaveCount(0);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, { title: "Published", text: `"${title}" is live on the Our work pages.` });
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, "no sideways scrolling on a phone").toBeLessThanOrEqual(phone.width);

  // Without JavaScript, one form sends them all and the page says what was added and what was not.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  try {
    const tab = await plain.newPage();
    await tab.goto(`${work.baseURL}/admin`);
    await formSignIn(tab, admin);
    await expect(tab.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await tab.goto(`${work.baseURL}/admin/projects/${projectId}`);
    const notes = await photoFixture(`notes-${runTag()}.jpg`, 10, 10);
    const { writeFileSync } = await import("node:fs");
    writeFileSync(notes, "these are notes, not a photo");
    await tab
      .getByLabel("Add photos")
      .setInputFiles([await photoFixture(`wardrobe-handle-${runTag()}.jpg`, 900, 900), notes]);
    await tab.getByRole("button", { name: "Upload photos" }).click();
    await expect(tab.getByRole("status").filter({ hasText: "Photos added" })).toContainText(
      "Added 1; not added 1.",
    );
    await expect(tab.getByText(notes.split("/").pop()!)).toBeVisible();
    await expect(tab.locator("main ol > li")).toHaveCount(4);
  } finally {
    await plain.close();
  }

  // The public gallery lists it.
  await page.goto("/our-work");
  await expect(page.getByText(title).first()).toBeVisible();
});

test("a staff member adds a draft and cannot publish it", async ({ page, playwright }, testInfo) => {
  const work = workServer(testInfo);
  const staff = await createStaff(testInfo, "work-staff", work);
  const api = await clientApi(playwright, testInfo);
  try {
    await apiSignIn(api, staff);
    const draft = await createProjectViaApi(api, {
      title: `Staff's kitchen ${runTag()}`,
      description: "An L-shaped kitchen.",
      services: ["modular-kitchen"],
    });
    const upload = await uploadViaApi(api, draft.id, [
      await photoFixture(`kitchen-${runTag()}.jpg`, 800, 600),
    ]);
    expect(upload.status).toBe(201);
    const publish = await api.patch(`/api/projects/${draft.id}`, { data: { status: "published" } });
    expect(publish.status()).toBe(403);
    expect(await publish.json()).toEqual({ error: "Only an admin publishes or unpublishes a project." });

    await page.goto("/admin");
    await formSignIn(page, staff);
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await page.goto(`/admin/projects/${draft.id}`);
    await expect(page.getByText("An admin publishes it.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
    await expect(page.getByText("Delete project")).toHaveCount(0);
    expect((await (await api.get(`/api/projects/${draft.id}`)).json()) as unknown).toMatchObject({
      project: { status: "draft" },
    });
  } finally {
    await api.dispose();
  }
});
