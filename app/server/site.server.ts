import { formatIndianPhone } from "~/lib/phone";
import type { FullSite } from "~/lib/site";
import { profiles } from "~/profiles";
import { parseEnv, type Env } from "./env.server";

/** The active profile with the deployment's overrides applied. */
export function resolveSite(env: Env): FullSite {
  const profile = profiles[env.SITE_PROFILE];
  const phone = env.BUSINESS_PHONE ?? profile.business.phone;
  return {
    ...profile,
    business: { ...profile.business, phone, email: env.BUSINESS_EMAIL ?? profile.business.email },
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    phoneDisplay: formatIndianPhone(phone),
  };
}

let cached: { env: Env; site: FullSite } | undefined;

/** Configuration is read once per process, at start. */
export function getConfig(): { env: Env; site: FullSite } {
  if (!cached) {
    const env = parseEnv(process.env);
    cached = { env, site: resolveSite(env) };
  }
  return cached;
}
