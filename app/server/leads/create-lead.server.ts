import { createHash } from "node:crypto";
import { honeypotField } from "~/lib/lead-form-config";
import { fieldErrors, type LeadFieldErrors, type leadSchema } from "~/lib/lead-schema";
import { rateLimitClient } from "../client-address.server";
import type { RateLimit } from "../rate-limit.server";
import { isLeadSource } from "~/lib/lead-work";
import type { DeskUser } from "./lead-access.server";
import type { LeadStore } from "./store-lead.server";

export type LeadDeps = {
  /** Stores a checked enquiry: the server's lead writes (leadWrites), which queue the alerts. */
  store: LeadStore;
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

/** A page path of the kind the site has: lower-case words joined by hyphens, between slashes. */
const pagePathPattern = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/**
 * The page a log line names: the path without its query or fragment, which may carry anything (a
 * name in a campaign tag, a phone number), and "other" for a path no page of the site could have,
 * since the page field is the visitor's to write.
 */
function loggedPage(sourcePath: string | null): string | null {
  if (sourcePath === null) return null;
  const path = sourcePath.split(/[?#]/)[0]!.replace(/(.)\/+$/, "$1");
  return pagePathPattern.test(path) ? path : "other";
}

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

  const written = await deps.store({
    lead,
    message,
    source,
    // Only what the write needs: the member may come with more, and the store may be another thread.
    staff: staff && { id: staff.id, email: staff.email, role: staff.role },
    rateLimit: { key, limit: deps.rateLimit },
    createdAt: at.toISOString(),
    repeatSince: new Date(at.getTime() - duplicateWindowMs).toISOString(),
  });
  const result: LeadResult = written.kind === "created" ? { kind: "created", id: written.id } : written;
  // Logged once the commit has happened: a write that failed is logged by the caller, as an error.
  const channel = request.channel;
  const page = loggedPage(lead.source_path);
  if (result.kind === "created")
    deps.log("lead_created", { id: result.id, channel, source, page, area: lead.area });
  else if (result.kind === "duplicate") deps.log("lead_duplicate", { id: result.id, channel, page });
  else if (result.kind === "rate_limited") deps.log("lead_rate_limited", { channel });
  return result;
}
