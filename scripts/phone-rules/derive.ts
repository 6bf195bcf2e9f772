import metadata from "libphonenumber-js/metadata.min.json";

/**
 * What the browser needs to check a number, per country calling code: the national prefix (as a
 * pattern; "" when there is none), the pattern of a national number, and its possible lengths.
 * Taken from libphonenumber-js's smallest ("min") metadata without its formats and number types,
 * which the check does not need; codes several countries share (+1, +7, +44…) get the union of
 * their rules. The server checks with the full metadata and has the last word.
 */
export type PhoneRule = [nationalPrefix: string, pattern: string, lengths: number[]];

// Positions in a country's array in libphonenumber-js's compressed metadata.
type CountryArray = [string, string?, string?, number[]?, unknown?, string?, unknown?, string?];

export function derivePhoneRules(): Record<string, PhoneRule> {
  const byCode = new Map<string, { prefixes: Set<string>; patterns: Set<string>; lengths: Set<number> }>();
  const countries = [
    ...Object.values(metadata.countries),
    ...Object.values(metadata.nonGeographic),
  ] as unknown as CountryArray[];
  for (const [code, , pattern, lengths, , nationalPrefix, , prefixForParsing] of countries) {
    const rule = byCode.get(code) ?? { prefixes: new Set(), patterns: new Set(), lengths: new Set() };
    byCode.set(code, rule);
    const prefix = prefixForParsing || nationalPrefix;
    if (prefix) rule.prefixes.add(prefix);
    if (pattern) rule.patterns.add(pattern);
    for (const length of lengths ?? []) rule.lengths.add(length);
  }
  const union = (parts: Set<string>) =>
    parts.size === 1 ? [...parts].join("") : [...parts].map((part) => `(?:${part})`).join("|");
  return Object.fromEntries(
    [...byCode]
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([code, rule]) => [
        code,
        [union(rule.prefixes), union(rule.patterns), [...rule.lengths].sort((a, b) => a - b)],
      ]),
  );
}
