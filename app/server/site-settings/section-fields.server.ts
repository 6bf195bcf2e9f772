import { formatPhone } from "~/lib/phone";
import { type SiteSectionId, siteSectionIds } from "~/lib/site-settings-answer";
import { type Profile } from "~/profiles/schema";
import { daysOf } from "./opening-days.server";
import { quotesValuesOf } from "./quote-settings-form.server";
import { checkSiteProfile, type ProfileProblem } from "./site-versions.server";

// Where each section form's fields keep their values in the profile, both ways: the form filled in
// from the published profile, and a problem at a profile path told by the field that shows it.

export const sectionIds = siteSectionIds;
export type SectionId = SiteSectionId;

/** Problems by form field name; `summary` holds those no field of the form shows. */
export type FieldProblems = { fields: Record<string, string>; summary: string[] };

/** The profile schema's problems with a profile, as publishing reports them. */
export function profileProblems(profile: unknown): ProfileProblem[] {
  const checked = checkSiteProfile(profile);
  return checked.ok ? [] : checked.problems;
}

/** A services path with the form's index for the published one: `services.2.title` → `added.title`. */
export function formPath(path: string, order?: (number | "added")[]): string {
  const match = order && path.match(/^services\.(\d+)(\..*)?$/);
  if (!match) return path;
  const at = order[Number(match[1])];
  if (at === undefined || at === -1) return path.replace(/^services\./, "services.new.");
  return at === "added" ? `added${match[2] ?? ""}` : `services.${at}${match[2] ?? ""}`;
}

/** Where each section's fields keep their values in the profile: a path's pattern → the field. */
export const fieldsBySection: Record<SectionId, [RegExp, (match: RegExpMatchArray) => string][]> = {
  business: [
    [/^business\.(name|shortName|phone|whatsapp|email|gstin|serviceRadiusKm)(\.|$)/, (m) => m[1]!],
    [/^business\.address\.(street|locality|city|region|postalCode)(\.|$)/, (m) => m[1]!],
    [/^business\.geo\.(lat|lng)(\.|$)/, (m) => m[1]!],
    [/^business\.hours(\.|$)/, () => "hours"],
  ],
  services: [
    [
      /^added\.(title|description|features|areas|keywords|icon|id)(\.|$)/,
      (m) => `added.${m[1] === "id" ? "title" : m[1]}`,
    ],
    [
      /^services\.(\d+)\.(title|description|features|areas|keywords|icon|id)(\.|$)/,
      (m) => `services.${m[1]}.${m[2] === "id" ? "title" : m[2]}`,
    ],
    [/^leadForm\.services(\.|$)/, () => "enquiryChoices"],
  ],
  testimonials: [
    [/^home\.testimonials\.items\.0\.(name|location|text)$/, (m) => m[1]!],
    [/^home\.testimonials\.items\.0\.given\.(date|source)$/, (m) => m[1]!],
  ],
  areas: [
    [
      /^(servicesPage\.areaGrid\.areas|about\.areas\.items|contact\.serviceAreas\.items)(\.|$)/,
      () => "areas",
    ],
  ],
  texts: [
    [/^home\.hero\.(eyebrow|heading|text)$/, (m) => `hero${m[1]![0]!.toUpperCase()}${m[1]!.slice(1)}`],
    [/^about\.story\.heading$/, () => "storyHeading"],
    [/^about\.story\.paragraphs(\.|$)/, () => "storyParagraphs"],
    [/^about\.values\.heading$/, () => "valuesHeading"],
    [/^about\.values\.items\.(\d+)\.(title|description)$/, (m) => `values.${m[1]}.${m[2]}`],
  ],
  privacy: [[/^privacy\.contact\.(heading|text|emailLabel|phoneLabel|addressLabel)$/, (m) => m[1]!]],
  quotes: [
    [/^quotes\.validityDays$/, () => "validityDays"],
    [/^quotes\.tax\.code$/, () => "taxCode"],
    [/^quotes\.tax\.gstRate$/, () => "taxRate"],
    [/^quotes\.serviceTax(\.|$)/, () => "serviceTax"],
    [/^quotes\.paymentSchedule(\.|$)/, () => "paymentSchedule"],
    [/^quotes\.terms$/, () => "terms"],
  ],
};

