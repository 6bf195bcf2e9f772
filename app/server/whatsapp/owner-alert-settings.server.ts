import { parsePhoneNumberFromString } from "libphonenumber-js/max";

// The settings of the new-lead alerts sent to the owner's WhatsApp: NOTIFY_WHATSAPP (the numbers)
// and NOTIFY_WHATSAPP_TEMPLATE (the approved template they are sent as). Read by env.server.ts.

/** An approved message template: its name and language as WhatsApp Manager shows them. */
export type AlertTemplate = { name: string; language: string };

/**
 * An Indian mobile number in any usual writing (+91…, 91…, 0…, spaced or dashed), E.164; null for
 * anything else, a landline included (it has no WhatsApp). The full metadata tells the two apart.
 */
function indianMobile(text: string): string | null {
  if (!/^[+\d\s\-().]+$/.test(text)) return null;
  let digits = text.replace(/[\s\-().]/g, "");
  if (/^91\d{10}$/.test(digits)) digits = `+${digits}`;
  if (/^0091\d{10}$/.test(digits)) digits = `+${digits.slice(2)}`;
  const parsed = parsePhoneNumberFromString(digits, "IN");
  if (!parsed?.isValid() || parsed.country !== "IN") return null;
  const type = parsed.getType();
  return type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE" ? parsed.number : null;
}

/** One or more Indian mobile numbers, comma-separated, in any usual writing; undefined if one is not. */
export function parseWhatsAppNumbers(value: string): string[] | undefined {
  const numbers = value.split(",").map((part) => indianMobile(part.trim()));
  if (numbers.some((number) => number === null)) return undefined;
  return [...new Set(numbers as string[])];
}

/** Meta's template names are lower-case letters, digits and underscores. */
const templateName = /^[a-z0-9_]{1,512}$/;
/** Meta's language codes: "en", "hi", "en_US", "en_GB"… */
const languageCode = /^[a-z]{2,3}(_[A-Z]{2})?$/;

/** "new_lead:en" as a template; the language may be left out, and is then English ("en"). */
export function parseAlertTemplate(value: string): AlertTemplate | undefined {
  const [name = "", language = "en", ...rest] = value.trim().split(":");
  if (rest.length > 0 || !templateName.test(name) || !languageCode.test(language)) return undefined;
  return { name, language };
}

/** The settings the Cloud API needs (whatsapp-config.server.ts checks their values). */
const whatsappNames = [
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
] as const;

/**
 * Why the alert settings cannot work together, or null: numbers need a template and the WhatsApp
 * settings to be sent with; a template alone is a half-made setting.
 */
export function alertSettingsProblem(
  env: { NOTIFY_WHATSAPP?: readonly string[]; NOTIFY_WHATSAPP_TEMPLATE?: AlertTemplate },
  source: Record<string, string | undefined>,
): string | null {
  if (env.NOTIFY_WHATSAPP === undefined) {
    return env.NOTIFY_WHATSAPP_TEMPLATE
      ? "NOTIFY_WHATSAPP_TEMPLATE is set but NOTIFY_WHATSAPP is not: set the numbers to alert, or neither"
      : null;
  }
  const missing = whatsappNames.filter((name) => !source[name]?.trim());
  if (missing.length > 0)
    return `NOTIFY_WHATSAPP needs the WhatsApp settings to send with: ${missing.join(", ")} must be set too`;
  if (!env.NOTIFY_WHATSAPP_TEMPLATE)
    return 'NOTIFY_WHATSAPP needs NOTIFY_WHATSAPP_TEMPLATE: the approved template the alerts are sent as, e.g. "new_lead:en"';
  return null;
}
