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