/** The form field of `section` that shows the value at `path`, if any does. */
export function fieldOf(section: SectionId, path: string): string | undefined {
  for (const [pattern, name] of fieldsBySection[section]) {
    const match = path.match(pattern);
    if (match) return name(match);
  }
  return undefined;
}

/** The section whose form shows the value at `path`, if any does. */
export const sectionOf = (path: string): SectionId | undefined =>
  sectionIds.find((section) => fieldOf(section, path) !== undefined);

/**
 * Publishing's problems by the section's fields; any the form has no field for, in the summary with
 * their place in the profile. A services form's indexes are the published order's, which a move or
 * a removal changes: `order` maps them back to the form's.
 */
export function problemsByField(
  section: SectionId,
  found: ProfileProblem[],
  order?: (number | "added")[],
): FieldProblems {
  const fields: Record<string, string> = {};
  const summary: string[] = [];
  for (const problem of found) {
    const name = fieldOf(section, formPath(problem.path, order));
    if (name) fields[name] ??= problem.message;
    else summary.push(`${problem.path || "profile"}: ${problem.message}`);
  }
  return { fields, summary };
}

/** The areas served: the profile keeps three lists (services, about and contact pages); the form shows them as one. */
export const areasOf = (profile: Profile) => [
  ...new Set([
    ...profile.servicesPage.areaGrid.areas,
    ...profile.about.areas.items,
    ...profile.contact.serviceAreas.items,
  ]),
];

/**
 * A section's form fields filled in from `profile`, by name, as strings: what the form shows before
 * anything is typed. Reading them back unchanged with applySection gives the same profile (the
 * areas' three lists too, shown as one).
 */
export function formValuesOf(section: SectionId, profile: Profile): Record<string, string> {
  const { business } = profile;
  switch (section) {
    case "business": {
      const values: Record<string, string> = {
        name: business.name,
        shortName: business.shortName ?? "",
        phone: formatPhone(business.phone),
        whatsapp: business.whatsapp ? formatPhone(business.whatsapp) : "",
        email: business.email,
        gstin: business.gstin ?? "",
        ...business.address,
        lat: String(business.geo.lat),
        lng: String(business.geo.lng),
        serviceRadiusKm: business.serviceRadiusKm === undefined ? "" : String(business.serviceRadiusKm),
      };
      delete values.country;
      daysOf(business.hours).forEach((day, i) => {
        if (day.open) values[`days.${i}.open`] = "on";
        values[`days.${i}.opens`] = day.opens;
        values[`days.${i}.closes`] = day.closes;
        // A day in two groups: the form shows the first, and says what the day has.
        if (day.ranges.length > 1)
          values[`days.${i}.ranges`] = day.ranges.map((one) => `${one.opens}–${one.closes}`).join(", ");
      });
      return values;
    }
    case "services": {
      const values: Record<string, string> = {};
      profile.services.forEach((service, i) => {
        const at = `services.${i}.`;
        Object.assign(values, {
          [`${at}id`]: service.id,
          [`${at}title`]: service.title,
          [`${at}description`]: service.description,
          [`${at}features`]: service.features.join("\n"),
          [`${at}areas`]: service.areas.join("\n"),
          [`${at}keywords`]: service.keywords.join("\n"),
          [`${at}icon`]: service.icon,
        });
        if (service.hidden) values[`${at}hidden`] = "on";
      });
      values.enquiryChoices = profile.leadForm.services.join("\n");
      return values;
    }
    case "testimonials":
      return {};
    case "areas":
      return { areas: areasOf(profile).join("\n") };
    case "texts": {
      const values: Record<string, string> = {
        heroEyebrow: profile.home.hero.eyebrow,
        heroHeading: profile.home.hero.heading,
        heroText: profile.home.hero.text,
        storyHeading: profile.about.story.heading,
        storyParagraphs: profile.about.story.paragraphs.join("\n"),
        valuesHeading: profile.about.values.heading,
      };
      profile.about.values.items.forEach((value, i) => {
        values[`values.${i}.title`] = value.title;
        values[`values.${i}.description`] = value.description;
      });
      return values;
    }
    case "privacy":
      return { ...profile.privacy.contact };
    case "quotes":
      return quotesValuesOf(profile);
  }
}
