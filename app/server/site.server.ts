import { formatPhone } from "~/lib/phone";
import type { ShowcaseProject } from "~/lib/showcase";
import type { Site } from "~/lib/site";
import { fillFacts } from "~/lib/site-facts";
import type { Profile } from "~/profiles/schema";
import { parseEnv, type Env } from "./env.server";
import { loadProfile } from "./profile/profile-source.server";
import { hasLiveSite, liveSite, liveSiteUntilSet } from "./site-settings/live-site.server";

/**
 * A profile (the published version; before the database is open, the one SITE_PROFILE names) with
 * the deployment's overrides applied, and the published projects.
 */
export function resolveSite(
  env: Env,
  profile: Profile = loadProfile(env.SITE_PROFILE),
  showcase: ShowcaseProject[] = [],
): Site {
  const phone = env.BUSINESS_PHONE ?? profile.business.phone;
  return fillFacts({
    ...profile,
    business: { ...profile.business, phone, email: env.BUSINESS_EMAIL ?? profile.business.email },
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    phoneDisplay: formatPhone(phone),
    showcase,
  });
}

let cached: { env: Env; site: Site } | undefined;

/**
 * Configuration is read once per process, at start. `site` is the live site: the published version
 * once the runtime has opened the database (see site-settings/published-site.server.ts), the
 * SITE_PROFILE profile if read before (and only then is that file read here).
 */
export function getConfig(): { env: Env; site: Site } {
  if (!cached) {
    const env = parseEnv(process.env);
    // Read only if something needs the site before the published version is live (a script, a test).
    if (!hasLiveSite()) liveSiteUntilSet(() => resolveSite(env));
    cached = { env, site: liveSite };
  }
  return cached;
}
