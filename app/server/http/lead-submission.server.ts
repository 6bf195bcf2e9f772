import { attributionFrom, utmFields } from "~/lib/attribution";
import { log } from "../log.server";
import { getRuntime } from "../runtime.server";
import { createLead, type LeadResult } from "../leads/create-lead.server";
import type { DeskUser } from "../leads/lead-access.server";

type SubmitResult = LeadResult | { kind: "error" };

/** What the web layer knows about the request besides its fields. */
export type LeadClient = { clientAddress: string; referer: string | null };

/**
 * The one entry point for a lead from the web, shared by the form actions and the JSON API.
 * Never throws: a storage failure comes back as { kind: "error" } so the caller can keep the
 * visitor's values on screen and ask them to try again.
 */
export async function submitLead(
  fields: Record<string, unknown>,
  origin: LeadClient,
  channel: "form" | "api",
  staff?: DeskUser,
): Promise<SubmitResult> {
  try {
    const { leads } = await getRuntime();
    return await createLead(leads, {
      fields: withRefererAttribution(fields, origin.referer),
      clientAddress: origin.clientAddress,
      channel,
      staff,
    });
  } catch (error) {
    log("error", "lead_failed", { channel, error: error instanceof Error ? error.message : String(error) });
    return { kind: "error" };
  }
}

// Without JavaScript the form cannot carry the landing page's utm_* values, but the browser's
// Referer for the POST is the page the form is on, query string included.
function withRefererAttribution(
  fields: Record<string, unknown>,
  referer: string | null,
): Record<string, unknown> {
  if (!referer || utmFields.some((field) => fields[field])) return fields;
  try {
    const utm = attributionFrom(new URL(referer), new URL(referer).origin);
    return { ...utm, ...fields };
  } catch {
    return fields;
  }
}

/** The origin of a request that came through React Router (the client address is in the load context). */
export function clientOf(request: Request, context: unknown): LeadClient {
  const address = (context as { clientAddress?: unknown } | undefined)?.clientAddress;
  return {
    clientAddress: typeof address === "string" ? address : "unknown",
    referer: request.headers.get("referer"),
  };
}
