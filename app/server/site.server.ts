import { formatPhone } from "~/lib/phone";
import type { Site } from "~/lib/site";
import { fillFacts } from "~/lib/site-facts";
import { parseEnv, type Env } from "./env.server";
import { loadProfile } from "./profile/profile-source.server";

/** The active profile (shipped, or read from the business's own file) with the deployment's overrides applied. */
export function resolveSite(env: Env): Site {
  const profile = loadProfile(env.SITE_PROFILE);
  const phone = env.BUSINESS_PHONE ?? profile.business.phone;
  return fillFacts({
    ...profile,
    business: { ...profile.business, phone, email: env.BUSINESS_EMAIL ?? profile.business.email },
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    phoneDisplay: formatPhone(phone),
  });
}

let cached: { env: Env; site: Site } | undefined;

/** Configuration is read once per process, at start. */
export function getConfig(): { env: Env; site: Site } {
  if (!cached) {
    const env = parseEnv(process.env);
    cached = { env, site: resolveSite(env) };
  }
  return cached;
}
