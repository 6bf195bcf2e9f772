import { extname } from "node:path";
import { isProfileId, profiles } from "~/profiles";
import type { Profile } from "~/profiles/schema";
import { profileFileFormats, readProfileFile } from "./profile-file.server";

/** Whether SITE_PROFILE names a file: a path ending in .json, .yaml or .yml. */
export const isProfileFilePath = (value: string): boolean =>
  Object.hasOwn(profileFileFormats, extname(value).toLowerCase());

/**
 * The profile SITE_PROFILE chooses: a shipped one by its id, or the business's own file (read and
 * checked now; a ProfileFileError when it cannot be used).
 */
export function loadProfile(siteProfile: string, cwd = process.cwd()): Profile {
  return isProfileId(siteProfile) ? profiles[siteProfile] : readProfileFile(siteProfile, cwd);
}
