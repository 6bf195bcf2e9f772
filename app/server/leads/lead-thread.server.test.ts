import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailSender } from "../alerts/mail-sender.server";
import { leadThread } from "./lead-thread.server";
import type { LeadToStore, StoreResult } from "./store-lead.server";

// The serving thread's side of the lead writer thread, against stand-in writer threads: answers
// matched to their enquiries, refusals, the stop handshake, the nudge, and a thread that fails.

let dir = "";
const standIns: Record<string, URL> = {};
/** Writes a stand-in writer thread's script; each answers a stored enquiry with its name as the lead id. */
const standIn = (name: string, source: string) => {
  standIns[name] = pathToFileURL(join(dir, `${name}.mjs`));
  writeFileSync(
    standIns[name],
    `import { parentPort } from "node:worker_threads";
     const stored = ({ id, toStore }) => ({ type: "stored", id, result: { kind: "duplicate", id: toStore.lead.name } });
     ${source}`,
  );
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "lead-thread-"));
  // Holds enquiries until it has three, then answers them last first; refuses one named "refuse...".
  // It, and the one counting nudges, answer a stop at once.
  standIn(
    "lastFirst",
    `let held = [];
     parentPort.on("message", (message) => {
       if (message.type === "stop") return parentPort.postMessage({ type: "stopped" });
       if (message.type !== "store") return;
       held.push(message);
       if (held.length < 3) return;
       for (const one of held.reverse()) {
         const name = one.toStore.lead.name;
         parentPort.postMessage(
           name.startsWith("refuse")
             ? { type: "failed", id: one.id, error: "cannot store " + name }
             : stored(one),
         );
       }
       held = [];
     });`,
  );
  // Holds every enquiry until told to stop, then answers them all, and then that it has stopped.
  standIn(
    "holdsUntilStop",
    `const held = [];
     parentPort.on("message", (message) => {
       if (message.type === "store") held.push(message);
       if (message.type !== "stop") return;
       for (const one of held) parentPort.postMessage(stored(one));
       parentPort.postMessage({ type: "stopped" });
     });`,
  );
  // Never answers a stop.
  standIn("deaf", `parentPort.on("message", () => undefined);`);
  // Answers each enquiry with the number of nudges it has had, as the wait it asks for.
  standIn(
    "countsNudges",
    `let nudges = 0;
     parentPort.on("message", (message) => {
       if (message.type === "stop") parentPort.postMessage({ type: "stopped" });
       if (message.type === "nudge") nudges += 1;
       if (message.type === "store")
         parentPort.postMessage({ type: "stored", id: message.id, result: { kind: "rate_limited", retryAfterMs: nudges } });
     });`,
  );
  // Holds enquiries, and fails on one named "crash": by throwing, or by exiting.
  standIn(
    "throws",
    `parentPort.on("message", (message) => {
       if (message.type === "store" && message.toStore.lead.name === "crash") throw new Error("disk I/O error");
     });`,
  );
  standIn(
    "exits",
    `parentPort.on("message", (message) => {
       if (message.type === "store" && message.toStore.lead.name === "crash") process.exit(3);
     });`,
  );
  // Fails as it starts, as one that cannot open the database does.
  standIn("failsAtStart", `throw new Error("cannot open the database file /nowhere/app.db");`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const enquiry = (name: string) =>
  ({
    lead: { name, phone: "+919845012345", service: "Wardrobe Installation" },
    message: undefined,
    source: "web",
    rateLimit: { key: "203.0.113.7", limit: { max: 5, windowMs: 600_000 } },
    createdAt: "2026-11-23T10:00:00.000Z",
    repeatSince: "2026-11-22T10:00:00.000Z",
  }) as LeadToStore;

/** A lead thread on `url`, with a fallback that records what reaches it, and what it logs. */
function open(url: URL, stopWaitMs?: number) {
  const logged: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
  const fallback = { stored: [] as string[], calls: [] as string[] };
  const sender = {
    start: () => void fallback.calls.push("start"),
    nudge: () => void fallback.calls.push("nudge"),
    stop: () => Promise.resolve(void fallback.calls.push("stop")),
    deliver: () => Promise.resolve(void fallback.calls.push("deliver")),
  } as unknown as MailSender;
  const thread = leadThread({
    url,
    fallback: {
      store: (toStore) => {
        fallback.stored.push(toStore.lead.name);
        return Promise.resolve({ kind: "duplicate", id: `fallback:${toStore.lead.name}` });
      },
      sender,
    },
    log: (level, msg, fields) => void logged.push({ level, msg, fields }),
    stopWaitMs,
  });
  return { thread, logged, fallback };
}

const leadId = (result: StoreResult) => (result.kind === "duplicate" ? result.id : result.kind);

describe("the serving thread's side of the lead writer thread", () => {
  it("gives each enquiry its own answer, though the thread answers them out of order", async () => {
    const { thread, logged, fallback } = open(standIns.lastFirst!);
    try {
      const settled: string[] = [];
      const store = (name: string) =>
        thread.store(enquiry(name)).then((result) => {
          settled.push(name);
          return leadId(result);
        });
      const answers = await Promise.all([store("Asha Rao"), store("Vikram Shetty"), store("Meera Iyer")]);
      expect(answers).toEqual(["Asha Rao", "Vikram Shetty", "Meera Iyer"]);
      expect(settled).toEqual(["Meera Iyer", "Vikram Shetty", "Asha Rao"]);
      expect(logged).toEqual([]);
      expect(fallback).toEqual({ stored: [], calls: [] });
    } finally {
      await thread.stop();
    }
  });

  it("refuses only the enquiry the thread could not store, with its reason", async () => {
    const { thread, logged, fallback } = open(standIns.lastFirst!);
    try {
      const results = await Promise.allSettled([
        thread.store(enquiry("Asha Rao")).then(leadId),
        thread.store(enquiry("refuse Vikram Shetty")).then(leadId),
        thread.store(enquiry("Meera Iyer")).then(leadId),
      ]);
      expect(results).toEqual([
        { status: "fulfilled", value: "Asha Rao" },
        { status: "rejected", reason: new Error("cannot store refuse Vikram Shetty") },
        { status: "fulfilled", value: "Meera Iyer" },
      ]);
      // The thread goes on storing: the refusal was one enquiry's, not the thread's.
      const later = await Promise.all(
        ["Ravi Kumar", "Divya Nair", "Kiran Rao"].map((name) => thread.store(enquiry(name))),
      );
      expect(later.map(leadId)).toEqual(["Ravi Kumar", "Divya Nair", "Kiran Rao"]);
      expect(logged).toEqual([]);
      expect(fallback).toEqual({ stored: [], calls: [] });
    } finally {
      await thread.stop();
    }
  });

  it("passes a nudge on to the thread", async () => {
    const { thread, fallback } = open(standIns.countsNudges!);
    try {
      expect(await thread.store(enquiry("Asha Rao"))).toEqual({ kind: "rate_limited", retryAfterMs: 0 });
      thread.nudge();
      thread.nudge();
      expect(await thread.store(enquiry("Vikram Shetty"))).toEqual({ kind: "rate_limited", retryAfterMs: 2 });
      expect(fallback.calls).toEqual([]);
    } finally {
      await thread.stop();
    }
  });

  it("on stop, lets the thread finish the enquiries it holds and waits for it", async () => {
    // A wait longer than any test: the stop returns on the thread's answer.
    const { thread, logged, fallback } = open(standIns.holdsUntilStop!, 3_600_000);
    const held = Promise.all([thread.store(enquiry("Asha Rao")), thread.store(enquiry("Vikram Shetty"))]);
    let answered: string[] = [];
    void held.then((results) => (answered = results.map(leadId)));
    await thread.stop();
    // Answered by the time the stop returns.
    expect(answered).toEqual(["Asha Rao", "Vikram Shetty"]);
    // A stop is not a failure: nothing is logged and the fallback never takes over.
    expect(logged).toEqual([]);
    expect(fallback).toEqual({ stored: [], calls: [] });
  });

  it("ends a thread that never answers a stop once the stop has waited long enough", async () => {
    const { thread, logged, fallback } = open(standIns.deaf!, 50);
    // The deaf thread never answers this one: once the thread is ended, its visitor hears so.
    const held = thread.store(enquiry("Asha Rao"));
    await thread.stop();
    await expect(held).rejects.toThrow("the lead writer thread was stopped");
    await expect(thread.store(enquiry("Late Comer"))).rejects.toThrow("the server is stopping");
    expect(logged).toEqual([]);
    expect(fallback).toEqual({ stored: [], calls: [] });
  });

  it.each([
    ["throws", "disk I/O error"],
    ["exits", "the lead writer thread stopped (exit code 3)"],
  ])(
    "when the thread %s, refuses the enquiries it held, logs it once, and the fallback takes over",
    async (name, reason) => {
      const { thread, logged, fallback } = open(standIns[name]!);
      try {
        const held = [thread.store(enquiry("Asha Rao")), thread.store(enquiry("Vikram Shetty"))];
        const crash = thread.store(enquiry("crash"));
        expect(thread.running()).toBe(true);
        for (const refused of [...held, crash]) await expect(refused).rejects.toThrow(reason);
        // The server's readiness check reads this: enquiries are no longer stored where they should be.
        expect(thread.running()).toBe(false);
        expect(logged).toEqual([
          { level: "error", msg: "lead_thread_failed", fields: { error: reason, refused: 3 } },
        ]);
        expect(fallback.calls).toEqual(["start"]);

        expect(await thread.store(enquiry("Meera Iyer"))).toEqual({
          kind: "duplicate",
          id: "fallback:Meera Iyer",
        });
        thread.nudge();
        expect(fallback).toEqual({ stored: ["Meera Iyer"], calls: ["start", "nudge"] });
      } finally {
        await thread.stop();
      }
      // Once, though a thread that throws also exits.
      expect(logged).toHaveLength(1);
      expect(fallback.calls).toEqual(["start", "nudge"]);
    },
  );

  it("hands everything to the fallback when the thread fails as it starts", async () => {
    const { thread, logged, fallback } = open(standIns.failsAtStart!);
    try {
      await expect
        .poll(() => logged.map(({ msg, fields }) => [msg, fields.error]))
        .toEqual([["lead_thread_failed", "cannot open the database file /nowhere/app.db"]]);
      expect(fallback.calls).toEqual(["start"]);
      expect(leadId(await thread.store(enquiry("Asha Rao")))).toBe("fallback:Asha Rao");
      thread.nudge();
      expect(fallback).toEqual({ stored: ["Asha Rao"], calls: ["start", "nudge"] });
    } finally {
      await thread.stop();
    }
    expect(logged).toHaveLength(1);
  });
});
