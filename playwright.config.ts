import { defineConfig, devices } from "@playwright/test";

// End-to-end tests run against the production build (`npm run build` first; `npm test` does it),
// in Debian's Chromium: test tools may not download browsers on these machines.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const servers = {
  carpentry: { port: 4310, env: { SITE_PROFILE: "carpentry" } },
  // Same build, configuration changed at start: proves nothing business-specific is baked in.
  overrides: {
    port: 4311,
    env: {
      SITE_PROFILE: "carpentry",
      PUBLIC_URL: "https://www.example-carpenters.in",
      BUSINESS_PHONE: "080 4000 1234",
      BUSINESS_EMAIL: "hello@example-carpenters.in",
    },
  },
} as const;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    {
      name: "carpentry",
      testIgnore: /overrides\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${servers.carpentry.port}` },
    },
    {
      name: "overrides",
      testMatch: /overrides\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${servers.overrides.port}` },
    },
  ],
  webServer: Object.values(servers).map(({ port, env }) => ({
    command: "node server.js",
    url: `http://127.0.0.1:${port}/`,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    timeout: 60_000,
  })),
});
