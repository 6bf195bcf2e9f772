import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DeskOperations } from "~/lib/desk-operations";
import { OperationsStatus, operationsFailing } from "./operations-status";

// What an admin reads at the top of the desk about off-site backups and e-mail, in each state.

const working = { failing: false } as const;
const on = {
  state: "on",
  ageSeconds: 7200,
  failingForSeconds: null,
  lastError: null,
  checkFailed: false,
  late: false,
} as const;

/** The lines as read, each with its tone. */
function read(status: DeskOperations): string[] {
  const html = renderToStaticMarkup(createElement(OperationsStatus, { status }));
  return [...html.matchAll(/data-tone="(\w+)".*?<\/li>/g)].map(
    (match) =>
      `${match[1]}: ${match[0]
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .replace(/^data-tone="\w+"\s*>?\s*/, "")
        .trim()}`,
  );
}

describe("the desk's backups and e-mail line", () => {
  it("says when the last off-site backup was stored", () => {
    expect(read({ backup: on, mail: working })).toEqual(["ok: Last off-site backup: 2 h ago"]);
    expect(read({ backup: { ...on, ageSeconds: 40 }, mail: working })).toEqual([
      "ok: Last off-site backup: just now",
    ]);
    expect(read({ backup: { ...on, ageSeconds: 3 * 86_400 }, mail: working })).toEqual([
      "ok: Last off-site backup: 3 days ago",
    ]);
  });

  it("warns when backups are failing, with the store's reason", () => {
    const failing = {
      ...on,
      ageSeconds: 26 * 3600,
      failingForSeconds: 25 * 3600,
      lastError: "connect ECONNREFUSED 127.0.0.1:9000",
    };
    expect(read({ backup: failing, mail: working })).toEqual([
      "fail: Off-site backups are failing (for 25 h). Last good one: 26 h ago. Why: connect ECONNREFUSED 127.0.0.1:9000",
    ]);
    expect(read({ backup: { ...failing, ageSeconds: null }, mail: working })[0]).toMatch(
      /^fail: Off-site backups are failing \(for 25 h\)\. None has been stored yet\./,
    );
  });

  it("warns when backups are off, late, never taken, or the restore check failed", () => {
    expect(read({ backup: { state: "off" }, mail: working })).toEqual([
      "warn: Off-site backups are not set up: if this server is lost, the enquiries go with it. Whoever runs the server can turn them on (the backups guide says how).",
    ]);
    expect(read({ backup: { ...on, ageSeconds: null }, mail: working })).toEqual([
      "warn: No off-site backup stored yet",
    ]);
    expect(read({ backup: { ...on, late: true, ageSeconds: 5 * 3600 }, mail: working })[0]).toMatch(
      /^warn: Last off-site backup: 5 h ago\. That is later than planned/,
    );
    expect(read({ backup: { ...on, checkFailed: true }, mail: working })).toEqual([
      expect.stringMatching(/^warn: The weekly test restore of the newest backup failed/),
      "ok: Last off-site backup: 2 h ago",
    ]);
  });

  it("shows failing e-mail first", () => {
    expect(read({ backup: on, mail: { failing: true, unsent: 3, sinceSeconds: 5400 } })).toEqual([
      "fail: E-mail is failing: 3 messages not sent, the first 1 h ago. Whoever runs the server can test the mail settings (the backups and e-mail guide says how).",
      "ok: Last off-site backup: 2 h ago",
    ]);
    expect(
      read({ backup: { state: "postgres" }, mail: { failing: true, unsent: 1, sinceSeconds: 60 } }),
    ).toEqual([
      "fail: E-mail is failing: 1 message not sent, the first 1 min ago. Whoever runs the server can test the mail settings (the backups and e-mail guide says how).",
      "info: Backups: PostgreSQL keeps them with its own tools (pg_dump or point-in-time recovery).",
    ]);
  });

  it("leads the desk on every screen only when something has stopped working", () => {
    expect(operationsFailing({ backup: on, mail: working })).toBe(false);
    expect(operationsFailing({ backup: { state: "off" }, mail: working })).toBe(false);
    expect(operationsFailing({ backup: { ...on, late: true }, mail: working })).toBe(false);
    expect(operationsFailing({ backup: { ...on, failingForSeconds: 600 }, mail: working })).toBe(true);
    expect(operationsFailing({ backup: on, mail: { failing: true, unsent: 2, sinceSeconds: 900 } })).toBe(
      true,
    );
  });
});
