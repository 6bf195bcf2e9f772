import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import { parseEnv } from "../env.server";
import { resolveSite } from "../site.server";
import { countingThreadWork } from "./counting-thread-work.server";
import { answeredLine, clickedLine } from "./thread-messages.server";
import type { AnsweredRequest } from "./view-rules.server";

// What the counting thread stores of the events the server's main thread hands it: the same rules
// as counting on one thread, each event at the time the main thread answered it.

const site = resolveSite(parseEnv({ SITE_PROFILE: "carpentry", PUBLIC_URL: "https://www.example.in" }));
const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
/** 26 November 2026, 10:00 IST. */
const morning = new Date("2026-11-26T04:30:00Z");

function answered(
  path: string,
  headers: Record<string, string>,
  { method = "GET", status = 200, query = "", at = morning } = {},
): string | undefined {
  const request: AnsweredRequest = {
    method,
    path,
    query: query,
    status,
    header: (name) => headers[name.toLowerCase()],
  };
  return answeredLine(request, "203.0.113.7", at);
}

describe.each(testDatabases())("the counting thread's work on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
  });
  afterEach(() => handle.close());

  const stored = () =>
    handle.db
      .selectFrom("site_events")
      .select(["at", "day", "kind", "path", "referrer_group", "utm_source", "device", "visitor"])
      .orderBy("at")
      .orderBy("kind")
      .execute();

  it("stores views and clicks at the time they were answered once told to stop, and nothing else", async () => {
    const work = countingThreadWork({ db: handle.db, site, log: () => undefined });
    const later = new Date(morning.getTime() + 60_000);
    const events = [
      answered(
        "/services/",
        { "user-agent": chrome, referer: "https://www.google.com/" },
        { query: "utm_source=ads" },
      ),
      answered("/", { "user-agent": iphone, "sec-gpc": "1" }, { at: later }),
      answered("/", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
      answered("/", { "user-agent": chrome, "sec-purpose": "prefetch" }),
      answered("/", { "user-agent": chrome }, { method: "HEAD" }),
      answered("/", { "user-agent": chrome }, { status: 304 }),
      answered("/admin", { "user-agent": chrome }),
      clickedLine("whatsapp", "/contact", (name) => ({ "user-agent": iphone })[name], later),
      // Neither a line break nor a NUL can come from HTTP; a line holding one is left out, alone.
      answered("/", { "user-agent": chrome, referer: "https://www.bing.com/\nc\u00001" }),
      answered("/", { "user-agent": chrome, referer: "https://www.bing.com/\u0000" }),
    ];
    expect(events.slice(-2)[0]).toBeUndefined();
    const lines = events.filter((line) => line !== undefined).join("\n");
    expect(await work({ type: "events", lines })).toEqual({ type: "counted" });
    expect(await work({ type: "stop" })).toEqual({ type: "stopped" });
    const rows = await stored();
    expect(
      rows.map(({ visitor, ...row }) => ({ ...row, visitor: visitor === null ? null : "hash" })),
    ).toEqual([
      {
        at: morning.toISOString(),
        day: "2026-11-26",
        kind: "view",
        path: "/services",
        referrer_group: "google",
        utm_source: "ads",
        device: "desktop",
        visitor: "hash",
      },
      {
        at: later.toISOString(),
        day: "2026-11-26",
        kind: "view",
        path: "/",
        referrer_group: "direct",
        utm_source: null,
        device: "phone",
        visitor: null,
      },
      {
        at: later.toISOString(),
        day: "2026-11-26",
        kind: "whatsapp",
        path: "/contact",
        referrer_group: "direct",
        utm_source: null,
        device: "phone",
        visitor: null,
      },
    ]);
    // Neither the address nor the user agent is stored, only the day's hash of them.
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.7|Chrome/);
  });
});
