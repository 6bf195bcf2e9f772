// A working day at the desk, on a server of its own whose clock the test moves (CLOCK_FILE): a web
// enquiry and its repeat, a phone enquiry an admin adds from a phone, both handed to a staff
// member, who sees them (and nobody else's), calls, logs, plans a follow-up for tomorrow 10:00 IST,
// closes one as lost; the next morning the follow-up is due today, then overdue and first, until
// the lead is converted. Parts with JavaScript and parts without (plain form posts), on a phone
// (390x844) and a desktop (1366x900), with axe on the desk's new states. No sleeps: time moves
// when the test rewrites the clock file.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { type StartedServer, startServer } from "../support/built-server";
import {
  expectAccessibleOnceNoticeClosed,
  apiSignIn,
  copy,
  createAdmin,
  createStaff,
  deskStatusErrors,
  deskView,
  expect,
  expectToast,
  formSignIn,
  handToTheDialer,
  leadCard,
  leadRow,
  listedLeadNames,
  newClientAddress,
  parseCsv,
  statusSelect,
  storedActivities,
  storedLead,
  test,
  timelineEntries,
  toast,
  type Account,
  type DeskServer,
  type StaffAccount,
} from "./admin-helpers";
import { gotoReady } from "./fixtures";
import { failedResourceError, fillLeadForm, leadForm } from "./lead-form-helpers";

// ---- the server and its clock --------------------------------------------------------------------

const port = Number(process.env.E2E_PORT_BASE ?? 4310) + 14;
const base = `http://127.0.0.1:${port}`;
let server: StartedServer;
let dir: string;
let clockFile: string;
let desk: DeskServer;

/** An instant in Bengaluru (IST, UTC+05:30). */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const today = "2027-01-12";
const tomorrow = "2027-01-13";
const dayAfter = "2027-01-14";

/** Moves the desk's clock: the server reads the file afresh whenever it needs the time. */
function setClock(day: string, time: string) {
  writeFileSync(clockFile, ist(day, time).toISOString());
}

/** A time as the desk shows it (Bengaluru, e.g. "13 Jan 2027, 10:00 am"). */
const shown = (at: Date) =>
  new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(at);

/** The leads with a phone, oldest first, as the server's database has them. */
function leadsWithPhone(e164: string) {
  const db = new Database(desk.databasePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select id, service from leads where phone = ? order by created_at").all(e164) as {
      id: string;
      service: string;
    }[];
  } finally {
    db.close();
  }
}

// ---- the people and their leads ------------------------------------------------------------------

let admin: Account;
/** The staff member whose day this is. */
let kavya: StaffAccount;
/** Another staff member, whose leads Kavya must not see. */
let ravi: StaffAccount;

const asha = {
  name: "Asha Reddy",
  phone: "+91 98450 11223",
  e164: "+919845011223",
  service: "Modular Kitchen Fitting",
  message: "L-shaped kitchen for a 2BHK in HSR Layout",
  again: "Also need the loft above the fridge, please call after 6 pm",
};
const farooq = {
  name: "Farooq Khan",
  phone: "99000 44556",
  e164: "+919900044556",
  service: "Wardrobe Installation",
  note: "Called about a sliding wardrobe, 7 ft",
};
/** Asha's second enquiry, the next afternoon's job. */
const ashaWardrobe = { service: "Wardrobe Installation", message: "And a wardrobe for the kids' room" };
const lostReason = "Price too high: Went with a cheaper quote";

/** The ids of the day's leads, as they come. */
const ids = { asha: "", farooq: "", ashaWardrobe: "", ravis: "", contacted: "" };

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const desktop = { viewport: { width: 1366, height: 900 } } as const;

