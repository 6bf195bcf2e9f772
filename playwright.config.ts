import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { find } from "./scripts/system-tools/tools.mjs";

// End-to-end tests run against the production build (`npm run build` first; `npm test` does it), in the
// Chromium `scripts/system-tools/ensure.mjs` finds or installs (CHROMIUM_PATH, the system's, Playwright's own).
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The desk server's data folder (database, auth secret, outbox), relative to this file's directory. */
export const deskDataDir = "data/e2e-desk";
/** The data folder the two site-publishing servers share (one SQLite database, one auth secret). */
export const siteDataDir = "data/e2e-site";
/** The data folder of the server where projects and photos are added and published. */
export const workDataDir = "data/e2e-work";
/** The data folder of the server where quotations are written, sent and approved. */
export const quotesDataDir = "data/e2e-quotes";
/** The WhatsApp server's data folder. */
export const whatsappDataDir = "data/e2e-whatsapp";

// Each server has its own SQLite database, ./data/e2e-<name>.db, deleted when the server starts
// (see webServer below), so every run begins empty. The default limit of 5 leads per 10 minutes
// per client address would let the lead-form tests, all from 127.0.0.1, limit each other: the
// main server raises it, and the "limited" server exists to test the limit itself.
// E2E_PORT_BASE moves all seven servers (default 4310-4316), so two checkouts can run side by side.
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);

/**
 * The WhatsApp settings of the "whatsapp" server: its Graph API is the stand-in the spec starts on
 * `standInPort` (tests/support/graph-api-stand-in.ts), with this token and number id.
 */
export const whatsappSettings = {
  standInPort: portBase + 19,
  token: "EAAGe2eStandInToken0000000000000000",
  phoneNumberId: "106540352242922",
  appSecret: "e2e-app-secret-0123456789",
  verifyToken: "e2e-verify-token",
} as const;

export const servers = {
  carpentry: { port: portBase, env: { SITE_PROFILE: "carpentry", LEAD_RATE_LIMIT: "1000/10m" } },
  // Same build, configuration changed at start: proves nothing business-specific is baked in.
  overrides: {
    port: portBase + 1,
    env: {
      SITE_PROFILE: "carpentry",
      PUBLIC_URL: "https://www.example-carpenters.in",
      BUSINESS_PHONE: "080 4000 1234",
      BUSINESS_EMAIL: "hello@example-carpenters.in",
    },
  },
  // The other profile of the same build: interiors (its form has an e-mail field, and it has
  // the neighbourhood landing pages). PUBLIC_URL is a public address unlike the one the tests use,
  // so the SEO tests can tell absolute URLs built from it (sitemap, canonical, og:*, JSON-LD).
  interiors: {
    port: portBase + 2,
    env: {
      SITE_PROFILE: "interiors",
      LEAD_RATE_LIMIT: "1000/10m",
      PUBLIC_URL: "https://www.example-interiors.in",
    },
  },
  // A low lead limit. TRUST_PROXY lets each test be its own client (X-Forwarded-For), so the
  // tests, and a retry, do not share one address's count.
  limited: {
    port: portBase + 3,
    env: { SITE_PROFILE: "carpentry", LEAD_RATE_LIMIT: "2/10m", TRUST_PROXY: "true" },
  },
  // The staff lead desk (/admin). Its data folder holds the database, the auth secret and the mail
  // outbox (no SMTP_URL: every e-mail is a JSON file there), and is removed when the server starts.
  // PUBLIC_URL is the address the tests use, so e-mailed links and Origin checks agree with it.
  // TRUST_PROXY lets each test be its own client address (X-Forwarded-For), so the per-address
  // sign-in and sign-up limits of one test never refuse another's.
  desk: {
    port: portBase + 4,
    env: {
      SITE_PROFILE: "carpentry",
      LEAD_RATE_LIMIT: "1000/10m",
      PUBLIC_URL: `http://127.0.0.1:${portBase + 4}`,
      TRUST_PROXY: "true",
      DATA_DIR: `./${deskDataDir}`,
    },
  },
  // Two servers of one site sharing one database, as behind a load balancer: what an admin
  // publishes on one shows on both. "site" clears the shared folder at start; "site-mirror" starts
  // after it, on the same folder. Each one's PUBLIC_URL is its own address, so Origin checks pass.
  site: {
    port: portBase + 5,
    env: {
      SITE_PROFILE: "carpentry",
      PUBLIC_URL: `http://127.0.0.1:${portBase + 5}`,
      TRUST_PROXY: "true",
      DATA_DIR: `./${siteDataDir}`,
    },
  },
  "site-mirror": {
    port: portBase + 6,
    env: {
      SITE_PROFILE: "carpentry",
      PUBLIC_URL: `http://127.0.0.1:${portBase + 6}`,
      TRUST_PROXY: "true",
      DATA_DIR: `./${siteDataDir}`,
    },
  },
  // Projects and photos: added from the desk and through the API, published, and looked for on the
  // interiors site's pages (its neighbourhood pages show a project's area).
  work: {
    port: portBase + 7,
    env: {
      SITE_PROFILE: "interiors",
      LEAD_RATE_LIMIT: "1000/10m",
      PUBLIC_URL: `http://127.0.0.1:${portBase + 7}`,
      TRUST_PROXY: "true",
      DATA_DIR: `./${workDataDir}`,
    },
  },
  // Quotations: written and sent on the desk, opened and approved by the customer on the public page.
  quotes: {
    port: portBase + 8,
    env: {
      SITE_PROFILE: "carpentry",
      LEAD_RATE_LIMIT: "1000/10m",
      PUBLIC_URL: `http://127.0.0.1:${portBase + 8}`,
      TRUST_PROXY: "true",
      DATA_DIR: `./${quotesDataDir}`,
    },
  },
  // WhatsApp chats on the desk: Meta's webhook is posted by the spec, the Graph API is its stand-in.
  whatsapp: {
    port: portBase + 9,
    env: {
      SITE_PROFILE: "carpentry",
      PUBLIC_URL: `http://127.0.0.1:${portBase + 9}`,
      TRUST_PROXY: "true",
      DATA_DIR: `./${whatsappDataDir}`,
      WHATSAPP_TOKEN: whatsappSettings.token,
      WHATSAPP_PHONE_NUMBER_ID: whatsappSettings.phoneNumberId,
      WHATSAPP_APP_SECRET: whatsappSettings.appSecret,
      WHATSAPP_VERIFY_TOKEN: whatsappSettings.verifyToken,
      WHATSAPP_API_URL: `http://127.0.0.1:${whatsappSettings.standInPort}/v23.0`,
    },
  },
} as const;

