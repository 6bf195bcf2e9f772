// The desk's CSV downloads are named by the day in Bengaluru, not by the server's UTC day: just
// after midnight in India (still the evening before in UTC) an admin's leads file and a report
// table both carry India's date. On a server of its own, whose desk clock (CLOCK_FILE) is 1:30 am
// on 1 April 2027 in Bengaluru.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type StartedServer, startServer } from "../support/built-server";
import { type Account, createAdmin, type DeskServer, expect, test } from "./admin-helpers";
import { signedInApiAt } from "./report-helpers";

const port = Number(process.env.E2E_PORT_BASE ?? 4310) + 41;
const base = `http://127.0.0.1:${port}`;
/** 1:30 am on 1 April in Bengaluru is 8 pm on 31 March in UTC. */
const deskNow = new Date("2027-04-01T01:30:00+05:30");
let server: StartedServer;
let dir: string;
let admin: Account;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: base });

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
test.beforeAll(async ({}, testInfo) => {
  dir = mkdtempSync(join(tmpdir(), "desk-csv-day-"));
  const clockFile = join(dir, "clock");
  writeFileSync(clockFile, deskNow.toISOString());
  const desk: DeskServer = { baseURL: base, dataDir: dir, databasePath: join(dir, "app.db") };
  server = await startServer({
    PORT: String(port),
    DATABASE_URL: desk.databasePath,
    DATA_DIR: dir,
    CLOCK_FILE: clockFile,
    SITE_PROFILE: "carpentry",
    PUBLIC_URL: base,
    TRUST_PROXY: "true",
  });
  admin = await createAdmin(testInfo, "csv-day-admin", desk);
});

test.afterAll(async () => {
  if (server) {
    server.process.kill("SIGTERM");
    await server.exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("an admin's CSV downloads are named by today's date in India", async ({ playwright }) => {
  const api = await signedInApiAt(base, playwright, admin);
  try {
    const leads = await api.get("/api/leads.csv");
    expect(leads.status()).toBe(200);
    expect(leads.headers()["content-disposition"]).toBe('attachment; filename="leads-2027-04-01.csv"');
    const report = await api.get("/api/reports.csv?table=pages&days=7");
    expect(report.status()).toBe(200);
    expect(report.headers()["content-disposition"]).toBe(
      'attachment; filename="pages-2027-03-26-to-2027-04-01.csv"',
    );
  } finally {
    await api.dispose();
  }
});
