// The server's counting thread (docs/decisions/0037), bundled beside it as
// build/server/site-counts-worker.js: counts and writes the page views and contact clicks the main
// thread hands over, on its own connection to the server's database.
import { execFileSync } from "node:child_process";
import { readlinkSync } from "node:fs";
import { constants, setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { startCheckpoints } from "~/server/db/checkpoint.server";
import { openDatabase } from "~/server/db/connect.server";
import { log } from "~/server/log.server";
import { getConfig } from "~/server/site.server";
import { followPublishedSite } from "~/server/site-settings/published-site.server";
import { countingThreadWork } from "~/server/site-counts/counting-thread-work.server";
import type { ToCountingThread } from "~/server/site-counts/thread-messages.server";

const port = parentPort;
if (!port) throw new Error("site-counts-worker.js runs as the server's counting thread only");

/**
 * Counting yields to serving: when both want a processor, the pages go first and the counts catch
 * up after. On Linux the thread runs as an idle task (SCHED_IDLE, set with util-linux's chrt, as
 * Node has no call for it), which the kernel runs only on a processor nothing else wants and stops
 * at once for a thread that does; without chrt it runs at the lowest nice level, which only gives
 * it a smaller share. A thread's own id is in /proc/thread-self. Elsewhere the thread keeps the
 * server's priority. (docs/decisions/0039-counting-runs-idle.md)
 */
function yieldToServing() {
  let threadId: number;
  try {
    threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(threadId)) return;
    setPriority(threadId, constants.priority.PRIORITY_LOW);
  } catch {
    return; // Not Linux: the thread runs at the server's priority.
  }
  try {
    execFileSync("chrt", ["--idle", "--pid", "0", String(threadId)], { stdio: "ignore", timeout: 5_000 });
  } catch {
    // No chrt here: the lowest nice level it is.
  }
}
yieldToServing();

const { env, site } = getConfig();
// The server opened and migrated the database before starting this thread.
const opened = openDatabase(env.DATABASE_URL).then(async (database) => ({
  database,
  // Its public pages are the published version's.
  published: await followPublishedSite(database.db, env, { seed: false, warnIfDiffers: false }).then(
    (published) => (published.start(), published),
  ),
  work: countingThreadWork({ db: database.db, site, log }),
  // The write-ahead log is moved into the database file from here, off the serving thread and off
  // the lead writer thread, which leaves it to others (docs/decisions/0038).
  checkpoints: startCheckpoints(database.db, log),
}));
// Messages are handled one after the other, in the order they were sent.
let turn: Promise<void> = Promise.resolve();
port.on("message", (message: ToCountingThread) => {
  turn = turn.then(async () => {
    const { database, published, work, checkpoints } = await opened;
    const answer = await work(message);
    if (answer.type === "stopped") {
      published.stop();
      await checkpoints.stop();
      await database.close();
    }
    port.postMessage(answer);
  });
});
