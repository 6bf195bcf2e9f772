import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CountingThreadOptions, countingThread } from "./counting-thread.server";
import { answeredLine, eventsOf } from "./thread-messages.server";
import type { AnsweredRequest } from "./view-rules.server";

// The page-serving thread's side of the counting, against stand-in counting threads: what it hands
// over and when, the stop handshake, and a thread that fails.

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const publicPaths = new Set(["/", "/services"]);
const at = new Date("2026-11-26T04:30:00Z");

let dir = "";
/**
 * A stand-in thread that writes every message it gets to a file, answers each message of events
 * "counted", and a stop "stopped".
 */
let recorder: URL;
/** A stand-in thread that falls behind: it records messages but never says it has read one. */
let stalled: URL;
/** A stand-in thread that fails as it starts, as one that cannot open the database does. */
let failing: URL;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "counting-thread-"));
  const standIn = (name: string, answerEvents: boolean) => {
    const url = pathToFileURL(join(dir, name));
    writeFileSync(
      url,
      `import { appendFileSync } from "node:fs";
       import { parentPort } from "node:worker_threads";
       parentPort.on("message", (message) => {
         appendFileSync(${JSON.stringify(join(dir, "received.jsonl"))}, JSON.stringify(message) + "\\n");
         if (message.type === "stop") parentPort.postMessage({ type: "stopped" });
         else if (${answerEvents}) parentPort.postMessage({ type: "counted" });
       });`,
    );
    return url;
  };
  recorder = standIn("recorder.mjs", true);
  stalled = standIn("stalled.mjs", false);
  failing = pathToFileURL(join(dir, "failing.mjs"));
  writeFileSync(failing, `throw new Error("cannot open the database file /nowhere/app.db");`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const received = () =>
  readFileSync(join(dir, "received.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { type: string; lines?: string });

const visit = (path: string, method = "GET", status = 200): AnsweredRequest => ({
  method,
  path,
  query: "utm_source=flyer",
  status,
  header: (name) => (name === "user-agent" ? chrome : undefined),
});

/** The serving thread's side of the counting with the thread at `url`, and what it logs. */
function startCounting(url: URL, options: Partial<CountingThreadOptions> = {}) {
  const logged: { msg: string; fields: Record<string, unknown> }[] = [];
  const counting = countingThread({
    url,
    publicPaths,
    now: () => at,
    log: (_level, msg, fields) => void logged.push({ msg, fields }),
    ...options,
  });
  return { counting, logged };
}

describe("the page-serving thread's side of the counting", () => {
  it("hands over public pages answered 200, in batches, then everything left when it stops", async () => {
    const logged: string[] = [];
    const counting = countingThread({
      url: recorder,
      publicPaths,
      now: () => at,
      log: (_level, msg) => void logged.push(msg),
      everyMs: 3_600_000,
      batchSize: 2,
    });
    counting.counter.answered(visit("/services/"), "203.0.113.7");
    counting.counter.answered(visit("/admin"), "203.0.113.7");
    counting.counter.answered(visit("/", "HEAD"), "203.0.113.7");
    counting.counter.answered(visit("/", "GET", 404), "203.0.113.7");
    counting.counter.clicked("call", "/", (name) => (name === "user-agent" ? chrome : undefined));
    counting.counter.answered(visit("/"), "203.0.113.8");
    await counting.stop();

    // The first two counted, as soon as there were two; the last one on the stop path.
    const messages = received();
    expect(messages.map((message) => message.type)).toEqual(["events", "events", "stop"]);
    const batches = messages.slice(0, 2).map((message) => eventsOf(message.lines!));
    expect(batches.map((events) => events.map((event) => [event.type, event.path]))).toEqual([
      [
        ["answered", "/services/"],
        ["clicked", "/"],
      ],
      [["answered", "/"]],
    ]);
    const events = batches.flat();
    expect(events[0]).toMatchObject({ at: at.getTime(), query: "utm_source=flyer", address: "203.0.113.7" });
    expect(logged).toEqual([]);
  });

  it("drops what a thread that falls behind has not read past the backlog allowed, and says how many", async () => {
    // Room for three events' lines (every address here is as long as the others).
    const lineLength = answeredLine(visit("/"), "203.0.113.1", at)!.length;
    const options = {
      publicPaths,
      now: () => at,
      everyMs: 3_600_000,
      batchSize: 1,
      maxBacklogBytes: 3 * 2 * lineLength,
    };
    const run = async (url: URL) => {
      rmSync(join(dir, "received.jsonl"), { force: true });
      const logged: { msg: string; fields: Record<string, unknown> }[] = [];
      const counting = countingThread({
        url,
        ...options,
        log: (_level, msg, fields) => void logged.push({ msg, fields }),
      });
      for (let visitor = 1; visitor <= 5; visitor++) {
        counting.counter.answered(visit("/"), `203.0.113.${visitor}`);
        // Each message is handed over at once (a batch of one); let the thread answer it.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await counting.stop();
      const addresses = received()
        .filter((message) => message.type === "events")
        .flatMap((message) =>
          eventsOf(message.lines!).map((event) => (event.type === "answered" ? event.address : "")),
        );
      return { addresses, logged };
    };

    const behind = await run(stalled);
    expect(behind.addresses).toEqual(["203.0.113.1", "203.0.113.2", "203.0.113.3"]);
    expect(behind.logged).toEqual([
      { msg: "site_counts_dropped", fields: { events: 2, reason: "the counting thread is behind" } },
    ]);

    const keepingUp = await run(recorder);
    expect(keepingUp.addresses).toHaveLength(5);
    expect(keepingUp.logged).toEqual([]);
  });

  it("holds no more bytes than its bound for a thread that falls behind, however large the requests", async () => {
    rmSync(join(dir, "received.jsonl"), { force: true });
    const maxBacklogBytes = 256 * 1024;
    const { counting, logged } = startCounting(stalled, {
      everyMs: 3_600_000,
      batchSize: 16,
      maxBacklogBytes,
    });
    // Requests as large as a server takes: an 8 KB query and 7 KB user agent, referrer and path.
    const huge = (n: number) => "x".repeat(n);
    const header = (name: string) =>
      name === "user-agent"
        ? `${chrome} ${huge(7_000)}`
        : name === "referer"
          ? `https://a.in/${huge(7_000)}`
          : undefined;
    const requests = 2_000;
    for (let i = 0; i < requests; i++) {
      counting.counter.answered(
        {
          method: "GET",
          path: `/services${"/".repeat(7_000)}`,
          query: `q=${huge(4_000)}&utm_source=flyer&utm_campaign=diwali&more=${huge(4_000)}`,
          status: 200,
          header,
        },
        `203.0.113.${i % 250}`,
      );
      expect(counting.heldBytes).toBeLessThanOrEqual(maxBacklogBytes);
    }
    await counting.stop();
    const lines = received()
      .filter((message) => message.type === "events")
      .map((message) => message.lines!);
    // What the thread was handed, at two bytes a character (the most a string costs), is within the bound.
    expect(lines.reduce((sum, text) => sum + 2 * text.length, 0)).toBeLessThanOrEqual(maxBacklogBytes);
    const events = lines.flatMap((text) => eventsOf(text));
    expect(events.length).toBeGreaterThan(10);
    // Each event kept only what counting needs: the campaign tags, and the first of the user agent.
    expect(events[0]).toMatchObject({ query: "utm_source=flyer&utm_campaign=diwali" });
    for (const event of events) expect(event.headers.join("").length).toBeLessThanOrEqual(9 * 512);
    const dropped = logged.filter((line) => line.msg === "site_counts_dropped");
    expect(dropped.reduce((sum, line) => sum + Number(line.fields.events), 0)).toBe(requests - events.length);
  });

  it("logs a thread that fails once, counts nothing more, and still stops", async () => {
    const { counting, logged } = startCounting(failing);
    await expect.poll(() => logged.length).toBe(1);
    expect(logged[0]).toEqual({
      msg: "site_counts_thread_failed",
      fields: { error: "cannot open the database file /nowhere/app.db" },
    });
    counting.counter.answered(visit("/"), "203.0.113.7");
    await counting.stop();
    expect(logged).toHaveLength(1);
  });
});
