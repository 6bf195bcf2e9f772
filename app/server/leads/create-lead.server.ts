import { createHash, randomUUID } from "node:crypto";
import { honeypotField } from "~/lib/lead-form-config";
import { fieldErrors, type LeadFieldErrors, type leadSchema } from "~/lib/lead-schema";
import type { WriteRunner } from "../db/group-commit.server";
import { lockWritesFor } from "../db/write-lock.server";
import { rateLimitClient } from "../client-address.server";
import { hitRateLimit, type RateLimit } from "../rate-limit.server";
import { isLeadSource } from "~/lib/lead-work";
import type { DeskUser } from "./lead-access.server";
import type { NewLead } from "./lead-writes.server";

export type LeadDeps = {
  /** Runs one write transaction: the server's lead writes (leadWrites), which queue the alerts. */
  write: WriteRunner;
  now: () => Date;
  schema: ReturnType<typeof leadSchema>;
  rateLimit: RateLimit;
  log: (msg: string, fields: Record<string, unknown>) => void;
  /** Told after the commit of a new lead, whose alerts its write batch queued: to send them. */
  alertsQueued?: () => void;
};

type LeadRequest = {
  /** The submitted fields, from a form or JSON; unknown keys are ignored. */
  fields: Record<string, unknown>;
  /** The client's address, used only (hashed, an IPv6 address by its /64) as the rate-limit key. */
  clientAddress: string;
  /** Where the submission came from: "form" or "api". */
  channel: "form" | "api";
  /**
   * The desk member entering an enquiry that came by phone, WhatsApp, in person...: its `source`
   * field is kept, and no rate limit applies. Absent for everyone else, whose leads are "web".
   */
  staff?: DeskUser;
};

export type LeadResult =
  | { kind: "created"; id: string }
  | { kind: "duplicate"; id: string }
  | { kind: "ignored" }
  | { kind: "invalid"; errors: LeadFieldErrors }
  | { kind: "rate_limited"; retryAfterMs: number };

const duplicateWindowMs = 10 * 60_000;

/**
 * Validates and stores one enquiry. The lead is committed before this returns "created", so a
 * visitor is told "sent" only for a lead that is on disk.
 */
export async function createLead(deps: LeadDeps, request: LeadRequest): Promise<LeadResult> {
  const { now } = deps;
  const honeypot = request.fields[honeypotField];
  const filled =
    typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null;
  if (filled) {
    deps.log("lead_honeypot", { channel: request.channel });
    return { kind: "ignored" };
  }

  const parsed = deps.schema.safeParse(request.fields);
  if (!parsed.success) return { kind: "invalid", errors: fieldErrors(parsed.error) };
  const lead = parsed.data;
  const { staff } = request;
  const source = staff && isLeadSource(request.fields.source) ? request.fields.source : "web";

  const at = now();
  const client = rateLimitClient(request.clientAddress);
  const key = `lead:${createHash("sha256").update(client).digest("base64url").slice(0, 22)}`;
  const message = lead.area ? `${lead.message ?? ""} - Location: ${lead.area}`.trim() : lead.message;
  const createdAt = at.toISOString();
  const since = new Date(at.getTime() - duplicateWindowMs).toISOString();

  // One transaction for the duplicate check, the limiter's count and the write. Submissions of the
  // same phone and service take turns, on however many servers, so only the first of them is a
  // new lead; a later one within the window adds its message to that lead's timeline instead (a
  // repeat of the very same message adds nothing, and is not counted).
  const written = await deps.write(async (trx): Promise<LeadResult | NewLead> => {
    await lockWritesFor(trx, `lead:${lead.phone}\n${lead.service}`);
    const existing = await trx
      .selectFrom("leads")
      .select(["id", "name", "message"])
      .where("phone", "=", lead.phone)
      .where("service", "=", lead.service)
      .where("created_at", ">", since)
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst();
    const repeat = existing && (await repeatText(trx, existing, { name: lead.name, message }));
    if (existing && !repeat) return { kind: "duplicate", id: existing.id };
    if (!staff) {
      const limit = await hitRateLimit(trx, key, deps.rateLimit, at);
      if (!limit.allowed) return { kind: "rate_limited", retryAfterMs: limit.retryAfterMs };
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
    await trx
      .insertInto("leads")
      .values({
        ...lead,
        id,
        message,
        source,
        assignee_id: assignee,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    return { kind: "created", id, assignee_id: assignee, enteredBy: staff?.email };
  });
  const result: LeadResult = written.kind === "created" ? { kind: "created", id: written.id } : written;
  // Logged once the commit has happened: a write that failed is logged by the caller, as an error.
  const channel = request.channel;
  if (result.kind === "created") deps.alertsQueued?.();
  if (result.kind === "created")
    deps.log("lead_created", { id: result.id, channel, source, page: lead.source_path, area: lead.area });
  else if (result.kind === "duplicate")
    deps.log("lead_duplicate", { id: result.id, channel, page: lead.source_path });
  else if (result.kind === "rate_limited") deps.log("lead_rate_limited", { channel });
  return result;
}

/**
 * What a repeat enquiry adds to the lead's timeline: its message (and the name given, when it is
 * not the lead's), or undefined when it says nothing the lead or its latest repeat does not.
 */
async function repeatText(
  trx: Parameters<Parameters<WriteRunner>[0]>[0],
  lead: { id: string; name: string; message: string | null },
  again: { name: string; message: string | null },
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
