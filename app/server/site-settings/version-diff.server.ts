// What changed between two versions of the site, for showing: every value that differs, by its place
// in the profile. Versions are stored whole; this is worked out when someone asks.

export type VersionChange = { path: string; before: string | null; after: string | null };

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

/** Every plain value in `value`, by its path: `{ a: { b: [1] } }` → `a.b.0` → "1". */
function leaves(value: Json, path: string, into: Map<string, string>): Map<string, string> {
  if (value === undefined) return into;
  if (Array.isArray(value)) value.forEach((item, i) => leaves(item, join(path, String(i)), into));
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) leaves(item, join(path, key), into);
  else into.set(path, String(value));
  return into;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The values that differ between `before` and `after`, in the order the profile has them. */
export function versionDiff(before: unknown, after: unknown): VersionChange[] {
  const old = leaves(before as Json, "", new Map());
  const now = leaves(after as Json, "", new Map());
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  return paths
    .filter((path) => old.get(path) !== now.get(path))
    .map((path) => ({ path, before: old.get(path) ?? null, after: now.get(path) ?? null }));
}
