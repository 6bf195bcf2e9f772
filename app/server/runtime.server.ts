import { join } from "node:path";
import { leadSchemaFor } from "~/lib/lead-schema";
import { authSecret } from "./auth/auth-secret.server";
import { type Auth, createAuth } from "./auth/better-auth.server";
import { type Clock, deskClock } from "./clock.server";
import { mailSender, type MailSender } from "./alerts/mail-sender.server";
import { type DigestSchedule, startDigestSchedule } from "./alerts/digest-schedule.server";
import { serverMailer } from "./mail.server";
import { startWeeklyReportSchedule, type WeeklyReportSchedule } from "./reports/weekly-schedule.server";
import { pruneRateLimits } from "./rate-limit.server";
import { pushSender, type PushSender } from "./push/push-sender.server";
import { sharedVapidKeys, vapidKeys } from "./push/vapid-keys.server";
import { type DbHandle, openDatabase } from "./db/connect.server";
import { startCheckpoints } from "./db/checkpoint.server";
import { inTransaction } from "./db/group-commit.server";
import type { LeadDeps } from "./leads/create-lead.server";
import { toE164 } from "./leads/phone.server";
import { scheduleRetention } from "./leads/retention.server";
import { notifyAddresses, serverLeadWrites } from "./leads/lead-writes.server";
import { leadThread } from "./leads/lead-thread.server";
import { leadStore } from "./leads/store-lead.server";
import { indexNewLeads } from "./leads/search-index.server";
import { log } from "./log.server";
import { getConfig } from "./site.server";
import { backupConfig } from "./backups/backup-config.server";
import { type OffsiteBackups, startOffsiteBackups } from "./backups/backup-schedule.server";
import { openSiteCounts, type SiteCounts } from "./site-counts/open.server";
import { perSite } from "./site-settings/live-site.server";
import { followPublishedSite, type PublishedSite } from "./site-settings/published-site.server";
import { openWhatsApp, type WhatsApp } from "./whatsapp/whatsapp-service.server";
import { whatsappConfig } from "./whatsapp/whatsapp-config.server";

/** The process's services; `now` is the desk's clock (see clock.server.ts). */
export type Runtime = {
  database: DbHandle;
  leads: LeadDeps;
  auth: Auth;
  now: Clock;
  mailSender: MailSender;
  /** Alerts on the members' devices: the VAPID public key browsers subscribe with, and the sender. */
  push: { publicKey: string; sender: PushSender };
  /** The counting of the public pages; null when ANALYTICS is off, and in the command-line scripts. */
  siteCounts: SiteCounts | null;
  /** The WhatsApp connection; null when its settings are not given. */
  whatsapp: WhatsApp | null;
};

let services: Promise<Runtime> | undefined;
let leadWriter: ReturnType<typeof leadThread> | undefined;
let checkpoints: ReturnType<typeof startCheckpoints> | undefined;
let digest: DigestSchedule | undefined;
let weeklyReport: WeeklyReportSchedule | undefined;
let offsiteBackups: OffsiteBackups | undefined;
let published: PublishedSite | undefined;

/**
 * Whether opening the runtime starts the morning digest's and the weekly report's schedules and
 * the counting of the public pages: a server's does, a script's not.
 */
let scheduleDigest = true;

/** The counting thread's script, when the server runs from its build (see site-counts/open.server.ts). */
let countingThreadScript: URL | undefined;

/** Counts the public pages on a thread of their own, running `script` (the server, before opening the runtime). */
export function countOnThread(script: URL): void {
  countingThreadScript = script;
}

/** The lead writer thread's script, when the server runs from its build (see leads/lead-thread.server.ts). */
let leadThreadScript: URL | undefined;

/** Stores enquiries on a thread of their own, running `script` (the server, before opening the runtime). */
export function writeLeadsOnThread(script: URL): void {
  leadThreadScript = script;
}

/**
 * Whether the server starts following published versions itself, once its public pages are
 * registered to be made again for each (server/app.ts); otherwise the runtime starts it on opening.
 */
let followWhenPagesRegistered = false;

/** The server, before opening the runtime: it starts the following once its pages can be made again. */
export function followOncePagesRegistered(): void {
  followWhenPagesRegistered = true;
}

/** For the command-line scripts (server/cli.ts): their runtime sends no morning digest and counts nothing. */
export function withoutDigestSchedule(): void {
  scheduleDigest = false;
}

/** The process's database and domain dependencies, opened (and migrated) once. */
export function getRuntime(): Promise<Runtime> {
  services ??= open();
  return services;
}

