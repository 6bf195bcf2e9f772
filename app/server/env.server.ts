import { z } from "zod";
import { toIndianE164 } from "~/lib/phone";
import { defaultProfileId, profileIds } from "~/profiles";
import { parseRateLimit } from "./rate-limit.server";

// Every setting is read here, once, at start. Empty strings count as unset so that
// `FOO= npm start` behaves like leaving FOO out.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const envSchema = z.object({
  HOST: optional(z.string()).transform((v) => v ?? "127.0.0.1"),
  PORT: optional(z.coerce.number().int().min(1).max(65535)).transform((v) => v ?? 3000),
  SITE_PROFILE: optional(z.enum(profileIds, { error: `must be one of ${profileIds.join(", ")}` })).transform(
    (v) => v ?? defaultProfileId,
  ),
  PUBLIC_URL: optional(
    z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL, e.g. https://example.in" }),
  ).transform((v) => v?.replace(/\/+$/, "")),
  BUSINESS_PHONE: optional(
    z.string().transform((value, ctx) => {
      const e164 = toIndianE164(value);
      if (!e164)
        ctx.addIssue({
          code: "custom",
          message: "must be a valid Indian phone number, e.g. +91 98765 43210",
        });
      return e164 ?? value;
    }),
  ),
  BUSINESS_EMAIL: optional(z.email({ error: "must be an e-mail address" })),
  DATABASE_URL: optional(
    z.string().refine((v) => !/^[a-z]+:\/\//i.test(v) || /^postgres(ql)?:\/\//.test(v), {
      error: "must be a file path for SQLite or a postgres:// URL",
    }),
  ).transform((v) => v ?? "./data/app.db"),
  LEAD_RATE_LIMIT: optional(z.string()).transform((value, ctx) => {
    const limit = parseRateLimit(value ?? "5/10m");
    if (!limit)
      ctx.addIssue({ code: "custom", message: 'must look like "5/10m" (count per window: s, m, h or d)' });
    return limit ?? { max: 5, windowMs: 600_000 };
  }),
  DATA_DIR: optional(z.string()).transform((v) => v ?? "./data"),
  AUTH_SECRET: optional(
    z.string().min(32, { error: "must be at least 32 characters (e.g. openssl rand -base64 32)" }),
  ),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
  MAIL_FROM: optional(z.string().min(3)),
  TRUST_PROXY: optional(z.enum(["true", "false", "1", "0"], { error: "must be true or false" })).transform(
    (v) => v === "true" || v === "1",
  ),
});

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the environment, or throws an EnvError whose message names each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    const got = source[name];
    return `  ${name}: ${issue.message}${got === undefined ? "" : ` (got ${JSON.stringify(got)})`}`;
  });
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
}
