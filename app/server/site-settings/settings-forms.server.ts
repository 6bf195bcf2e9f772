import { createHash } from "node:crypto";
import { siteSettingsCopy } from "~/lib/desk-copy/site-settings";
import { type Profile } from "~/profiles/schema";
import { groupsOf, weekDays } from "./opening-days.server";
import {
  areasForm,
  businessAsTyped,
  businessForm,
  privacyForm,
  quotesForm,
  testimonialsForm,
  textsForm,
} from "./section-schemas.server";
import {
  areasOf,
  type FieldProblems,
  problemsByField,
  profileProblems,
  type SectionId,
} from "./section-fields.server";

export {
  areasOf,
  type FieldProblems,
  fieldOf,
  formValuesOf,
  problemsByField,
  profileProblems,
  type SectionId,
  sectionIds,
  sectionOf,
} from "./section-fields.server";
import { baseOf, formProblems, mergeProblems, nested, typedValues } from "./form-data.server";
import { applyQuotes } from "./quote-settings-form.server";
import { applyServices } from "./services-section.server";

export { baseOf, typedValues };

// The desk's site settings: one form per part of the site. Each form's data is read here with its
// own schema, and changes only its part of the published profile; the whole profile is then checked
// and published (site-versions.server.ts). A problem is told by the form field it belongs to.

const copy = siteSettingsCopy;

export type SectionOutcome =
  /**
   * `order`: for the services, each published service's index in the form ("added": the new one; -1:
   * one the form did not show, added since it was filled).
   */
  { ok: true; profile: Profile; order?: (number | "added")[] } | { ok: false; problems: FieldProblems };

/** A testimonial told by what it says, who said it and when, so a removal finds it wherever it moved. */
export function testimonialKey(item: {
  name: string;
  text: string;
  given?: { date: string } | null;
}): string {
  return createHash("sha256")
    .update(JSON.stringify([item.name, item.text, item.given?.date ?? ""]))
    .digest("hex")
    .slice(0, 16);
}

const failed = (fields: Record<string, string>, summary: string[] = []): SectionOutcome => ({
  ok: false,
  problems: { fields, summary },
});

/**
 * The profile with one section's form applied, or that form's problems. Only the form's own
 * checks are made here (numbers, phone numbers, hours); the profile schema checks the rest.
 */
export function applySection(section: SectionId, form: FormData, current: Profile): SectionOutcome {
  const data = nested(form);
  switch (section) {
    case "business": {
      const parsed = businessForm.safeParse(data);
      const read = parsed.success ? parsed.data : businessAsTyped(data);
      const { name, shortName, phone, whatsapp, email, gstin, lat, lng, serviceRadiusKm, days } = read;
      const { street, locality, city, region, postalCode } = read;
      const hours = days
        ? groupsOf(
            days.map((day, i) => ({ ...day, day: weekDays[i]! })),
            current.business.hours,
          )
        : current.business.hours;
      const business = {
        ...current.business,
        name,
        shortName,
        phone,
        whatsapp,
        email,
        gstin: gstin || undefined,
        serviceRadiusKm,
        address: { ...current.business.address, street, locality, city, region, postalCode },
        geo: { lat, lng },
        hours,
      };
      const profile = { ...current, business };
      if (parsed.success) return { ok: true, profile };
      const checked = problemsByField("business", profileProblems(profile));
      return { ok: false, problems: mergeProblems(formProblems(parsed.error, form), checked) };
    }
    case "services":
      return applyServices(data, form, current);
    case "testimonials": {
      const parsed = testimonialsForm.safeParse(data);
      if (!parsed.success) return failed({}, [copy.chooseSection]);
      const { testimonials } = current.home;
      if (parsed.data.intent === "remove") {
        const key = parsed.data.testimonial;
        const items = testimonials.items.filter((item) => testimonialKey(item) !== key);
        if (items.length === testimonials.items.length) return failed({}, [copy.sections.testimonials.gone]);
        if (items.length === 0) return failed({}, [copy.sections.testimonials.lastOne]);
        return { ok: true, profile: withHome(current, { testimonials: { ...testimonials, items } }) };
      }
      const { name, location, text, date, source } = parsed.data;
      const given = { date, source };
      const items = [{ name, location, text, rating: 5 as const, given }, ...testimonials.items];
      return { ok: true, profile: withHome(current, { testimonials: { ...testimonials, items } }) };
    }
    case "areas": {
      const { areas } = areasForm.parse(data);
      const was = areasOf(current);
      if (sameList(areas, was)) return { ok: true, profile: current };
      const lists = [
        current.servicesPage.areaGrid.areas,
        current.about.areas.items,
        current.contact.serviceAreas.items,
      ];
      // One list shown for three: the same three get the new list; three that differ each lose the
      // areas taken out and gain those added, keeping their own order.
      const added = areas.filter((area) => !was.includes(area));
      const written = lists.map((list) =>
        lists.every((one) => sameList(one, lists[0]!))
          ? areas
          : [...list.filter((area) => areas.includes(area)), ...added],
      );
      return {
        ok: true,
        profile: {
          ...current,
          servicesPage: {
            ...current.servicesPage,
            areaGrid: { ...current.servicesPage.areaGrid, areas: written[0]! },
          },
          about: { ...current.about, areas: { ...current.about.areas, items: written[1]! } },
          contact: {
            ...current.contact,
            serviceAreas: { ...current.contact.serviceAreas, items: written[2]! },
          },
        },
      };
    }
    case "texts": {
      const parsed = textsForm.parse(data);
      const items = current.about.values.items.map((value, i) => ({
        ...value,
        ...(parsed.values[i] ?? {}),
      })) as Profile["about"]["values"]["items"];
      return {
        ok: true,
        profile: {
          ...current,
          home: {
            ...current.home,
            hero: {
              ...current.home.hero,
              eyebrow: parsed.heroEyebrow,
              heading: parsed.heroHeading,
              text: parsed.heroText,
            },
          },
          about: {
            ...current.about,
            story: { heading: parsed.storyHeading, paragraphs: parsed.storyParagraphs },
            values: { ...current.about.values, heading: parsed.valuesHeading, items },
          },
        },
      };
    }
    case "privacy": {
      const contact = privacyForm.parse(data);
      return { ok: true, profile: { ...current, privacy: { ...current.privacy, contact } } };
    }
    case "quotes":
      return applyQuotes(quotesForm.parse(data), current);
  }
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

const withHome = (profile: Profile, home: Partial<Profile["home"]>): Profile => ({
  ...profile,
  home: { ...profile.home, ...home },
});
