import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { LeadInput } from "~/lib/lead-schema";
import type { LeadSource } from "~/lib/lead-work";
import type { WriteRunner } from "../db/group-commit.server";
import { preparedQuery } from "../db/prepared-query.server";
import type { Database, LeadsTable } from "../db/schema.server";
import { lockWritesFor } from "../db/write-lock.server";
import { hitRateLimit, type RateLimit } from "../rate-limit.server";
import type { DeskUser } from "./lead-access.server";
import type { NewLead } from "./lead-writes.server";

/**
 * A checked enquiry, ready to store: plain data, so it can be handed to the lead writer thread
 * (lead-thread.server.ts) as well as stored on the thread that checked it.
 */
export type LeadToStore = {
  lead: LeadInput;
  /** The message as stored: the area, when there is one, added to it. */
  message: string | null | undefined;
  source: LeadSource;
  /** The desk member who entered it; absent for a visitor's, which the rate limit counts. */
  staff?: DeskUser;
  /** The rate limit's key for the visitor's address, and the limit. */
  rateLimit: { key: string; limit: RateLimit };
  /** ISO times: now, and the start of the window in which the same enquiry is a repeat. */
  createdAt: string;
  repeatSince: string;
};

export type StoreResult =
  NewLead | { kind: "duplicate"; id: string } | { kind: "rate_limited"; retryAfterMs: number };

/** Stores checked enquiries, each committed (to disk) before its promise resolves. */
export type LeadStore = (toStore: LeadToStore) => Promise<StoreResult>;

/**
 * A lead store that runs each enquiry's writes through `write` (the server's lead writes, which
 * queue its alerts) and, after the commit of a new lead, calls `created` (to send the alerts).
 */
export const leadStore =
  (write: WriteRunner, created?: () => void): LeadStore =>
  async (toStore) => {
    const result = await write((trx) => storeLead(trx, toStore));
    if (result.kind === "created") created?.();
    return result;
  };

/**
 * One enquiry's writes, in the transaction of its write batch: the duplicate check, the limiter's
 * count and the write. Submissions of the same phone and service take turns, on however many
 * servers, so only the first of them is a new lead; a later one within the window adds its message
 * to that lead's timeline instead (a repeat of the very same message adds nothing, and is not
 * counted).
 */
export async function storeLead(trx: Kysely<Database>, toStore: LeadToStore): Promise<StoreResult> {
  const { lead, message, source, staff, createdAt } = toStore;
  await lockWritesFor(trx, `lead:${lead.phone}\n${lead.service}`);
  const [existing] = (
    await latestOfSame(trx, { phone: lead.phone, service: lead.service, since: toStore.repeatSince })
  ).rows;
  const repeat = existing && (await repeatText(trx, existing, { name: lead.name, message }));
  if (existing && !repeat) return { kind: "duplicate", id: existing.id };
  if (!staff) {
    const { key, limit } = toStore.rateLimit;
    const hit = await hitRateLimit(trx, key, limit, new Date(createdAt));
    if (!hit.allowed) return { kind: "rate_limited", retryAfterMs: hit.retryAfterMs };
  }
  if (existing && repeat) {
    await trx.updateTable("leads").set({ updated_at: createdAt }).where("id", "=", existing.id).execute();
    await trx
      .insertInto("lead_activities")
      .values({
        id: randomUUID(),
        lead_id: existing.id,
        kind: "repeat",
        text: repeat,
        actor_id: staff?.id ?? null,
        actor_email: staff?.email ?? null,
        created_at: createdAt,
      })
      .execute();
    return { kind: "duplicate", id: existing.id };
  }
  const id = randomUUID();
  // A staff member's own entry is theirs to work; an admin's waits to be assigned.
  const assignee = staff?.role === "staff" ? staff.id : null;
  await insertLead(trx, {
    ...lead,
    id,
    message,
    source,
    assignee_id: assignee,
    created_at: createdAt,
    updated_at: createdAt,
  });
  return { kind: "created", id, assignee_id: assignee, enteredBy: staff?.email };
}

// Every enquiry runs these two (and the rate limit's), so they are built and compiled once.
const latestOfSame = preparedQuery((db, same: { phone: string; service: string; since: string }) =>
  db
    .selectFrom("leads")
    .select(["id", "name", "message"])
    .where("phone", "=", same.phone)
    .where("service", "=", same.service)
    .where("created_at", ">", same.since)
    .orderBy("created_at", "desc")
    .limit(1),
);
const insertLead = preparedQuery((db, row: Insertable<LeadsTable>) => db.insertInto("leads").values(row));

/**
 * What a repeat enquiry adds to the lead's timeline: its message (and the name given, when it is
 * not the lead's), or undefined when it says nothing the lead or its latest repeat does not.
 */
async function repeatText(
  trx: Kysely<Database>,
  lead: { id: string; name: string; message: string | null },
  again: { name: string; message: string | null | undefined },
): Promise<string | undefined> {
  const text = [again.name !== lead.name ? `${again.name}:` : "", again.message ?? ""].join(" ").trim();
  if (!text || again.message === lead.message) return undefined;
  const latest = await trx
    .selectFrom("lead_activities")
    .select("text")
    .where("lead_id", "=", lead.id)
    .where("kind", "=", "repeat")
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return latest?.text === text ? undefined : text;
}
