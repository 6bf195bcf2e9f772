import { createHash, randomUUID } from "node:crypto";
import { honeypotField } from "~/lib/lead-form-config";
import { fieldErrors, type LeadFieldErrors, type leadSchema } from "~/lib/lead-schema";
import type { WriteRunner } from "../db/group-commit.server";
import { lockWritesFor } from "../db/write-lock.server";
import { rateLimitClient } from "../client-address.server";
import { hitRateLimit, type RateLimit } from "../rate-limit.server";

export type LeadDeps = {
  /** Runs one write transaction (see groupCommit). */
  write: WriteRunner;
  now: () => Date;
  schema: ReturnType<typeof leadSchema>;
  rateLimit: RateLimit;
  log: (msg: string, fields: Record<string, unknown>) => void;
};

type LeadRequest = {
  /** The submitted fields, from a form or JSON; unknown keys are ignored. */
  fields: Record<string, unknown>;
  /** The client's address, used only (hashed, an IPv6 address by its /64) as the rate-limit key. */
  clientAddress: string;
  /** Where the submission came from: "form" or "api". */
  channel: "form" | "api";
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

  const at = now();
  const client = rateLimitClient(request.clientAddress);
  const key = `lead:${createHash("sha256").update(client).digest("base64url").slice(0, 22)}`;
  const message = lead.area ? `${lead.message ?? ""} - Location: ${lead.area}`.trim() : lead.message;
  const createdAt = at.toISOString();
  const since = new Date(at.getTime() - duplicateWindowMs).toISOString();

  // One transaction for the duplicate check, the limiter's count and the insert. A repeat is not a
  // new lead, so it is answered before the limiter counts anything. Submissions of the same phone
  // and service take turns, on however many servers, so only the first of them is stored.
  const result = await deps.write(async (trx): Promise<LeadResult> => {
    await lockWritesFor(trx, `lead:${lead.phone}\n${lead.service}`);
    const existing = await trx
      .selectFrom("leads")
      .select("id")
      .where("phone", "=", lead.phone)
      .where("service", "=", lead.service)
      .where("created_at", ">", since)
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst();
    if (existing) return { kind: "duplicate", id: existing.id };
    const limit = await hitRateLimit(trx, key, deps.rateLimit, at);
    if (!limit.allowed) return { kind: "rate_limited", retryAfterMs: limit.retryAfterMs };
    const id = randomUUID();
    await trx
      .insertInto("leads")
      .values({ ...lead, id, message, created_at: createdAt, updated_at: createdAt })
      .execute();
    return { kind: "created", id };
  });
  // Logged once the commit has happened: a write that failed is logged by the caller, as an error.
  const channel = request.channel;
  if (result.kind === "created")
    deps.log("lead_created", { id: result.id, channel, source: lead.source_path, area: lead.area });
  else if (result.kind === "duplicate")
    deps.log("lead_duplicate", { id: result.id, channel, source: lead.source_path });
  else if (result.kind === "rate_limited") deps.log("lead_rate_limited", { channel });
  return result;
}
