import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * Reads an Indian phone number in any usual form (+91…, 91…, 0…, spaced or dashed) and returns
 * it in E.164 (+91XXXXXXXXXX), or null when it is not a valid Indian number.
 */
export function toIndianE164(input: string): string | null {
  let digits = input.replace(/[\s\-().]/g, "");
  if (/^91\d{10}$/.test(digits)) digits = `+${digits}`;
  if (/^0091\d{10}$/.test(digits)) digits = `+${digits.slice(2)}`;
  const parsed = parsePhoneNumberFromString(digits, "IN");
  if (!parsed?.isValid() || parsed.country !== "IN") return null;
  return parsed.number;
}

/** "+91 98765 43210" for display. */
export function formatIndianPhone(e164: string): string {
  return parsePhoneNumberFromString(e164, "IN")?.formatInternational() ?? e164;
}