// The browser's console reports a refused change (400 from a form's endpoint) and an enquiry the
// desk's form refused (400).
const allowedConsoleErrors: [RegExp[], { scope: "test" }] = [
  [
    ...deskStatusErrors,
    /^console\.error: Failed to load resource: the server responded with a status of 400 \(.*\) \(https?:\/\/[^/]+\/resources\/leads\/[^/]+\/change\.data(\?[^:#]*)?:\d+\)$/,
    failedResourceError(400, "/admin/leads/new.data"),
  ],
  { scope: "test" },
];

// One story, told in order: each part goes on from where the one before left the desk.
test.describe.configure({ mode: "serial" });
test.use({ baseURL: base, allowedConsoleErrors });

test.beforeAll(async ({ playwright }, testInfo) => {
  dir = mkdtempSync(join(tmpdir(), "desk-day-"));
  clockFile = join(dir, "clock");
  desk = { baseURL: base, dataDir: dir, databasePath: join(dir, "app.db") };
  setClock(today, "08:00");
  server = await startServer({
    PORT: String(port),
    DATABASE_URL: desk.databasePath,
    DATA_DIR: dir,
    CLOCK_FILE: clockFile,
    SITE_PROFILE: "carpentry",
    PUBLIC_URL: base,
    TRUST_PROXY: "true",
    LEAD_RATE_LIMIT: "1000/10m",
  });
  admin = await createAdmin(testInfo, "day-admin", desk);
  kavya = await createStaff(testInfo, "kavya", desk);
  ravi = await createStaff(testInfo, "ravi", desk);

  // Before the day starts: a lead of Ravi's, and one the admin has already contacted, unassigned.
  const api = await playwright.request.newContext({
    baseURL: base,
    extraHTTPHeaders: { "X-Forwarded-For": newClientAddress(testInfo) },
  });
  try {
    await apiSignIn(api, admin);
    const add = async (name: string, number: string) => {
      const response = await api.post("/api/leads", {
        data: { name, phone: number, service: "TV Unit & Wall Panels", source: "referral" },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    ids.ravis = await add("Ravi's Customer", "98860 10001");
    ids.contacted = await add("Already Contacted", "98860 10002");
    expect((await api.patch(`/api/leads/${ids.ravis}`, { data: { assigneeId: ravi.id } })).status()).toBe(
      200,
    );
    expect((await api.patch(`/api/leads/${ids.contacted}`, { data: { status: "contacted" } })).status()).toBe(
      200,
    );
  } finally {
    await api.dispose();
  }
});

test.afterAll(async () => {
  if (server) {
    server.process.kill("SIGTERM");
    await server.exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// ---- helpers -------------------------------------------------------------------------------------

/** A browser of its own (another person, or another device of the same one). */
async function anotherBrowser(
  browser: Browser,
  options: { javaScriptEnabled: boolean } & (typeof phone | typeof desktop),
) {
  return browser.newContext({
    ...options,
    baseURL: base,
    extraHTTPHeaders: { "X-Forwarded-For": newClientAddress(test.info()) },
  });
}

/** The lead page's sections, found by their headings. */
function leadPage(page: Page) {
  const main = page.locator("main");
  const followUp = main.getByRole("region", { name: "Next follow-up" });
  const log = main.getByRole("region", { name: "Log what happened" });
  const owner = main.getByRole("region", { name: "Owner" });
  const lost = main.getByRole("region", { name: "Close as lost" });
  return {
    heading: main.getByRole("heading", { level: 1 }),
    /** The notice written into the page after a post without JavaScript. */
    notice: main.getByRole("status"),
    followUp,
    followUpAt: followUp.getByLabel("Date and time"),
    setFollowUp: followUp.getByRole("button", { name: "Set follow-up" }),
    log,
    logText: log.getByLabel("Outcome or note"),
    logSave: log.getByRole("button", { name: "Save to timeline" }),
    owner,
    /** Who owns it, as the Owner section says (its dropdown lists every desk member). */
    ownerName: owner.getByRole("paragraph").first(),
    assignTo: owner.getByLabel("Assign to"),
    assign: owner.getByRole("button", { name: "Assign" }),
    lost,
    related: main.getByRole("region", { name: "Other enquiries from this number" }),
  };
}

/** The API's view of a lead, as the signed-in caller may see it. */
async function apiLead(api: APIRequestContext, id: string) {
  const response = await api.get(`/api/leads/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    lead: { status: string; assignee_id: string | null };
    activities: { kind: string; text: string; actor: string | null }[];
    followUpAt: string | null;
    lostReason: string | null;
  };
}

// ---- today ---------------------------------------------------------------------------------------

test.describe("on a phone, without JavaScript", () => {
  test.use({ ...phone, javaScriptEnabled: false });

  test("09:30 a visitor sends an enquiry from the contact page", async ({ page }) => {
    setClock(today, "09:30");
    await page.goto("/contact");
    const form = leadForm(page);
    await fillLeadForm(form, {
      name: asha.name,
      phone: asha.phone,
      service: asha.service,
      message: asha.message,
    });
    await form.submit.click();
    await expect(form.serverNotice("status")).toContainText("Message Sent Successfully!");

    const [stored] = leadsWithPhone(asha.e164);
    expect(stored).toBeDefined();
    ids.asha = stored!.id;
    expect(storedLead(ids.asha, desk)).toMatchObject({
      name: asha.name,
      source: "web",
      status: "new",
      assignee_id: null,
      created_at: ist(today, "09:30").toISOString(),
    });
  });
});

test.describe("on a phone, with JavaScript", () => {
  test.use(phone);

  test("09:36 she sends it again with more to say: told it was sent, it joins the same enquiry", async ({
    page,
  }) => {
    setClock(today, "09:36");
    await gotoReady(page, "/contact");
    const form = leadForm(page);
    await fillLeadForm(form, {
      name: asha.name,
      phone: asha.phone,
      service: asha.service,
      message: asha.again,
    });
    await form.submit.click();
    await expect(toast(page)).toContainText("Message Sent Successfully!");

    expect(leadsWithPhone(asha.e164).map((lead) => lead.id)).toEqual([ids.asha]);
    expect(
      storedActivities(ids.asha, desk).map((entry) => [
        entry.kind,
        entry.text,
        entry.actor_email,
        entry.created_at,
      ]),
    ).toEqual([["repeat", asha.again, null, ist(today, "09:36").toISOString()]]);
  });

  test("09:45 the admin adds a phone enquiry from a phone, and hands both to Kavya", async ({ page }) => {
    test.slow();
    setClock(today, "09:45");
    await apiSignIn(page.request, admin);
    await gotoReady(page, "/admin?view=due");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.views.due);
    await expect(leadCard(page, asha.name)).toBeVisible();

    // Add enquiry: a phone number the desk cannot read is refused beside the field, values kept.
    await main.getByRole("link", { name: "Add enquiry" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/new$/);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Add an enquiry");
    const cameBy = main.getByRole("group", { name: "Came by" });
    await expect(cameBy.getByRole("radio", { name: "Phone" })).toBeChecked();
    await main.getByLabel("Customer's name").fill(farooq.name);
    await main.getByLabel("Phone number").fill("12345");
    await main.getByLabel("Service", { exact: true }).selectOption(farooq.service);
    await main.getByLabel("Note (optional)").fill(farooq.note);
    await main.getByRole("button", { name: "Add enquiry" }).click();
    const phoneField = main.getByLabel("Phone number");
    await expect(phoneField).toHaveAccessibleDescription(
      "Please enter a valid phone number, e.g. +91 98765 43210 (outside India, start with + and the country code).",
    );
    await expect(phoneField).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByLabel("Customer's name")).toHaveValue(farooq.name);
    await expect(main.getByLabel("Note (optional)")).toHaveValue(farooq.note);
    await expectAccessibleOnceNoticeClosed(page, "new-lead page with errors (phone)");

    await phoneField.fill(farooq.phone);
    await main.getByRole("button", { name: "Add enquiry" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
    const lead = leadPage(page);
    await expect(lead.heading).toHaveText(farooq.name);
    await expect(main.getByText("Enquiry added")).toBeVisible();
    ids.farooq = new URL(page.url()).pathname.split("/").pop()!;
    await expect(main.getByText("Source: Phone")).toBeVisible();
    await expect(lead.ownerName).toHaveText("Unassigned");
    expect(storedLead(ids.farooq, desk)).toMatchObject({
      name: farooq.name,
      phone: farooq.e164,
      message: farooq.note,
      source: "phone",
      assignee_id: null,
      created_at: ist(today, "09:45").toISOString(),
    });

    // To Kavya.
    await lead.assignTo.selectOption({ label: kavya.email });
    await lead.assign.click();
    await expectToast(page, { title: "Lead updated", text: "Owner changed." });
    await expect(lead.ownerName).toHaveText(kavya.email);
    await expect(timelineEntries(page).first()).toContainText(`unassigned → ${kavya.email}`);

    // Back to the desk, and Asha's enquiry, whose timeline shows what she added.
    await main.getByRole("link", { name: "All Leads" }).click();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.views.all);
    await leadCard(page, asha.name).getByRole("link", { name: asha.name, exact: true }).click();
    await expect(lead.heading).toHaveText(asha.name);
    const repeat = timelineEntries(page).filter({ hasText: "Enquired again" });
    await expect(repeat).toContainText(asha.again);
    await expect(repeat).toContainText(shown(ist(today, "09:36")));
    await lead.assignTo.selectOption({ label: kavya.email });
    await lead.assign.click();
    await expectToast(page, { title: "Lead updated", text: "Owner changed." });
    await expect(lead.ownerName).toHaveText(kavya.email);

    expect(storedLead(ids.asha, desk)?.assignee_id).toBe(kavya.id);
    expect(storedLead(ids.farooq, desk)?.assignee_id).toBe(kavya.id);
  });
});

test.describe("at a desktop, with JavaScript", () => {
  test.use(desktop);

  test("11:00 Kavya signs in: her leads, both on her Due list, and nobody else's", async ({ page }) => {
    setClock(today, "11:00");
    expect((await gotoReady(page, "/admin"))?.status()).toBe(401);
    await formSignIn(page, kavya);
    await expectToast(page, copy.welcome);
    const main = page.locator("main");
    // The desk opens on All Leads: newest first, only hers; the Due tab says both are due.
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.views.all);
    await expect.poll(() => listedLeadNames(page)).toEqual([farooq.name, asha.name]);
    await expect(deskView(page, "due")).toHaveAccessibleName(`${copy.views.due}, 2`);
    await expectAccessibleOnceNoticeClosed(page, "All view (desktop)");

    await deskView(page, "due").click();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.views.due);
    // New enquiries nobody has contacted yet, oldest first.
    await expect.poll(() => listedLeadNames(page)).toEqual([asha.name, farooq.name]);
    await expect(leadRow(page, farooq.name)).toContainText("Phone");
    await expect(leadRow(page, asha.name)).toContainText(kavya.email);
    await expect(main.getByText("Ravi's Customer")).toHaveCount(0);
    await expectAccessibleOnceNoticeClosed(page, "Due view (desktop)");

    // The API agrees, and nobody else's lead opens for her.
    const listed = (await (await page.request.get("/api/leads")).json()) as { rows: { id: string }[] };
    expect(listed.rows.map((row) => row.id).sort()).toEqual([ids.asha, ids.farooq].sort());
    for (const id of [ids.ravis, ids.contacted]) {
      expect((await page.request.get(`/api/leads/${id}`)).status()).toBe(404);
    }
  });
});

test.describe("on a phone again, with JavaScript", () => {
  test.use(phone);

  test("11:05 she calls Asha, logs the call where she made it, and plans a follow-up for tomorrow 10:00", async ({
    page,
  }) => {
    test.slow();
    setClock(today, "11:05");
    await apiSignIn(page.request, kavya);
    await page.addInitScript(handToTheDialer);
    await gotoReady(page, `/admin/leads/${ids.asha}`);
    const lead = leadPage(page);
    const main = page.locator("main");
    await expect(lead.heading).toHaveText(asha.name);

    const contact = main.getByRole("list", { name: `Contact: ${asha.name}` });
    const call = contact.getByRole("link", { name: "Call" });
    await expect(call).toHaveAttribute("href", `tel:${asha.e164}`);
    // WhatsApp opens with the business's greeting, naming her and what she asked for.
    const whatsapp = new URL((await contact.getByRole("link", { name: "WhatsApp" }).getAttribute("href"))!);
    expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${asha.e164.slice(1)}`);
    expect(whatsapp.searchParams.get("text")).toContain(`Namaste ${asha.name}`);
    expect(whatsapp.searchParams.get("text")).toContain(asha.service);

    await call.click();
    const prompt = main.locator("form").filter({ has: page.getByLabel("Log this call") });
    const outcome = prompt.getByLabel("Log this call");
    await expect(outcome).toBeFocused();
    await expectAccessibleOnceNoticeClosed(page, "the inline log prompt (phone)");
    await outcome.fill("Spoke to Asha: site visit tomorrow, she wants a quote for the loft too");
    // The same tap moves her on from new ("Mark as contacted" is ticked for a new lead).
    await expect(prompt.getByRole("checkbox", { name: "Mark as contacted" })).toBeChecked();
    await prompt.getByRole("button", { name: "Save to timeline" }).click();
    await expectToast(page, {
      title: "Saved to the timeline",
      text: "Call logged. The lead is now contacted.",
    });
    await expect(prompt).toHaveCount(0);
    const latest = timelineEntries(page).first();
    await expect(latest).toContainText("Call");
    await expect(latest).toContainText("Spoke to Asha: site visit tomorrow");
    await expect(latest).toContainText(`by ${kavya.email}`);
    await expect(latest).toContainText(shown(ist(today, "11:05")));

    await expect(statusSelect(main, asha.name)).toHaveValue("contacted");
    await expect(timelineEntries(page).nth(1)).toContainText(/new\s*→\s*contacted/);
    setClock(today, "11:06");

    await lead.followUpAt.fill(`${tomorrow}T10:00`);
    await lead.setFollowUp.click();
    const at = shown(ist(tomorrow, "10:00"));
    await expectToast(page, { title: "Lead updated", text: `Next follow-up ${at}` });
    // Tomorrow's: neither overdue nor due today.
    const tag = main.getByText(`Next follow-up: ${at}`);
    await expect(tag).toBeVisible();
    await expect(lead.followUpAt).toHaveValue(`${tomorrow}T10:00`);
    // Her call and status change, the admin's handing it to her, and Asha's repeat.
    await expect(timelineEntries(page)).toHaveCount(4);
    await expectAccessibleOnceNoticeClosed(page, "lead page with a timeline (phone)");

    expect(storedLead(ids.asha, desk)).toMatchObject({
      status: "contacted",
      follow_up_at: ist(tomorrow, "10:00").toISOString(),
      last_contact_at: ist(today, "11:05").toISOString(),
    });

    // Not due today: off the Due list; Farooq's still on it.
    await gotoReady(page, "/admin?view=due");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.views.due);
    await expect.poll(() => listedLeadNames(page)).toEqual([farooq.name]);
  });
});

test.describe("at a desktop, without JavaScript", () => {
  test.use({ ...desktop, javaScriptEnabled: false });

  test("11:30 she works Farooq's enquiry with the plain forms: a WhatsApp chat logged, the status moved on", async ({
    page,
  }) => {
    setClock(today, "11:30");
    await apiSignIn(page.request, kavya);
    await page.goto(`/admin/leads/${ids.farooq}`);
    const lead = leadPage(page);
    await expect(lead.heading).toHaveText(farooq.name);

    await lead.log.getByRole("radio", { name: "WhatsApp" }).check();
    await lead.logText.fill("Sent photos of sliding shutters; he will compare prices");
    // "Mark as contacted" is ticked on a new lead: the same post moves the status on.
    await expect(lead.log.getByRole("checkbox", { name: "Mark as contacted" })).toBeChecked();
    await lead.logSave.click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${ids.farooq}$`));
    await expect(lead.notice).toContainText("Saved to the timeline");
    await expect(lead.notice).toContainText("WhatsApp chat logged. The lead is now contacted.");
    const latest = timelineEntries(page).first();
    await expect(latest).toContainText("WhatsApp");
    await expect(latest).toContainText("Sent photos of sliding shutters");
    await expect(latest).toContainText(`by ${kavya.email}`);
    await expect(timelineEntries(page).nth(1)).toContainText(/new\s*→\s*contacted/);
    await expect(statusSelect(page.locator("main"), farooq.name)).toHaveValue("contacted");
    expect(storedLead(ids.farooq, desk)).toMatchObject({
      status: "contacted",
      last_contact_at: ist(today, "11:30").toISOString(),
    });
  });

  test("15:00 Asha enquires again, for a wardrobe: the desk marks her as returning, and Kavya plans it", async ({
    page,
    browser,
  }) => {
    setClock(today, "15:00");
    const visitor = await anotherBrowser(browser, { ...phone, javaScriptEnabled: false });
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto("/contact");
      const form = leadForm(visitorPage);
      await fillLeadForm(form, {
        name: asha.name,
        phone: asha.phone,
        service: ashaWardrobe.service,
        message: ashaWardrobe.message,
      });
      await form.submit.click();
      await expect(form.serverNotice("status")).toContainText("Message Sent Successfully!");
    } finally {
      await visitor.close();
    }
    const [, second] = leadsWithPhone(asha.e164);
    expect(second?.service).toBe(ashaWardrobe.service);
    ids.ashaWardrobe = second!.id;

    await apiSignIn(page.request, kavya);
    await page.goto("/admin?view=all");
    const rows = page.getByRole("table").getByRole("row");
    // The later enquiry is marked; the first is not.
    const later = rows.filter({ has: page.getByRole("link", { name: asha.name }) }).first();
    const earlier = rows.filter({ has: page.getByRole("link", { name: asha.name }) }).last();
    await expect(later).toContainText(ashaWardrobe.service);
    await expect(later).toContainText("Returning");
    await expect(earlier).toContainText(asha.service);
    await expect(earlier).not.toContainText("Returning");

    await later.getByRole("link", { name: asha.name }).click();
    const lead = leadPage(page);
    await expect(lead.heading).toHaveText(asha.name);
    await expect(page.locator("main").getByText("Returning")).toBeVisible();
    await expect(lead.related.getByRole("link", { name: asha.service })).toHaveAttribute(
      "href",
      `/admin/leads/${ids.asha}`,
    );
    await expect(lead.ownerName).toHaveText("Unassigned");

    // Planning it makes it hers.
    await lead.followUpAt.fill(`${tomorrow}T16:00`);
    await lead.setFollowUp.click();
    await expect(lead.notice).toContainText(`Next follow-up ${shown(ist(tomorrow, "16:00"))}`);
    await expect(lead.ownerName).toHaveText(kavya.email);
    await expect(timelineEntries(page).first()).toContainText(`unassigned → ${kavya.email}`);
    expect(storedLead(ids.ashaWardrobe, desk)).toMatchObject({
      assignee_id: kavya.id,
      follow_up_at: ist(tomorrow, "16:00").toISOString(),
    });
  });
});

test.describe("at a desktop in the afternoon, with JavaScript", () => {
  test.use(desktop);

  test("16:00 Farooq went elsewhere: she closes it as lost, saying why; nothing is left due today", async ({
    page,
  }) => {
    setClock(today, "16:00");
    await apiSignIn(page.request, kavya);
    await gotoReady(page, `/admin/leads/${ids.farooq}`);
    const lead = leadPage(page);
    await expect(lead.heading).toHaveText(farooq.name);
    const close = lead.lost.getByRole("button", { name: "Close as lost" });

    // Without a reason it is refused, and nothing changes.
    await close.click();
    await expectToast(page, {
      title: "Error updating lead",
      text: "Choose a reason from the list or write one.",
    });
    expect(storedLead(ids.farooq, desk)?.status).toBe("contacted");

    await lead.lost.getByLabel("Reason").selectOption("Price too high");
    await lead.lost.getByLabel("In your own words (optional)").fill("Went with a cheaper quote");
    await expectAccessibleOnceNoticeClosed(page, "lost form (desktop)");
    await close.click();
    await expectToast(page, { title: "Lead updated", text: `Closed as lost: ${lostReason}` });
    await expect(lead.lost).toContainText(`Lost: ${lostReason}`);
    await expect(statusSelect(page.locator("main"), farooq.name)).toHaveValue("closed");
    await expect(timelineEntries(page).first()).toContainText(`contacted → closed · ${lostReason}`);
    expect(storedLead(ids.farooq, desk)).toMatchObject({ status: "closed", lost_reason: lostReason });

    await gotoReady(page, "/admin");
    await expect(deskView(page, "due")).toHaveAccessibleName(`${copy.views.due}, 0`);
    await deskView(page, "due").click();
    await expect(page.locator("main").getByText(copy.dueEmpty)).toBeVisible();
  });
});

// ---- tomorrow ------------------------------------------------------------------------------------

test.describe("the next morning at a desktop, without JavaScript", () => {
  test.use({ ...desktop, javaScriptEnabled: false });

  test("09:00 Asha's follow-up is due today, first on the Due list", async ({ page }) => {
    setClock(tomorrow, "09:00");
    await apiSignIn(page.request, kavya);
    await page.goto("/admin?view=due");
    await expect(page.locator("main").getByRole("heading", { level: 1 })).toHaveText(copy.views.due);
    expect(await listedLeadNames(page)).toEqual([asha.name, asha.name]);
    const [first, second] = [0, 1].map((i) =>
      page
        .getByRole("table")
        .getByRole("row")
        .nth(i + 1),
    );
    await expect(first!).toContainText(asha.service);
    await expect(first!).toContainText(`Due today · ${shown(ist(tomorrow, "10:00"))}`);
    await expect(second!).toContainText(ashaWardrobe.service);
    await expect(second!).toContainText(`Due today · ${shown(ist(tomorrow, "16:00"))}`);
  });
});

test.describe("the next morning on a phone, with JavaScript", () => {
  test.use(phone);

  test("10:30 it is overdue, still first; converted, it leaves the list and its follow-up ends", async ({
    page,
  }) => {
    setClock(tomorrow, "10:30");
    await apiSignIn(page.request, kavya);
    await gotoReady(page, "/admin?view=due");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.views.due);
    const cards = main.getByRole("listitem").filter({ has: page.getByRole("link", { name: asha.name }) });
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(asha.service);
    await expect(cards.nth(0)).toContainText(`Overdue · ${shown(ist(tomorrow, "10:00"))}`);
    await expect(cards.nth(1)).toContainText(`Due today · ${shown(ist(tomorrow, "16:00"))}`);
    await expectAccessibleOnceNoticeClosed(page, "Due view with an overdue follow-up (phone)");

    await statusSelect(cards.nth(0), asha.name).selectOption("converted");
    await expectToast(page, { title: "Lead updated", text: "Lead status changed to converted" });
    // Off the list: only the wardrobe, due this afternoon, is left.
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(ashaWardrobe.service);

    const view = await apiLead(page.request, ids.asha);
    expect(view.lead.status).toBe("converted");
    expect(view.followUpAt).toBeNull();
    expect(view.activities.map((entry) => [entry.kind, entry.actor])).toEqual([
      ["status", kavya.email],
      // The call marked the lead contacted in the same step: that move, then the call.
      ["call", kavya.email],
      ["status", kavya.email],
      ["assignment", admin.email],
      ["repeat", null],
    ]);
    expect(view.activities[0]!.text).toBe("contacted → converted");

    await gotoReady(page, `/admin/leads/${ids.asha}`);
    const lead = leadPage(page);
    await expect(lead.followUp).toContainText("Converted and closed leads have nothing to follow up.");
    await expect(lead.followUpAt).toHaveCount(0);
    await expect(main.getByText(/Overdue|Due today/)).toHaveCount(0);
  });
});

test.describe("the owner's export", () => {
  test.use(desktop);

  test("the CSV carries the lost reason and who worked each enquiry, and India's date in its name", async ({
    page,
  }) => {
    // 1:30 am in Bengaluru the day after tomorrow: still tomorrow evening in UTC.
    setClock(dayAfter, "01:30");
    await apiSignIn(page.request, admin);
    await gotoReady(page, "/admin?view=all");
    const exportLink = page.locator("main").getByRole("link", { name: "Export CSV" });
    const href = await exportLink.getAttribute("href");
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="leads-${dayAfter}.csv"`);
    const report = await page.request.get("/api/reports.csv?table=pages&days=7");
    expect(report.headers()["content-disposition"]).toBe(
      `attachment; filename="pages-2027-01-08-to-${dayAfter}.csv"`,
    );
    const [header, ...rows] = parseCsv(await response.text());
    const column = (name: string) => header!.indexOf(name);
    const byId = new Map(rows.map((row) => [row[column("id")], row]));
    const row = (id: string) => {
      const found = byId.get(id);
      expect(found, id).toBeDefined();
      return Object.fromEntries(
        ["name", "status", "assignee", "lost_reason"].map((name) => [name, found![column(name)]]),
      );
    };
    expect(row(ids.farooq)).toEqual({
      name: farooq.name,
      status: "closed",
      assignee: kavya.email,
      lost_reason: lostReason,
    });
    expect(row(ids.asha)).toEqual({
      name: asha.name,
      status: "converted",
      assignee: kavya.email,
      lost_reason: "",
    });
    expect(row(ids.ashaWardrobe)).toEqual({
      name: asha.name,
      status: "new",
      assignee: kavya.email,
      lost_reason: "",
    });
    expect(row(ids.ravis)).toMatchObject({ assignee: ravi.email });
  });
});
