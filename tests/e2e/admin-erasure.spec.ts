// Erasing a person's data from a lead's page (admins): a confirmation page says how many enquiries
// from the number will go; yes erases them all, with their timelines and queued e-mails, keeps a
// record of the erasure with no personal data, and lands on the desk with a notice. With JavaScript
// and without. Staff see no such action and are refused the page. axe finds nothing on the page.
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import Database from "better-sqlite3";
import { databaseFile } from "../../playwright.config";
import {
  apiSignIn,
  createAdmin,
  createStaff,
  deskStatusErrors,
  expect,
  newPhone,
  runTag,
  type Seeded,
  seedLead,
  storedActivities,
  storedLead,
  test,
} from "./admin-helpers";
import { afterRoundTrip } from "./fixtures";
import { wcagViolations } from "./accessibility";

test.describe.configure({ mode: "default" });

// Staff are refused the confirmation page (403), which the browser logs as a console error.
test.use({
  allowedConsoleErrors: [
    [
      ...deskStatusErrors,
      /^console\.error: Failed to load resource: the server responded with a status of 403 .*\/admin\/leads\/[0-9a-f-]{36}\/erase(\.data)?[?:]/,
    ],
    { scope: "test" },
  ],
});

const deskDatabase = fileURLToPath(new URL(`../../${databaseFile("desk")}`, import.meta.url));

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(deskDatabase, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const queuedMailsAbout = (ids: string[]) =>
  query<{ id: string }>(
    `select id from mail_queue where lead_id in (${ids.map(() => "?").join(",")})`,
    ...ids,
  ).length;
const erasureCount = () => query<{ n: number }>("select count(*) as n from erasures")[0]!.n;
const lastErasure = () =>
  query<Record<string, unknown>>("select * from erasures order by erased_at desc, rowid desc limit 1")[0];

/** Two enquiries from one number (each with a note on its timeline), and one from another number. */
async function seedPerson(request: APIRequestContext, admin: APIRequestContext, testInfo: TestInfo) {
  const tag = runTag();
  const phone = newPhone(testInfo);
  const person: Seeded[] = [];
  for (const service of ["Wardrobe Installation", "Modular Kitchen Fitting"]) {
    person.push(
      await seedLead(request, testInfo, {
        name: `Erase Me ${tag}`,
        phone: phone.spaced,
        service,
        message: `My flat in BTM ${tag}`,
      }),
    );
  }
  for (const lead of person) {
    const noted = await admin.post(`/api/leads/${lead.id}/activities`, {
      data: { kind: "note", text: `Spoke to Erase Me ${tag}` },
    });
    expect(noted.status()).toBe(201);
  }
  const other = await seedLead(request, testInfo, { name: `Keep Me ${tag}` });
  return { phone, person, other, ids: person.map((lead) => lead.id) };
}

async function eraseFromLeadPage(page: Page, leadId: string, count: number, spaced: string) {
  await page.goto(`/admin/leads/${leadId}`);
  await page.getByRole("link", { name: "Erase this person's data" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}/erase$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Erase this person's data");
  await expect(
    page.getByText(`Erase ${count} enquiries from +91 ${spaced}? This cannot be undone.`),
  ).toBeVisible();
  await page.getByRole("button", { name: `Yes, erase ${count} enquiries` }).click();
  await expect(page).toHaveURL(/\/admin$/, afterRoundTrip);
  await expect(page.getByText("Data erased").first()).toBeVisible(afterRoundTrip);
  await expect(
    page.getByText(`${count} enquiries from that number erased. A record of the erasure is kept.`).first(),
  ).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("an admin erases every enquiry from a lead's number, after confirming", async ({
      page,
      playwright,
      baseURL,
    }, testInfo) => {
      const admin = await createAdmin(testInfo, `erase-${javaScriptEnabled ? "js" : "nojs"}`);
      await apiSignIn(page.request, admin);
      const visitor = await playwright.request.newContext({ baseURL });
      const { phone, person, other, ids } = await seedPerson(visitor, page.request, testInfo);
      await visitor.dispose();
      expect(storedActivities(ids[0]!).length).toBeGreaterThan(0);
      expect(queuedMailsAbout(ids)).toBeGreaterThan(0);
      const erasuresBefore = erasureCount();

      await eraseFromLeadPage(page, person[1]!.id, 2, phone.spaced);

      for (const id of ids) {
        expect(storedLead(id), id).toBeUndefined();
        expect(storedActivities(id), id).toEqual([]);
      }
      expect(queuedMailsAbout(ids)).toBe(0);
      expect(storedLead(other.id)).toMatchObject({ name: other.name });
      // The record of it: when, by whom, how many; nothing about the person.
      expect(erasureCount()).toBe(erasuresBefore + 1);
      const record = lastErasure()!;
      expect(Object.keys(record).sort()).toEqual(["erased_at", "erased_by", "id", "lead_count"]);
      expect(record).toMatchObject({ erased_by: admin.email, lead_count: 2 });
      expect(JSON.stringify(record)).not.toContain(phone.national);

      // The lead's page is gone.
      expect((await page.request.get(`/admin/leads/${ids[0]}`)).status()).toBe(404);
    });
  });
}

test("cancelling goes back to the lead and erases nothing", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const admin = await createAdmin(testInfo, "erase-cancel");
  await apiSignIn(page.request, admin);
  const visitor = await playwright.request.newContext({ baseURL });
  const { person, ids } = await seedPerson(visitor, page.request, testInfo);
  await visitor.dispose();
  await page.goto(`/admin/leads/${person[0]!.id}/erase`);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${person[0]!.id}$`));
  for (const id of ids) expect(storedLead(id)).toBeDefined();
});

test("staff see no erase action and are refused the page", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const staff = await createStaff(testInfo, "erase-staff");
  await apiSignIn(page.request, staff);
  const visitor = await playwright.request.newContext({ baseURL });
  const lead = await seedLead(visitor, testInfo, { name: `Unassigned ${runTag()}` });
  await visitor.dispose();
  await page.goto(`/admin/leads/${lead.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(lead.name);
  await expect(page.getByRole("link", { name: "Erase this person's data" })).toHaveCount(0);
  const refused = await page.goto(`/admin/leads/${lead.id}/erase`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
  expect(storedLead(lead.id)).toBeDefined();
});

for (const [size, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
] as const) {
  test(`the confirmation page: no WCAG A/AA violations at ${size} size`, async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const admin = await createAdmin(testInfo, `erase-axe-${size}`);
    await apiSignIn(page.request, admin);
    const visitor = await playwright.request.newContext({ baseURL });
    const lead = await seedLead(visitor, testInfo, { name: `Axe ${runTag()}` });
    await visitor.dispose();
    await page.goto(`/admin/leads/${lead.id}/erase`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
}
