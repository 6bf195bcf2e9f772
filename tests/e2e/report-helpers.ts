// What the reports page's browser tests share: the two screen sizes, the seeded history's period,
// reading a row of the page table, and the accessibility check (tests/e2e/accessibility.ts).
import type { APIRequestContext, Browser, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { type Account, apiSignIn, newClientAddress, test } from "./admin-helpers";
export { expectAccessible } from "./accessibility";

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const desktop = { viewport: { width: 1366, height: 900 } } as const;

/** The period the seeded figures are worked out for: the last three days, today included. */
export const period = "from=2026-11-22&to=2026-11-24";

/** A row of the page table, by the page's name, as the cells read. */
export async function pageRow(page: Page, name: string) {
  const row = page.getByRole("table", { name: "Pages" }).getByRole("row").filter({ hasText: name }).first();
  return (await row.getByRole("cell").allInnerTexts()).map((text) => text.trim());
}

/** An API client of the reports server at `base`, at an address of its own, signed in as `account`. */
export async function signedInApiAt(
  base: string,
  playwright: PlaywrightWorkerArgs["playwright"],
  account: Account,
) {
  const api = await playwright.request.newContext({
    baseURL: base,
    extraHTTPHeaders: { "X-Forwarded-For": newClientAddress(test.info()) },
  });
  await apiSignIn(api, account);
  return api;
}

/** A browser at a phone's or a desktop's size, with the session of `api`. */
export async function signedInBrowserAt(
  base: string,
  browser: Browser,
  api: APIRequestContext,
  options: { javaScriptEnabled?: boolean } & (typeof phone | typeof desktop),
) {
  return browser.newContext({
    ...options,
    baseURL: base,
    storageState: await api.storageState(),
    acceptDownloads: true,
    extraHTTPHeaders: { "X-Forwarded-For": newClientAddress(test.info()) },
  });
}
