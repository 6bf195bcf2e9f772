// The server's counting thread (docs/decisions/0037), bundled beside it as
// build/server/site-counts-worker.js: counts and writes the page views and contact clicks the main
// thread hands over, on its own connection to the server's database.
import { readlinkSync } from "node:fs";
import { constants, setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { startCheckpoints } from "~/server/db/checkpoint.server";
import { openDatabase } from "~/server/db/connect.server";
import { log } from "~/server/log.server";
import { getConfig } from "~/server/site.server";
import { countingThreadWork } from "~/server/site-counts/counting-thread-work.server";
import type { ToCountingThread } from "~/server/site-counts/thread-messages.server";

const port = parentPort;
if (!port) throw new Error("site-counts-worker.js runs as the server's counting thread only");

/**
 * Counting yields to serving: when both want the processor, the pages go first and the counts catch
 * up after. On Linux a thread's priority is its own (named by its id in /proc/thread-self); elsewhere
 * the thread keeps the server's.
 */
function yieldToServing() {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId)) setPriority(threadId, constants.priority.PRIORITY_LOW);
  } catch {
    // Not Linux: the thread runs at the server's priority.
  }
}
yieldToServing();

const { env, site } = getConfig();
// The server opened and migrated the database before starting this thread.
const opened = openDatabase(env.DATABASE_URL).then((database) => ({
  database,
  work: countingThreadWork({ db: database.db, site, log }),
  // The write-ahead log is moved into the database file from here, off the serving thread and off
  // the lead writer thread, which leaves it to others (docs/decisions/0038).
  checkpoints: startCheckpoints(database.db, log),
}));
// Messages are handled one after the other, in the order they were sent.
let turn: Promise<void> = Promise.resolve();
port.on("message", (message: ToCountingThread) => {
  turn = turn.then(async () => {
    const { database, work, checkpoints } = await opened;
    const answer = await work(message);
    if (!answer) return;
    await checkpoints.stop();
    await database.close();
    port.postMessage(answer);
  });
});
