import type { Site } from "~/lib/site";
import { log } from "../log.server";
import { unfilledPlaceholders } from "../site-settings/fact-warnings.server";

/**
 * One warning naming each text of the live site with a placeholder nothing fills ({Business},
 * {radius} without a radius…), which the site would show as written: at start, and again after a
 * publish only when the list has changed.
 */
export function unfilledPlaceholdersWarning(): (site: Site) => void {
  let said: string | undefined;
  return (site) => {
    const texts = unfilledPlaceholders(site).map((problem) => `${problem.path}: ${problem.message}`);
    const list = JSON.stringify(texts);
    if (list === said) return;
    said = list;
    if (texts.length === 0) return;
    log("warn", "profile_placeholders", {
      texts,
      hint: "The public site shows these placeholders as written. Correct them in the desk's site settings (/admin/site), or in the profile file and import it (npm run profile -- check FILE lists them).",
    });
  };
}
