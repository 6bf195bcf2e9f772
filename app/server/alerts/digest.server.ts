import type { Kysely } from "kysely";
import { endOfIstDay } from "~/lib/ist-time";
import { finalStatuses } from "~/lib/lead-work";
import type { Site } from "~/lib/site";
import { deskRoleOf, type Role, rolesOf } from "../auth/roles.server";
import type { Database } from "../db/schema.server";
import { type DigestContent, type DigestLead, digestMail } from "./digest-mail.server";
import { queueWrittenMail, type WrittenMail } from "./mail-queue.server";

// The morning digest: at DIGEST_TIME (India time) each desk member who keeps it on hears what is
// theirs to do today: their follow-ups due today or overdue, and, for an admin, the new enquiries
// nobody has replied to. Once a day across restarts and servers: the day is claimed in
// digest_runs and the messages queued in the same transaction (docs/decisions/0027-morning-digest.md).
// What is due and which day it is are the desk's clock (`now`); the queue, whose sender claims
// messages by the real time, is given the real time, as for new-lead alerts.

/** How many leads a section lists; a longer one says how many more wait on the desk. */
const listed = 25;

const istOffsetMs = (5 * 60 + 30) * 60_000;

/** The IST day holding `now`, as YYYY-MM-DD: the key of that day's run. */
export const istDayOf = (now: Date) => new Date(now.getTime() + istOffsetMs).toISOString().slice(0, 10);

/** Whether the IST time of day at `now` has reached `digestTime` (HH:MM). */
export const isDigestTime = (now: Date, digestTime: string) =>
  new Date(now.getTime() + istOffsetMs).toISOString().slice(11, 16) >= digestTime;

type Member = { id: string; email: string; role: Role };

/** The desk members who keep the digest on. */
async function digestMembers(db: Kysely<Database>): Promise<Member[]> {
  const users = await db
    .selectFrom("user")
    .select(["id", "email", "role"])
    .where("morningDigest", "=", 1)
    .where("role", "is not", null)
    .orderBy("email")
    .execute();
  return users.flatMap((user) => {
    const role = deskRoleOf(rolesOf(user.role));
    return role ? [{ id: user.id, email: user.email, role }] : [];
  });
}

/** A member's open leads whose follow-up falls before the end of today (IST), earliest first. */
async function followUpsOf(db: Kysely<Database>, memberId: string, now: Date) {
  const where = db
    .selectFrom("leads")
    .where("assignee_id", "=", memberId)
    .where("status", "not in", finalStatuses)
    .where("follow_up_at", "<", endOfIstDay(now).toISOString());
  const [rows, total] = await Promise.all([
    where
      .select(["id", "name", "service", "phone", "follow_up_at as at"])
      .orderBy("follow_up_at")
      .orderBy("id")
      .limit(listed)
      .execute(),
    where.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { leads: rows as DigestLead[], count: Number(total.count) };
}

/** New leads nobody has replied to yet, oldest first. */
async function waitingLeads(db: Kysely<Database>) {
  const where = db.selectFrom("leads").where("status", "=", "new").where("first_response_at", "is", null);
  const [rows, total] = await Promise.all([
    where
      .select(["id", "name", "service", "phone", "created_at as at"])
      .orderBy("created_at")
      .orderBy("id")
      .limit(listed)
      .execute(),
    where.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { leads: rows, count: Number(total.count) };
}

/** A member's digest before it is written: what they have to do today. */
export type MemberDigest = { member: Member; content: DigestContent };

/** What each member who keeps the digest on has to do today; members with nothing are left out. */
export async function digestContents(db: Kysely<Database>, now: Date): Promise<MemberDigest[]> {
  const members = await digestMembers(db);
  const waiting = members.some((member) => member.role === "admin") ? await waitingLeads(db) : undefined;
  const digests: MemberDigest[] = [];
  for (const member of members) {
    const followUps = await followUpsOf(db, member.id, now);
    const theirWaiting = member.role === "admin" && waiting ? waiting : { leads: [], count: 0 };
    if (followUps.count === 0 && theirWaiting.count === 0) continue;
    digests.push({
      member,
      content: {
        followUps: followUps.leads,
        followUpCount: followUps.count,
        waiting: theirWaiting.leads,
        waitingCount: theirWaiting.count,
      },
    });
  }
  return digests;
}

/** Today's digest for each member who has something to hear, written and ready to queue. */
export async function composeDigest(
  db: Kysely<Database>,
  { now, site }: { now: Date; site: Site },
): Promise<WrittenMail[]> {
  const digests = await digestContents(db, now);
  return digests.map(({ member, content }) => ({
    recipient: member.email,
    ...digestMail(site, content, now),
  }));
}

export type DigestRun =
  /** Before DIGEST_TIME today (IST). */
  | { outcome: "not-yet"; day: string }
  /** Today's digest was queued already, by this server or another. */
  | { outcome: "already"; day: string }
  /** Queued now: one message per member with something to hear (maybe none). */
  | { outcome: "queued"; day: string; mails: WrittenMail[] };

/**
 * Queues today's digest if DIGEST_TIME has come and no server has queued it yet. The day is
 * claimed (a row in digest_runs) and the messages queued in one transaction: of servers that try
 * at once, one inserts the row and the others find it there; a crash before the commit leaves
 * neither, so the next try sends it, and after the commit the durable queue delivers it.
 */
export async function runDigestIfDue(
  db: Kysely<Database>,
  { now, site, digestTime }: { now: Date; site: Site; digestTime: string },
): Promise<DigestRun> {
  const day = istDayOf(now);
  if (!isDigestTime(now, digestTime)) return { outcome: "not-yet", day };
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("digest_runs")
      .values({ day, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("day").doNothing())
      .returning("day")
      .executeTakeFirst();
    if (!claimed) return { outcome: "already", day } as const;
    const mails = await composeDigest(trx, { now, site });
    await queueWrittenMail(trx, mails, new Date());
    return { outcome: "queued", day, mails } as const;
  });
}

/**
 * Queues today's digest at once, whatever the time and whether it went out already, without
 * claiming the day: the scheduled one still goes at DIGEST_TIME (`npm run digest -- --now`).
 */
export async function queueDigestNow(
  db: Kysely<Database>,
  { now, site }: { now: Date; site: Site },
): Promise<WrittenMail[]> {
  return db.transaction().execute(async (trx) => {
    const mails = await composeDigest(trx, { now, site });
    await queueWrittenMail(trx, mails, new Date());
    return mails;
  });
}
