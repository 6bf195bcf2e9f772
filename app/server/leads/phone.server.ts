import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * Reads a phone number from anywhere and returns it in E.164 (+<country code><number>), or null
 * when it is not a valid number. Without a country code it is Indian, in any usual form (+91…,
 * 91…, 0…, spaced or dashed). Checked with libphonenumber's full metadata (each country's number
 * types), so this has the last word over the browser's lighter check (app/lib/phone-check.ts).
 */
export function toE164(input: string): string | null {
  let digits = input.replace(/[\s\-().]/g, "");
  if (/^91\d{10}$/.test(digits)) digits = `+${digits}`;
  const parsed = parsePhoneNumberFromString(digits, "IN");
  if (!parsed?.isValid()) return null;
  return parsed.number;
}
