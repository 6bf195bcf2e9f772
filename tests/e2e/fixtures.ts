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

export function isIgnorableConsoleError(message: ConsoleMessage): boolean {
  return isMapsError(message);
}

type Fixtures = {
  /**
   * Console errors a test expects, matched against "console.error: <text> (<url>:<line>)"; e.g.
   * the browser reports the 404 status of a not-found document as a console error.
   */
  allowedConsoleErrors: RegExp[];
  /** Console errors and page errors seen during the test; checked after it. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use, testInfo) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error" || isIgnorableConsoleError(message)) return;
        const { url, lineNumber } = message.location();
        const entry = `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`;
        if (allowedConsoleErrors.some((pattern) => pattern.test(entry))) return;
        errors.push(entry);
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

/** The console error a browser logs for a document answered with 404 at `path`. */
export function notFoundDocumentError(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `^console\\.error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(https?://[^/]+${escaped}:\\d+\\)$`,
  );
}

/**
 * Waits until the page's script has run, so clicks and keys reach its handlers instead of being lost
 * before it loads: on public pages app/client/enhance.ts (it marks <html data-enhanced>), on the
 * desk React's hydration (React tags each DOM node it owns with a fiber key).
 */
export async function waitForPageScript(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.documentElement.hasAttribute("data-enhanced")) return true;
    const main = document.getElementById("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
}

/** Goes to a path and waits for the page's script; returns the document response. */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForPageScript(page);
  return response;
}