async function open(): Promise<Runtime> {
  const config = getConfig();
  const { env, site } = config;
  // Off-site backup settings are checked before anything opens: a bad one stops the start.
  const backups = scheduleDigest ? backupConfig() : undefined;
  whatsappConfig();
  const database = await openDatabase(env.DATABASE_URL);
  log("info", "database_ready", { kind: database.kind });
  // The published version is the site from here on (seeded from SITE_PROFILE in a new database).
  published = await followPublishedSite(database.db, env, { seed: true, warnIfDiffers: scheduleDigest });
  if (!followWhenPagesRegistered) published.start();
  // Leads written while no server ran (a restore, an import) join the search index now.
  await inTransaction(database.db, indexNewLeads);
  const mail = serverMailer(config);
  const prune = setInterval(() => {
    pruneRateLimits(database.db, new Date()).catch((error: unknown) =>
      log("error", "rate_limit_prune_failed", { error: String(error) }),
    );
  }, 3_600_000);
  prune.unref();
  const secret = authSecret(env.AUTH_SECRET, join(env.DATA_DIR, "auth-secret"));
  const now = deskClock(env.CLOCK_FILE);
  // Made once beside the auth secret; the first server's pair is kept in the database, for all to share.
  const keys = await sharedVapidKeys(
    database.db,
    vapidKeys(join(env.DATA_DIR, "vapid-keys.json")),
    new Date(),
  );
  const push = pushSender({
    db: database.db,
    settings: { keys, subject: `mailto:${site.business.email}`, publicUrl: site.publicUrl },
    log,
  });
  // New leads may be stored on the lead writer thread or another server: the sender looks every few seconds.
  if (scheduleDigest) push.start();
  const months = env.LEAD_RETENTION_MONTHS;
  if (months) scheduleRetention({ db: database.db, months, now, log });
  const sender = mailSender({ db: database.db, mailer: mail, site, notify: notifyAddresses(config), log });
  const writes = leadStore(serverLeadWrites(database.db, config), () => sender.nudge());
  // With the lead writer thread, enquiries are stored and the mail queue sent there.
  leadWriter =
    leadThreadScript && leadThread({ url: leadThreadScript, fallback: { store: writes, sender }, log });
  if (!leadWriter) sender.start();
  // The lead writer thread leaves checkpoints to others: the counting thread when there is one, else this one.
  const countsOnThread = scheduleDigest && env.ANALYTICS && countingThreadScript !== undefined;
  if (leadWriter && !countsOnThread) checkpoints = startCheckpoints(database.db, log);
  const queued = leadWriter?.nudge ?? (() => sender.nudge());
  if (scheduleDigest) {
    digest = startDigestSchedule({ db: database.db, site, digestTime: env.DIGEST_TIME, now, queued, log });
    // Mondays at the digest's time (docs/decisions/0036-reports.md).
    weeklyReport = startWeeklyReportSchedule({
      db: database.db,
      site,
      reportTime: env.DIGEST_TIME,
      now,
      queued,
      log,
    });
  }
  if (backups?.configured && database.kind === "sqlite") {
    offsiteBackups = startOffsiteBackups({
      db: database.db,
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      config: backups,
      site,
      now,
      queued,
      log,
      preMigrationSnapshot: database.snapshotBeforeMigrating,
    });
  } else if (backups?.configured) {
    log("warn", "offsite_backup_not_for_postgres", {
      reason: "PostgreSQL is backed up with its own tools (pg_dump, point-in-time recovery)",
    });
  }
  const siteCounts =
    scheduleDigest && env.ANALYTICS
      ? openSiteCounts({
          db: database.db,
          site,
          now,
          retentionDays: env.ANALYTICS_RETENTION_DAYS,
          log,
          thread: countingThreadScript,
        })
      : null;
  const whatsapp = openWhatsApp({
    db: database.db,
    setting: { site, notify: notifyAddresses(config) },
    alertsQueued: queued,
    log,
    work: scheduleDigest,
    alertTemplate: env.NOTIFY_WHATSAPP_TEMPLATE,
  });
  // The lead form's choices are the live site's services and areas.
  const leadSchema = perSite((live) => leadSchemaFor(live, toE164));
  return {
    database,
    now,
    mailSender: sender,
    push: { publicKey: keys.publicKey, sender: push },
    siteCounts,
    whatsapp,
    auth: createAuth({ database, site, secret, mail }),
    leads: {
      store: leadWriter?.store ?? writes,
      now,
      // The full phone metadata checks every number, whatever the browser let through.
      get schema() {
        return leadSchema();
      },
      rateLimit: env.LEAD_RATE_LIMIT,
      log: (msg, fields) => log("info", msg, fields),
    },
  };
}

/**
 * Whether enquiries are stored on the lead writer thread: false once it has failed (this thread's
 * stand-in then stores them) or the server is stopping; null when the process has no such thread.
 */
export function leadWriterRunning(): boolean | null {
  return leadWriter ? leadWriter.running() : null;
}

export async function closeRuntime(): Promise<void> {
  if (!services) return;
  const { database, mailSender, push, siteCounts, whatsapp } = await services;
  services = undefined;
  published?.stop();
  published = undefined;
  await whatsapp?.worker.stop();
  await whatsapp?.ownerAlerts?.stop();
  // Every enquiry already acknowledged is committed; those still being stored finish first.
  await leadWriter?.stop();
  leadWriter = undefined;
  await checkpoints?.stop();
  checkpoints = undefined;
  // The events counted since the last batch are written before the database closes.
  await siteCounts?.stop();
  await digest?.stop();
  digest = undefined;
  await weeklyReport?.stop();
  weeklyReport = undefined;
  await offsiteBackups?.stop();
  offsiteBackups = undefined;
  await mailSender.stop();
  await push.sender.stop();
  await database.close();
}
