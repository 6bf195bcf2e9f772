import { data } from "react-router";
import { type DeskStaff, pageRefusal, requireDesk } from "~/server/auth/require-role.server";
import { formatPhone } from "~/lib/phone";
import type { Db } from "~/server/db/connect.server";
import { log } from "~/server/log.server";
import { loadProfile } from "~/server/profile/profile-source.server";
import { getConfig } from "~/server/site.server";
import type { Profile } from "~/profiles/schema";
import { spelledOutFacts } from "./fact-warnings.server";
import {
  areasOf,
  formValuesOf,
  type SectionId,
  sectionIds,
  sectionOf,
  testimonialKey,
} from "./settings-forms.server";
import { publishedVersion, type ProfileProblem } from "./site-versions.server";
import { quoteSettingsOf } from "~/lib/quotes/quote-input";

/** The quotes part's lists: the services (a tax row each) and the templates with their line counts. */
function quotesPageData(profile: Profile) {
  const titles = new Map(profile.services.map((service) => [service.id, service.title]));
  return {
    quoteServices: profile.services.map((service) => ({ id: service.id, title: service.title })),
    quoteTemplates: quoteSettingsOf(profile).templates.map((template) => ({
      id: template.id,
      title: template.title,
      service: titles.get(template.service) ?? template.service,
      lines: template.sections.reduce((sum, section) => sum + section.lines.length, 0),
    })),
  };
}

/** The profile the desk changes: the live version's, or the start profile before the first is stored. */
export async function currentProfile(db: Db): Promise<{ profile: Profile; version: number | null }> {
  const live = await publishedVersion(db);
  if (live) return { profile: live.profile, version: live.id };
  return { profile: loadProfile(getConfig().env.SITE_PROFILE), version: null };
}

/**
 * The texts that spell out a fact instead of its placeholder, by the section that edits them
 * ("other": none does). A failure to tell costs only the warnings, never the page.
 */
export function warningsBySection(profile: Profile): Record<SectionId | "other", ProfileProblem[]> {
  const grouped = Object.fromEntries([...sectionIds, "other"].map((id) => [id, []])) as unknown as Record<
    SectionId | "other",
    ProfileProblem[]
  >;
  let warnings: ProfileProblem[] = [];
  try {
    warnings = spelledOutFacts(profile);
  } catch (error) {
    log("warn", "fact_warnings_failed", { error: error instanceof Error ? error.message : String(error) });
  }
  for (const warning of warnings) grouped[sectionOf(warning.path) ?? "other"].push(warning);
  return grouped;
}

/** What the settings page shows: every section's fields filled in, the lists, warnings and overrides. */
export function settingsPageData(profile: Profile) {
  const { env } = getConfig();
  return {
    values: Object.fromEntries(sectionIds.map((id) => [id, formValuesOf(id, profile)])) as Record<
      SectionId,
      Record<string, string>
    >,
    serviceCount: profile.services.length,
    valueCount: profile.about.values.items.length,
    areaCount: areasOf(profile).length,
    testimonials: profile.home.testimonials.items.map((item) => ({
      key: testimonialKey(item),
      name: item.name,
      location: item.location,
      text: item.text,
      sample: Boolean(item.sample),
      given: item.given ?? null,
    })),
    warnings: warningsBySection(profile),
    ...quotesPageData(profile),
    overrides: {
      phone: env.BUSINESS_PHONE ? formatPhone(env.BUSINESS_PHONE) : undefined,
      email: env.BUSINESS_EMAIL,
    },
  };
}

/**
 * The first line of the site settings' loaders and actions: the signed-in admin. Signed out, to the
 * sign-in form; without a desk role, Access Denied as on every desk page; staff, as if the page were
 * not there (404), as the desk answers staff for what is not theirs.
 */
export async function requireSiteAdmin(request: Request, cookies: Headers): Promise<DeskStaff> {
  const member = await requireDesk(request, { refuse: pageRefusal, cookies });
  if (member.role !== "admin") throw data(null, { status: 404 });
  return member;
}
