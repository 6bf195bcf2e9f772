// The server's lead writer thread (docs/decisions/0038), bundled beside it as
// build/server/lead-writer-worker.js: stores the enquiries the serving thread has checked, in group
// commits on its own connection to the server's database, answers each once it is committed, and
// sends the mail queue (new-lead alerts, digests, reports), so the two never wait for each other's
// write lock on the serving thread.
import { parentPort } from "node:worker_threads";
import { mailSender } from "~/server/alerts/mail-sender.server";
import { leaveCheckpointsToOthers } from "~/server/db/checkpoint.server";
import { openDatabase } from "~/server/db/connect.server";
import type { FromLeadThread, ToLeadThread } from "~/server/leads/lead-thread.server";
import { notifyAddresses, serverLeadWrites } from "~/server/leads/lead-writes.server";
import { leadStore } from "~/server/leads/store-lead.server";
import { log } from "~/server/log.server";
import { serverMailer } from "~/server/mail.server";
import { getConfig } from "~/server/site.server";
import { followPublishedSite } from "~/server/site-settings/published-site.server";

const port = parentPort;
if (!port) throw new Error("lead-writer-worker.js runs as the server's lead writer thread only");

const config = getConfig();
// The server opened and migrated the database before starting this thread.
const opened = openDatabase(config.env.DATABASE_URL).then(async (database) => {
  // Another thread checkpoints the log (see runtime.server.ts): commits here wait for its own fsync only.
  await leaveCheckpointsToOthers(database.db);
  // Its e-mails name the business as the published version does.
  const published = await followPublishedSite(database.db, config.env, { seed: false, warnIfDiffers: false });
  published.start();
  const sender = mailSender({
    db: database.db,
    mailer: serverMailer(config),
    site: config.site,
    notify: notifyAddresses(config),
    log,
  });
  sender.start();
  const store = leadStore(serverLeadWrites(database.db, config), () => sender.nudge());
  return { database, sender, store, published };
});
// A thread without its database is of no use: it ends, and the serving thread takes over its work.
opened.catch((error: unknown) =>
  setImmediate(() => {
    throw error;
  }),
);
const inFlight = new Set<Promise<void>>();
const answer = (message: FromLeadThread) => port.postMessage(message);

port.on("message", (message: ToLeadThread) => {
  if (message.type === "store") {
    const { id, toStore } = message;
    // Not one after the other: the enquiries that arrive together are stored in one batch.
    const stored = opened
      .then(({ store }) => store(toStore))
      .then(
        (result) => answer({ type: "stored", id, result }),
        (error: unknown) =>
          answer({ type: "failed", id, error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => inFlight.delete(stored));
    inFlight.add(stored);
    return;
  }
  if (message.type === "nudge") {
    void opened.then(({ sender }) => sender.nudge());
    return;
  }
  void Promise.all(inFlight)
    .then(() => opened)
    .then(async ({ database, sender, published }) => {
      published.stop();
      await sender.stop();
      await database.close();
    })
    .finally(() => answer({ type: "stopped" }));
});
