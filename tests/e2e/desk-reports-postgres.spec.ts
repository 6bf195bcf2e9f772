// The reports page on PostgreSQL: a server of its own on a new PostgreSQL database, filled with the
// same known history as the SQLite run (tests/support/report-history.ts), shows an admin the same
// figures on a phone and a desktop, with no accessibility violation, and the API agrees.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Db } from "../../app/server/db/connect.server";
import { type StartedServer, startServer } from "../support/built-server";
import { reportNow, seedReportHistory } from "../support/report-history";
import { type Account, adminCliOn, expect, newEmail, test } from "./admin-helpers";
import {
  desktop,
  expectAccessible,
  pageRow,
  period,
  phone,
  signedInApiAt,
  signedInBrowserAt,
} from "./report-helpers";

const url = process.env.TEST_DATABASE_URL;
const port = Number(process.env.E2E_PORT_BASE ?? 4310) + 24;
const base = `http://127.0.0.1:${port}`;
const name = `reports_${Date.now().toString(36)}`;
let server: StartedServer | undefined;
let dir: string | undefined;
let admin: Account;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base });
test.skip(!url, "needs PostgreSQL (TEST_DATABASE_URL)");

const databaseUrl = () => Object.assign(new URL(url!), { pathname: `/${name}` }).href;

async function onServerDatabase(work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
test.beforeAll(async ({}, testInfo) => {
  test.slow();
  await onServerDatabase((client) => client.query(`create database ${name}`));
  dir = mkdtempSync(join(tmpdir(), "desk-reports-pg-"));
  const clockFile = join(dir, "clock");
  writeFileSync(clockFile, reportNow.toISOString());
  server = await startServer({
    PORT: String(port),
    DATABASE_URL: databaseUrl(),
    DATA_DIR: dir,
    CLOCK_FILE: clockFile,
    SITE_PROFILE: "interiors",
    PUBLIC_URL: base,
    TRUST_PROXY: "true",
  });
  admin = { email: newEmail("reports-pg", testInfo), password: "Rosewood-ledger-2026" };
  const created = await adminCliOn(
    { DATA_DIR: dir, DATABASE_URL: databaseUrl() },
    "create",
    "--email",
    admin.email,
    "--password",
    admin.password,
  );
  expect(created.out).toContain(`Created admin ${admin.email}`);
  // The server made the tables; the history is written straight into them.
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl() }) }),
  });
  try {
    await seedReportHistory(db as unknown as Db);
  } finally {
    await db.destroy();
  }
});

test.afterAll(async () => {
  if (server) {
    server.process.kill("SIGTERM");
    await server.exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (url) await onServerDatabase((client) => client.query(`drop database if exists ${name} with (force)`));
});

for (const [size, options] of [
  ["phone", phone],
  ["desktop", desktop],
] as const) {
  test(`an admin sees the seeded figures on PostgreSQL, on a ${size}`, async ({ browser, playwright }) => {
    const api = await signedInApiAt(base, playwright, admin);
    const context = await signedInBrowserAt(base, browser, api, options);
    try {
      const page = await context.newPage();
      await page.goto(`/admin/reports?${period}`);
      await expect(page.getByText("22 Nov 2026 to 24 Nov 2026 (3 days)")).toBeVisible();
      const totals = page.locator("main dl");
      await expect(totals).toContainText("Page views47");
      await expect(totals).toContainText("Visitors35");
      await expect(totals).toContainText("Contacts16");
      await expect(totals).toContainText("Leads5");
      expect(await pageRow(page, "Home")).toEqual(["19", "14", "3", "2", "1", "42.9"]);
      expect(await pageRow(page, "Koramangala")).toEqual(["22", "16", "3", "3", "2", "50.0"]);
      await expect(
        page.getByRole("region", { name: "From lead to converted" }).getByRole("img"),
      ).toHaveAttribute(
        "aria-label",
        "From lead to converted: New 5, Contacted 3, Qualified 2, Converted 1, Closed (lost) 1.",
      );
      await expectAccessible(page, `PostgreSQL, ${size}`);

      const report = (await (await api.get(`/api/reports?${period}`)).json()) as { totals: unknown };
      expect(report.totals).toEqual({
        views: 47,
        visitors: 35,
        calls: 7,
        whatsapps: 5,
        leads: 5,
        contacts: 16,
      });
    } finally {
      await context.close();
      await api.dispose();
    }
  });
}
