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

/**
 * Adds `ms` to the running test's timeout, for a test whose work grows with what it finds (pages it
 * must compare with each other, links it follows, focus stops it checks): its timeout grows with
 * the work rather than one figure fitting every count. No timeout (0, as when debugging) stays so.
 */
export function allowMoreTime(ms: number): void {
  const { timeout } = test.info();
  if (timeout > 0) test.setTimeout(timeout + ms);
}

/** What one more page load may take on a busy machine. */
export const pageLoadAllowanceMs = 5_000;

/** Called once for each page a test loads, before loading it (see allowMoreTime). */
export function allowTimeForPage(): void {
  allowMoreTime(pageLoadAllowanceMs);
}

/**
 * The wait for what follows a server round trip (a notice after a form is sent, a status saved):
 * on a busy machine the answer, and the page's work on it, can take several seconds more than a
 * step that stays in the browser. Only the first look waits this long; what follows is checked at
 * once, on what is then on screen.
 */
export const afterRoundTrip = { timeout: 15_000 } as const;

/**
 * The window for checking that no notice is on screen. Notices leave by themselves after five
 * seconds, so a longer wait would let one that should not be there go away and the check pass:
 * this is the check's own window (the five seconds it always had), not the machine's tolerance.
 */
export const noNoticeWindow = { timeout: 5_000 } as const;