export type ServerName = keyof typeof servers;

/** The servers with a data folder of their own (database, auth secret, outbox). */
const dataDirs: Partial<Record<ServerName, string>> = {
  desk: deskDataDir,
  work: workDataDir,
  quotes: quotesDataDir,
  whatsapp: whatsappDataDir,
  site: siteDataDir,
  "site-mirror": siteDataDir,
};

/** The SQLite file a server writes its leads to, relative to this file's directory. */
export const databaseFile = (name: ServerName) =>
  dataDirs[name] ? `${dataDirs[name]}/app.db` : `data/e2e-${name}.db`;

/** Clears a server's state before it starts, so every run begins empty (the mirror shares the site's). */
const clearState = (name: ServerName) =>
  name === "site-mirror"
    ? "true"
    : dataDirs[name]
      ? `rm -rf ./${dataDirs[name]}`
      : `rm -f ${databaseFile(name)} ${databaseFile(name)}-*`;

const baseURL = (name: ServerName) => `http://127.0.0.1:${servers[name].port}`;

/**
 * The address a server writes into absolute URLs: its PUBLIC_URL, or the server's own default,
 * http://localhost:{PORT} (app/server/site.server.ts).
 */
const publicUrl = (name: ServerName) => {
  const env: Partial<Record<string, string>> = servers[name].env;
  return env.PUBLIC_URL ?? `http://localhost:${servers[name].port}`;
};

