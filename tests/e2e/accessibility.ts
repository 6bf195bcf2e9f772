// Accessibility checks: axe's WCAG A and AA rules (2.0 to 2.2) on the page as it is. A scan of a
// long page takes seconds on a busy machine, so each one gives its test that much more time.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { allowMoreTime, expect } from "./fixtures";

export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** What one scan may take on a busy machine. */
const scanAllowanceMs = 10_000;

/**
 * The page's violations (within `include`, a selector, when given), each as "rule (how many) what it
 * asks: where" with up to three places.
 */
export async function wcagViolations(page: Page, include?: string): Promise<string[]> {
  allowMoreTime(scanAllowanceMs);
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map((violation) => {
    const nodes = violation.nodes.map((node) => node.target.join(" ")).slice(0, 3);
    return `${violation.id} (${violation.nodes.length}) ${violation.help}: ${nodes.join(" | ")}`;
  });
}

/** Expects no violation, softly: a walk through several states goes on, and reports each state's. */
export async function expectAccessible(page: Page, state: string, include?: string): Promise<void> {
  expect.soft(await wcagViolations(page, include), `WCAG A/AA violations: ${state}`).toEqual([]);
}
