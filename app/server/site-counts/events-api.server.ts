import { z } from "zod";
import { type ContactClick, contactClicks } from "~/lib/site-counts";
import { type ApiAnswer, apiAnswer, fieldErrorsOf, parseJsonObject } from "../http/json-answer.server";
import { pagePath } from "./view-rules.server";

// POST /api/events {type, path}: a contact click reported by a public page (navigator.sendBeacon).
// A beacon whose body is a string is sent as text/plain, which needs no CORS preflight; JSON is
// taken too. Nothing is set on the answer: no cookie, no body.

/** The one schema of the events API. */
export function eventSchemaFor(publicPaths: ReadonlySet<string>) {
  return z.object({
    type: z.enum(contactClicks, { error: `must be one of ${contactClicks.join(", ")}` }),
    path: z
      .string({ error: "must be the path of a page of this site" })
      .max(300, { error: "must be the path of a page of this site" })
      .refine((path) => publicPaths.has(pagePath(path)), {
        error: "must be the path of a page of this site",
      }),
  });
}

const answer = apiAnswer;

export const eventTypes = /^(text\/plain|application\/json)\s*(;|$)/i;

/** The answer to an event's body, and the click to count when it is one. */
export function answerEventPost(
  contentType: string | null,
  rawBody: string,
  schema: ReturnType<typeof eventSchemaFor>,
): ApiAnswer & { click?: { type: ContactClick; path: string } } {
  if (!eventTypes.test(contentType ?? "")) {
    return answer(415, { error: "Send the event as JSON (Content-Type: application/json or text/plain)." });
  }
  const json = parseJsonObject(rawBody);
  if (!json.ok) return json.answer;
  const parsed = schema.safeParse(json.body);
  if (!parsed.success) return answer(400, { errors: fieldErrorsOf(parsed.error.issues) });
  return { ...answer(204, null), click: parsed.data };
}

/**
 * A per-client limit on reported clicks, in memory: a click that is not counted costs nothing, so
 * the limit needs neither the database nor to hold across servers; it only stops one client from
 * filling the table.
 */
export function clickLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return (client: string, now: number): { ok: true } | { ok: false; retryAfterMs: number } => {
    if (windows.size > 10_000)
      for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
    const window = windows.get(client);
    if (!window || now - window.start >= windowMs) {
      windows.set(client, { start: now, count: 1 });
      return { ok: true };
    }
    window.count++;
    return window.count <= max ? { ok: true } : { ok: false, retryAfterMs: window.start + windowMs - now };
  };
}