// One worker per core: each test drives its own browser against the servers above, which share the
// same cores, so more workers than cores only make every test slower. (Playwright's default, half
// the cores, would leave one of two cores idle.) E2E_WORKERS overrides it. The desk project runs
// one test at a time whatever this says.
const workers = Number(process.env.E2E_WORKERS ?? availableParallelism());

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers,
  // The machines that run the suite are shared and often busy: a page that answers in half a
  // second on a quiet machine can take several. These timeouts are the machine's tolerance, not
  // what a test asserts. A test that walks through many pages is one test per page, or extends its
  // own timeout as it goes (fixtures.ts: allowMoreTime); a notice after a server round trip gets
  // longer still (afterRoundTrip), and a check that no notice shows keeps its own short window
  // (noNoticeWindow), as notices leave by themselves.
  // 90 s: a test, or a hook that starts a server of its own and signs people up, runs three to
  // four times slower than on a quiet machine when CI shares its machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    trace: "retain-on-failure",
    launchOptions: { executablePath: find("chromium") ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  // `metadata.database` tells the lead-form tests which file holds the project's leads;
  // `metadata.profile` and `metadata.publicUrl` tell the SEO tests which site they are looking at.
  projects: [
    // The projects that run one test at a time come first. Playwright hands a free worker the first
    // test in this order that its project's worker limit allows, so the desk's long serial run starts
    // at once on one worker while the other works through everything else beside it; placed last, it
    // ran alone at the end with the other worker idle (about a third of the suite's time).
    {
      name: "desk",
      testMatch: /admin-[^/]*\.spec\.ts/,
      // One database for the whole desk: its tests compare counters before and after a change, so
      // they run one at a time.
      workers: 1,
      metadata: { database: databaseFile("desk") },
      use: { ...devices["Desktop Chrome"], baseURL: baseURL("desk") },
    },
    // Publishing the site, on two servers sharing one database: tests change the live site, so
    // they run one at a time. `metadata.mirror` is the second server's address.
    {
      name: "site",
      // Every site-*.spec.ts but the page counts' (project "rate-limit").
      testMatch: /site-(?!counts)[^/]*\.spec\.ts/,
      workers: 1,
      metadata: { database: databaseFile("site"), mirror: baseURL("site-mirror") },
      use: { ...devices["Desktop Chrome"], baseURL: baseURL("site") },
    },
    // Projects and photos, one test at a time on their own server: publishing changes its pages.
    {
      name: "work",
      testMatch: /work-[^/]*\.spec\.ts/,
      workers: 1,
      metadata: { database: databaseFile("work"), profile: "interiors", publicUrl: publicUrl("work") },
      use: { ...devices["Desktop Chrome"], baseURL: baseURL("work") },
    },
    // Quotations, on their own server: a desk journey and a customer's journey, side by side.
    {
      name: "quotes",
      testMatch: /quotes-[^/]*\.spec\.ts/,
      metadata: { database: databaseFile("quotes"), profile: "carpentry", publicUrl: publicUrl("quotes") },
      use: { ...devices["Desktop Chrome"], baseURL: baseURL("quotes") },
    },
    // WhatsApp chats, on their own server, one test at a time: the stand-in has one fixed port.
    {
      name: "whatsapp",
      testMatch: /whatsapp-chats\.spec\.ts/,
      workers: 1,
      metadata: {
        database: databaseFile("whatsapp"),
        profile: "carpentry",
        publicUrl: publicUrl("whatsapp"),
      },
      use: { ...devices["Desktop Chrome"], baseURL: baseURL("whatsapp") },
    },
    {
      name: "carpentry",
      testIgnore:
        /(overrides|lead-form-interiors|lead-form-rate-limit|site-[^/]*|work-[^/]*|quotes-[^/]*|whatsapp-chats|admin-[^/]*|landing-[^/]*)\.spec\.ts/,
      metadata: {
        database: databaseFile("carpentry"),
        profile: "carpentry",
        publicUrl: publicUrl("carpentry"),
      },
      use: { ...devices["Desktop Chrome"], baseURL: baseURL("carpentry") },
    },
    {
      name: "overrides",
      testMatch: /overrides\.spec\.ts/,
      metadata: { database: databaseFile("overrides") },
      use: { ...devices["Desktop Chrome"], baseURL: baseURL("overrides") },
    },
    {
      name: "interiors",
      // The interiors profile's form, its neighbourhood landing pages, and the SEO specs (which run in the
      // carpentry project too).
      testMatch: /(lead-form-interiors|landing-[^/]*|seo-[^/]*)\.spec\.ts/,
      metadata: {
        database: databaseFile("interiors"),
        profile: "interiors",
        publicUrl: publicUrl("interiors"),
      },
      use: { ...devices["Desktop Chrome"], baseURL: baseURL("interiors") },
    },
    // The server that trusts X-Forwarded-For, so each test is its own client: the lead limit, and the
    // page counts, which count at most a few views of a page a minute from one address.
    {
      name: "rate-limit",
      testMatch: /(lead-form-rate-limit|site-counts)\.spec\.ts/,
      metadata: { database: databaseFile("limited") },
      use: { ...devices["Desktop Chrome"], baseURL: baseURL("limited") },
    },
  ],
  // Playwright starts the web servers before any globalSetup, so each server's command clears
  // its own database first.
  webServer: (Object.keys(servers) as ServerName[]).map((name) => ({
    command: `${clearState(name)} && exec node server.js`,
    url: `${baseURL(name)}/`,
    env: {
      ...servers[name].env,
      DATABASE_URL: `./${databaseFile(name)}`,
      PORT: String(servers[name].port),
      HOST: "127.0.0.1",
    },
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    // 90 s: a test, or a hook that starts a server of its own and signs people up, runs three to
    // four times slower than on a quiet machine when CI shares its machine.
    timeout: 90_000,
  })),
});
