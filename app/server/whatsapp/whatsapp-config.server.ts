import { z } from "zod";
import { EnvError } from "../env.server";

/** Meta's Graph API, at the version the code was written and tested against. */
export const defaultGraphApiUrl = "https://graph.facebook.com/v23.0";

export type WhatsAppConfig =
  | { configured: false }
  | {
      configured: true;
      /** The system user's access token: every call to the Graph API carries it. Never shown. */
      token: string;
      /** The business number's id in the Cloud API (not the number itself). */
      phoneNumberId: string;
      /** The app's secret: each webhook POST is signed with it. Never shown. */
      appSecret: string;
      /** What Meta sends back on the webhook's verification handshake. */
      verifyToken: string;
      /** The Graph API's base URL, version included, without a trailing slash. */
      apiUrl: string;
    };

const names = [
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
] as const;
const secrets = new Set(["WHATSAPP_TOKEN", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"]);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );

const schema = z.object({
  WHATSAPP_TOKEN: optional(z.string().trim().min(20, { error: "must be the access token Meta gives" })),
  WHATSAPP_PHONE_NUMBER_ID: optional(
    z
      .string()
      .trim()
      .regex(/^\d{5,20}$/, { error: "must be the phone number ID Meta shows (digits only)" }),
  ),
  WHATSAPP_APP_SECRET: optional(z.string().trim().min(16, { error: "must be the app secret Meta shows" })),
  WHATSAPP_VERIFY_TOKEN: optional(
    z.string().trim().min(8, { error: "must be at least 8 characters of your own choosing" }),
  ),
  WHATSAPP_API_URL: optional(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. https://graph.facebook.com/v23.0" }),
  ),
});

/**
 * The WhatsApp settings, read from the environment: all four set, the chats come to the desk; none
 * set, WhatsApp stays a link on the pages. Some but not all, or a bad value, stops the start with
 * an EnvError naming each variable (never showing a secret).
 */
export function parseWhatsAppConfig(source: Record<string, string | undefined>): WhatsAppConfig {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const value = secrets.has(name) ? "" : ` (got ${JSON.stringify(String(source[name]).slice(0, 100))})`;
      return `${name} ${issue.message}${value}`;
    });
    throw new EnvError([...new Set(problems)].join("; "));
  }
  const env = result.data;
  const missing = names.filter((name) => env[name] === undefined);
  if (missing.length === names.length) {
    if (env.WHATSAPP_API_URL)
      throw new EnvError(`WHATSAPP_API_URL is set but ${names.join(", ")} are not: set all four, or none`);
    return { configured: false };
  }
  if (missing.length > 0)
    throw new EnvError(
      `${missing.join(", ")} must be set too: WhatsApp needs all of ${names.join(", ")}, or none of them`,
    );
  return {
    configured: true,
    token: env.WHATSAPP_TOKEN!,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
    appSecret: env.WHATSAPP_APP_SECRET!,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN!,
    apiUrl: (env.WHATSAPP_API_URL ?? defaultGraphApiUrl).replace(/\/+$/, ""),
  };
}

let cached: WhatsAppConfig | undefined;

/** The process's WhatsApp settings, read once. */
export function whatsappConfig(): WhatsAppConfig {
  cached ??= parseWhatsAppConfig(process.env);
  return cached;
}
