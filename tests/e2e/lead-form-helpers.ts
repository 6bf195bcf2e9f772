// Shared by the lead-form specs: unique visitors, the form's controls, and what the server stored.
// Each project's server writes to its own SQLite file (playwright.config.ts, `metadata.database`);
// the tests open it read-only to see exactly what was kept.
import { fileURLToPath } from "node:url";
import { type Locator, type Page, type TestInfo } from "@playwright/test";
import Database from "better-sqlite3";

export type LeadRow = {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  service: string;
  message: string | null;
  status: string;
  created_at: string;
  updated_at: string;
  source_path: string | null;
  area: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
};

function databasePath(testInfo: TestInfo): string {
  const file: unknown = testInfo.project.metadata.database;
  if (typeof file !== "string") {
    throw new Error(`project "${testInfo.project.name}" names no database in its metadata`);
  }
  // Relative to the project root, where playwright.config.ts and the servers run.
  return fileURLToPath(new URL(`../../${file}`, import.meta.url));
}

/** The stored leads matching every given column, oldest first. */
export function storedLeads(
  testInfo: TestInfo,
  where: Partial<Pick<LeadRow, "id" | "name" | "phone">>,
): LeadRow[] {
  const entries = Object.entries(where).filter(([, value]) => value !== undefined);
  if (entries.length === 0) throw new Error("storedLeads needs at least one condition");
  const db = new Database(databasePath(testInfo), { readonly: true, fileMustExist: true });
  try {
    const clause = entries.map(([column]) => `${column} = ?`).join(" and ");
    return db
      .prepare(`select * from leads where ${clause} order by created_at, id`)
      .all(...entries.map(([, value]) => value)) as LeadRow[];
  } finally {
    db.close();
  }
}

let visitorCount = 0;

/**
 * A visitor no other test uses: the same phone and service within 10 minutes count as one lead,
 * so every test needs its own number. Worker indexes are unique within a run and the counter is
 * per worker, which makes the number unique in the run (each run starts with empty databases).
 */
export function newVisitor(testInfo: TestInfo) {
  visitorCount += 1;
  const worker = String(testInfo.workerIndex % 100).padStart(2, "0");
  const serial = String(visitorCount).padStart(6, "0");
  const national = `98${worker}${serial}`;
  return {
    name: `Test Visitor ${worker}-${serial}`,
    /** As a person would type it. */
    phone: `+91 ${national.slice(0, 5)} ${national.slice(5)}`,
    /** As it is stored. */
    e164: `+91${national}`,
    /** A client address for a server that trusts X-Forwarded-For (the rate-limit server). */
    address: `198.18.${worker.replace(/^0/, "")}.${visitorCount % 250}`,
    /** An IPv6 /64 of its own, for the same server: add `::1`, `::2`... for its addresses. */
    network: `2001:db8:${testInfo.workerIndex.toString(16)}:${visitorCount.toString(16)}`,
  };
}

export type Visitor = ReturnType<typeof newVisitor>;

/** The enquiry form on the contact page and its controls, found the way a person finds them. */
export function leadForm(page: Page) {
  const form = page.locator("#enquiry form");
  return {
    form,
    name: form.getByLabel("Your Name"),
    phone: form.getByLabel("Phone Number"),
    email: form.getByLabel("Email"),
    service: form.getByLabel("Service Required"),
    message: form.getByLabel("Message"),
    submit: form.locator('button[type="submit"]'),
    /** The notice the server renders into the form after a post without JavaScript. */
    serverNotice: (role: "status" | "alert") => form.getByRole(role),
  };
}

export type LeadForm = ReturnType<typeof leadForm>;

/** Fills the form; fields left out stay as they are. */
export async function fillLeadForm(
  form: LeadForm,
  values: { name?: string; phone?: string; email?: string; service?: string; message?: string },
): Promise<void> {
  if (values.name !== undefined) await form.name.fill(values.name);
  if (values.phone !== undefined) await form.phone.fill(values.phone);
  if (values.email !== undefined) await form.email.fill(values.email);
  if (values.service !== undefined) await form.service.selectOption(values.service);
  if (values.message !== undefined) await form.message.fill(values.message);
}

/**
 * Holds every enquiry POST until the test lets it go, so the in-flight state can be seen for as
 * long as the test needs it, whatever the machine's speed. Returns the release.
 */
export async function holdEnquiries(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/leads", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The notices shown in the corner (with JavaScript). */
export function toasts(page: Page): Locator {
  return page.getByTestId("toast");
}

/** Marks the window, so a test can tell later whether the page was reloaded. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { leadFormMarker?: string }).leadFormMarker = "still here";
  });
}

export async function windowMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { leadFormMarker?: string }).leadFormMarker);
}

/** Waits for the response to the form's own POST (without JavaScript: a document). */
export function formPostResponse(page: Page, path: string) {
  return page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === path,
  );
}

/**
 * The value for `test.use({ allowedConsoleErrors })`. Playwright reads an array whose second item
 * is an object as a [value, options] fixture tuple, so a list of two or more RegExps must be
 * wrapped like this, or the first RegExp alone would become the option's value.
 */
export function allowConsoleErrors(...patterns: RegExp[]): [RegExp[], { scope: "test" }] {
  return [patterns, { scope: "test" }];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Matches the console error a browser logs for a resource at `path` answered with `status`. */
export function failedResourceError(status: number, path: string): RegExp {
  return new RegExp(
    `^console\\.error: Failed to load resource: the server responded with a status of ${status} \\(.*\\) \\(https?://[^/]+${escapeRegExp(path)}(\\?[^:#]*)?(#[^:]*)?:\\d+\\)$`,
  );
}

/** The form's own console report of a failed submission: the page logs it besides showing a notice. */
export const submissionFailureLog = /^console\.error: Enquiry could not be sent:/;

/** The browser's report of a request that never got an answer. */
export const networkFailureError =
  /^console\.error: Failed to load resource: net::ERR_FAILED \(https?:\/\/[^/]+\/api\/leads:\d+\)$/;

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
