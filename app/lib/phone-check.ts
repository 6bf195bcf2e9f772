import rules from "./phone-rules.json";

// The browser's phone check: a number with no country code is Indian (0, 91 or 0091 in front as
// people write it); one with + (or 00) needs a country calling code and a national number its
// country allows (its pattern and length, from app/lib/phone-rules.json, made by
// `npm run phone:rules` from libphonenumber-js's smallest metadata). It is the server's check
// without the number types and the formats, so a few KB instead of 50: it may let through a
// number the server then refuses, never the other way round. The server's, with the full
// metadata, has the last word (app/server/leads/phone.server.ts,
// docs/decisions/0031-international-numbers.md).

type Rule = readonly [nationalPrefix: string, pattern: string, lengths: readonly number[]];
const byCallingCode: Partial<Record<string, Rule>> = rules as unknown as Record<string, Rule>;

/** "+<country code><national number>" for a number that looks right for its country, else null. */
export function toPlausibleE164(input: string): string | null {
  let digits = input.replace(/[\s\-().]/g, "");
  if (/^91\d{10}$/.test(digits)) digits = `+${digits}`;
  if (digits.startsWith("00")) digits = `+${digits.slice(2)}`;
  if (!/^\+?\d+$/.test(digits)) return null;
  if (!digits.startsWith("+")) return plausible("91", digits);
  // Country calling codes are 1 to 3 digits, and none is the start of another.
  for (const size of [1, 2, 3]) {
    const code = digits.slice(1, 1 + size);
    if (byCallingCode[code]) return plausible(code, digits.slice(1 + size));
  }
  return null;
}

function plausible(code: string, national: string): string | null {
  const [prefix, pattern, lengths] = byCallingCode[code] ?? ["", "", []];
  const fits = (number: string) =>
    (lengths.length === 0 || lengths.includes(number.length)) && new RegExp(`^(?:${pattern})$`).test(number);
  // As written, or without the national prefix (the 0 of "+44 (0)20…" or "098450…").
  const withoutPrefix = prefix ? national.replace(new RegExp(`^(?:${prefix})`), "") : national;
  const found = [national, withoutPrefix].find(fits);
  return found === undefined ? null : `+${code}${found}`;
}
