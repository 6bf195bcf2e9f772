import { log } from "../log.server";
import { getConfig } from "../site.server";
import { unfilledPlaceholders } from "../site-settings/fact-warnings.server";
import { loadProfile } from "./profile-source.server";

/**
 * At start: one warning naming each text of the running profile with a placeholder nothing fills
 * ({Business}, {radius} without a radius…), which the site would show as written; or nothing.
 */
export function warnAboutUnfilledPlaceholders(): void {
  const problems = unfilledPlaceholders(loadProfile(getConfig().env.SITE_PROFILE));
  if (problems.length === 0) return;
  log("warn", "profile_placeholders", {
    texts: problems.map((problem) => `${problem.path}: ${problem.message}`),
    hint: "The public site shows these placeholders as written. Correct them in the profile file (npm run profile -- check FILE lists them).",
  });
}
