import { profileSchema, type Profile } from "~/profiles/schema";
import { profileIssueMessage } from "~/server/profile/profile-issues.server";
import { unknownFieldMessage, unknownFieldPaths } from "~/server/profile/profile-file.server";

// What may be published: a profile checked with today's schema, every problem by its dotted path,
// and whether this release can show a version stored earlier (or by a newer release).

/** A problem with a profile, by its path in the profile: "business.name", "services.2.features.0". */
export type ProfileProblem = { path: string; message: string };

/**
 * The version of the profile's shape a snapshot is written under: raised when a change to the
 * profile schema means older snapshots need reading differently.
 */
export const profileSchemaVersion = 1;

/** `services.2.title` for a path into the profile; "" for the profile itself. */
const dottedPath = (path: readonly PropertyKey[]) => path.map(String).join(".");

/** Checks a profile with today's schema: the profile, or every problem by its dotted path. */
export function checkSiteProfile(
  input: unknown,
): { ok: true; profile: Profile } | { ok: false; problems: ProfileProblem[] } {
  const result = profileSchema.safeParse(input, { error: profileIssueMessage });
  const problems: ProfileProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ path: dottedPath(issue.path), message: issue.message }));
  for (const path of unknownFieldPaths(profileSchema, input))
    problems.push({ path: dottedPath(path), message: unknownFieldMessage });
  if (result.success && problems.length === 0) return { ok: true, profile: result.data };
  const seen = new Set<string>();
  return {
    ok: false,
    problems: problems.filter((problem) => {
      const key = `${problem.path}\n${problem.message}`;
      return seen.has(key) ? false : (seen.add(key), true);
    }),
  };
}

/**
 * Whether this release can show a stored version: written under a profile shape it knows, and
 * passing today's checks. The profile as checked, or why not in one line.
 */
export function checkStoredVersion(version: {
  schemaVersion: number;
  profile: unknown;
}): { ok: true; profile: Profile } | { ok: false; reason: string } {
  if (version.schemaVersion > profileSchemaVersion)
    return {
      ok: false,
      reason: `written under profile schema ${version.schemaVersion}, newer than this release's ${profileSchemaVersion}`,
    };
  const checked = checkSiteProfile(version.profile);
  if (checked.ok) return checked;
  return {
    ok: false,
    reason: checked.problems.map(({ path, message }) => `${path || "profile"}: ${message}`).join("; "),
  };
}
