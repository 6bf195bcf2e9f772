import { z } from "zod";
import { toIndianE164 } from "~/lib/phone";
import { defaultProfileId, isProfileId, profileIds } from "~/profiles";
import { maskPassword } from "./mask-password.server";
import { maxRateLimitCount, parseRateLimit } from "./rate-limit.server";
import { isProfileFilePath } from "./profile/profile-source.server";
import { StartupError } from "./start-up-error.server";
import {
  alertSettingsProblem,
  parseAlertTemplate,
  parseWhatsAppNumbers,
} from "./whatsapp/owner-alert-settings.server";

// Every setting is read here, once, at start. Empty strings count as unset so that
// `FOO= npm start` behaves like leaving FOO out.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** A string turned into a value by `parse`, or refused with `message` when it returns undefined. */
const parsed = <T>(parse: (value: string) => T | undefined, message: string) =>
  z.string().transform((value, ctx) => {
    const result = parse(value);
    if (result !== undefined) return result;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

const port = (text: string) => {
  const value = /^\d+$/.test(text) ? Number(text) : 0;
  return value >= 1 && value <= 65535 ? value : undefined;
};

const isInMemorySqlite = (url: string) => /:memory:|[?&]mode=memory\b/i.test(url);

const hasCredentials = (url: string) =>
  URL.canParse(url) && (new URL(url).username !== "" || new URL(url).password !== "");

const envSchema = z.object({
  HOST: optional(z.string()).transform((v) => v ?? "127.0.0.1"),
  PORT: optional(parsed(port, "must be a whole number from 1 to 65535")).transform((v) => v ?? 3000),
  // A shipped profile's id, or the path to a business's own profile file (read in site.server.ts).
  SITE_PROFILE: optional(
    z.string().refine((v) => isProfileId(v) || isProfileFilePath(v), {
      error: `must be one of ${profileIds.join(", ")}, or the path to a profile file (.json, .yaml or .yml)`,
    }),
  ).transform((v) => v ?? defaultProfileId),
  PUBLIC_URL: optional(
    z
      .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL, e.g. https://example.in" })
      .refine((v) => !hasCredentials(v), { error: "must not carry a user name or password" }),
  ).transform((v) => v?.replace(/\/+$/, "")),
  BUSINESS_PHONE: optional(
    parsed((v) => toIndianE164(v) ?? undefined, "must be a valid Indian phone number, e.g. +91 98765 43210"),
  ),
  BUSINESS_EMAIL: optional(z.email({ error: "must be an e-mail address" })),
  DATABASE_URL: optional(
    z
      .string()
      .refine((v) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(v) || /^postgres(ql)?:\/\//.test(v), {
        error: "must be a file path for SQLite or a postgres:// URL",
        abort: true,
      })
      .refine((v) => /^postgres(ql)?:\/\//.test(v) || !isInMemorySqlite(v), {
        error: "must name a file: an in-memory database loses every lead when the server stops",
      }),
  ).transform((v) => v ?? "./data/app.db"),
  LEAD_RATE_LIMIT: optional(
    parsed(
      (v) => parseRateLimit(v) ?? undefined,
      `must be like "5/10m": 1 to ${maxRateLimitCount} enquiries per window of s, m, h or d, at most 1d`,
    ),
  ).transform((v) => v ?? { max: 5, windowMs: 600_000 }),
  DATA_DIR: optional(z.string()).transform((v) => v ?? "./data"),
  AUTH_SECRET: optional(
    z.string().min(32, { error: "must be at least 32 characters (e.g. openssl rand -base64 32)" }),
  ),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
  MAIL_FROM: optional(
    z.string().min(3, { error: "must be a sender, e.g. BTM Carpentry Works <hello@example.in>" }),
  ),
  // Who hears of each new lead by e-mail, besides the desk members who keep alerts on; unset, the
  // business's own e-mail address; "none", only those members.
  NOTIFY_EMAIL: optional(
    parsed((v) => {
      if (v.trim() === "none") return [];
      const list = v.split(",").map((address) => address.trim());
      return list.every((address) => z.email().safeParse(address).success) ? list : undefined;
    }, 'must be one e-mail address, several separated by commas, or "none"'),
  ),
  // Indian mobile numbers that hear of each new lead on WhatsApp too (owner-alert-settings.server.ts).
  NOTIFY_WHATSAPP: optional(
    parsed(
      parseWhatsAppNumbers,
      "must be one Indian mobile number, or several separated by commas, e.g. +91 98450 12345",
    ),
  ),
  // The approved template those alerts are sent as: its name, and its language after a colon.
  NOTIFY_WHATSAPP_TEMPLATE: optional(
    parsed(parseAlertTemplate, 'must be an approved template\'s name and its language, e.g. "new_lead:en"'),
  ),
  // When the morning digest goes out, India time.
  DIGEST_TIME: optional(
    z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "must be a time of day as HH:MM, e.g. 09:00" }),
  ).transform((v) => v ?? "09:00"),
  // Closed leads older than this many months are anonymised, daily; unset (or "off"), never.
  LEAD_RETENTION_MONTHS: optional(
    parsed(
      (v) =>
        v === "off"
          ? null
          : /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 600
            ? Number(v)
            : undefined,
      'must be a whole number of months from 1 to 600, or "off"',
    ),
  ).transform((v) => v ?? null),
  // Who must use two-factor sign-in: nobody ("off"), or every account with the admin role.
  REQUIRE_2FA: optional(z.enum(["off", "admin"], { error: 'must be "off" or "admin"' })).transform(
    (v) => v ?? "off",
  ),
  // First-party counts of the public pages' views and contact clicks; "off" counts nothing.
  ANALYTICS: optional(z.enum(["on", "off"], { error: 'must be "on" or "off"' })).transform(
    (v) => (v ?? "on") === "on",
  ),
  // How long the counted events themselves are kept; their daily totals are kept for good.
  ANALYTICS_RETENTION_DAYS: optional(
    parsed(
      (v) => (/^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= 3650 ? Number(v) : undefined),
      "must be a whole number of days from 1 to 3650",
    ),
  ).transform((v) => v ?? 90),
  TRUST_PROXY: optional(z.enum(["true", "false", "1", "0"], { error: "must be true or false" })).transform(
    (v) => v === "true" || v === "1",
  ),
  // Keep each photo's upload as sent, beside the files made from it (never served: it may carry GPS).
  KEEP_PHOTO_ORIGINALS: optional(
    z.enum(["true", "false", "1", "0"], { error: "must be true or false" }),
  ).transform((v) => v === "true" || v === "1"),
  /**
   * For tests only: a file holding the time the desk takes for "now" (ISO 8601), so a test can
   * move to tomorrow without waiting. Unset, the desk uses the real time.
   */
  CLOCK_FILE: optional(z.string().min(1)),
});

export type Env = z.output<typeof envSchema>;

/** A StartupError about the environment: each bad variable, by name, in one line. */
export class EnvError extends StartupError {}

/** Settings whose value is never shown, not even in part. */
const secretVariables = new Set(["AUTH_SECRET"]);

/** The value a message may show: none for a secret, and any URL's password masked. */
function shown(name: string, value: string | undefined): string {
  if (value === undefined || secretVariables.has(name)) return "";
  const masked = maskPassword(value);
  return ` (got ${JSON.stringify(masked.length > 100 ? `${masked.slice(0, 100)}…` : masked)})`;
}

/**
 * Parses the environment, or throws an EnvError whose one-line message names each bad variable,
 * e.g. `PORT must be a whole number from 1 to 65535 (got "0x10")`.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) {
    const problem = alertSettingsProblem(result.data, source);
    if (problem) throw new EnvError(problem);
    return result.data;
  }
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "environment");
    if (!problems.has(name)) problems.set(name, `${name} ${issue.message}${shown(name, source[name])}`);
  }
  throw new EnvError([...problems.values()].join("; "));
}
