import { profiles } from "../../app/profiles";

// Profiles as a business's own file holds them: plain data, made from a shipped profile with a few
// fields changed (the profile-file unit tests and the end-to-end test of a server started with one).

type Data = Record<string, unknown>;

/**
 * A copy of a shipped profile as plain data, with each change made: a dotted path ("business.hours.1.opens")
 * and its new value, or undefined to remove the field.
 */
export function profileWith(from: keyof typeof profiles, changes: Record<string, unknown>): Data {
  const copy = structuredClone(profiles[from]) as unknown as Data;
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split(".");
    const last = keys.pop()!;
    const parent = keys.reduce((node, key) => node[key] as Data, copy);
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  }
  return copy;
}

/**
 * `profile` with every mention of its business's name (in every text) changed to `name`, and, when
 * given, a new phone number: a publish whose every page shows the change (the unit tests, the
 * end-to-end tests and the publish bench).
 */
export function renamed<P extends { business: { name: string; phone: string } }>(
  profile: P,
  name: string,
  phone?: string,
): P {
  const from = profile.business.name;
  const rename = (value: unknown): unknown =>
    typeof value === "string"
      ? value.replaceAll(from, name)
      : Array.isArray(value)
        ? value.map(rename)
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rename(item)]))
          : value;
  const changed = rename(profile) as P;
  return { ...changed, business: { ...changed.business, name, phone: phone ?? changed.business.phone } };
}
