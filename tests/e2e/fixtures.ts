// Shared test fixture: every test fails if the page logs a console error or throws an uncaught
// exception. The only exception is the third-party Google Maps embed, which cannot load on an
// offline machine.
import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";

const MAPS_HOST = "maps.google.com";

function fromMaps(url: string): boolean {
  try {
    return new URL(url).host === MAPS_HOST;
  } catch {
    return false;
  }
}

/** True for the errors the unreachable map iframe causes. */
function isMapsError(message: ConsoleMessage): boolean {
  const text = message.text();
  if (text.includes(MAPS_HOST)) return true;
  return /net::ERR_/.test(text) && fromMaps(message.location().url);
}

/**
 * KNOWN PRODUCT BUG, tested on its own in pages.spec.ts ("the site serves a favicon"): the site
 * has no favicon, so the browser's automatic /favicon.ico request answers 404 on every page.
 * Ignored here so that one missing file does not fail every other test.
 */
function isMissingFaviconError(message: ConsoleMessage): boolean {
  const { url } = message.location();
  return /status of 404/.test(message.text()) && /^https?:\/\/[^/]+\/favicon\.ico$/.test(url);
}

export function isIgnorableConsoleError(message: ConsoleMessage): boolean {
  return isMapsError(message) || isMissingFaviconError(message);
}

type Fixtures = {
  /** Console errors and page errors seen during the test; checked after it. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error" || isIgnorableConsoleError(message)) return;
        const { url, lineNumber } = message.location();
        errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`);
      });
      page.on("pageerror", (error) => {
        errors.push(`pageerror: ${error.name}: ${error.message}`);
      });
      await use(errors);
      if (testInfo.status === testInfo.expectedStatus) {
        expect(errors, "the page logged errors to the console").toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated the server-rendered page (React tags each DOM node it owns
 * with a fiber key), so clicks reach React handlers instead of being lost before hydration.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
}

/** Goes to a path and waits for hydration; returns the document response. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
