import { createHash } from "node:crypto";
import { z } from "zod";
import { siteSettingsCopy } from "~/lib/desk-copy/site-settings";
import { fillTemplate } from "~/lib/links";
import { formatPhone, toIndianE164 } from "~/lib/phone";
import { iconNames } from "~/profiles/icon-names";
import { type Profile, timePattern } from "~/profiles/schema";
import { daysOf, groupsOf, weekDays } from "./opening-days.server";
import { checkSiteProfile, type ProfileProblem } from "./site-versions.server";

// The desk's site settings: one form per part of the site. Each form's data is read here with its
// own schema, and changes only its part of the published profile; the whole profile is then checked
// and published (site-versions.server.ts). A problem is told by the form field it belongs to.

const copy = siteSettingsCopy;
const problems = copy.problems;

export const sectionIds = ["business", "services", "testimonials", "areas", "texts", "privacy"] as const;
export type SectionId = (typeof sectionIds)[number];

/** Problems by form field name; `summary` holds those no field of the form shows. */
export type FieldProblems = { fields: Record<string, string>; summary: string[] };

export type SectionOutcome =
  /**
   * `order`: for the services, each published service's index in the form ("added": the new one; -1:
   * one the form did not show, added since it was filled).
   */
  { ok: true; profile: Profile; order?: (number | "added")[] } | { ok: false; problems: FieldProblems };

/** What the form held, to show it again as typed when it is not published. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === "string" && name !== "intent" && name !== "base") values[name] = value;
  return values;
}

/** The version the page showed when the form was filled (`base`), if it says. */
export function baseOf(form: FormData): number | undefined {
  const base = z.coerce
    .number()
    .int()
    .min(1)
    .safeParse(form.get("base") || undefined);
  return base.success ? base.data : undefined;
}

const field = z.string().trim().catch("");
/** A list typed one item a line: the lines that hold something. */
const lines = z
  .string()
  .catch("")
  .transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  );
const checkbox = z
  .unknown()
  .optional()
  .transform((value) => value === "on" || value === "true");
/** A group of fields the form may not have sent at all. */
const orEmpty = <T extends z.ZodType>(schema: T, empty: unknown) =>
  z.preprocess((value) => value ?? empty, schema);
const optional = field.transform((value) => value || undefined);

const phone = field.transform((value, ctx) => {
  const e164 = toIndianE164(value);
  if (e164) return e164;
  ctx.addIssue({ code: "custom", message: problems.phone });
  return z.NEVER;
});
const optionalPhone = z.union([z.literal("").transform(() => undefined), phone]);

const decimal = (example: string) =>
  field.transform((value, ctx) => {
    const number = Number(value);
    if (value && /^[-+]?\d+(\.\d+)?$/.test(value) && Number.isFinite(number)) return number;
    ctx.addIssue({ code: "custom", message: fillTemplate(problems.number, { example }) });
    return z.NEVER;
  });

const time = z.string().trim().catch("");
/** Closing at 00:00 is closing at midnight, after any opening time. */
const midnight = "00:00";

/** A day's hours: read only when the day is open, and then it closes after it opens (or at midnight). */
const openingDay = z.object({ open: checkbox, opens: time, closes: time }).check((ctx) => {
  const { open, opens, closes } = ctx.value;
  const issue = (path: string, message: string) =>
    ctx.issues.push({ code: "custom", input: ctx.value, path: [path], message });
  if (!open) return;
  if (!timePattern.test(opens)) issue("opens", problems.time);
  if (!timePattern.test(closes)) issue("closes", problems.time);
  else if (timePattern.test(opens) && closes <= opens && closes !== midnight)
    issue("closes", problems.closesBeforeOpens);
});

/** Every day of the week, and at least one of them open. */
const openingDays = z
  .array(openingDay)
  .length(7)
  .check((ctx) => {
    if (ctx.value.length === 7 && !ctx.value.some((day) => day.open))
      ctx.issues.push({ code: "custom", input: ctx.value, message: problems.noDayOpen });
  });

const businessFields = {
  name: field,
  shortName: optional,
  phone,
  whatsapp: z.string().trim().catch("").pipe(optionalPhone),
  email: field,
  street: field,
  locality: field,
  city: field,
  region: field,
  postalCode: field,
  lat: decimal("12.9166"),
  lng: decimal("77.6101"),
  serviceRadiusKm: field.transform((value, ctx) => {
    if (!value) return undefined;
    if (/^\d+$/.test(value)) return Number(value);
    ctx.addIssue({ code: "custom", message: problems.wholeNumber });
    return z.NEVER;
  }),
  days: orEmpty(openingDays, []),
};
const businessForm = z.object(businessFields);
type BusinessData = z.infer<typeof businessForm>;

/**
 * The business form read field by field when it is not all readable: what could not be converted
 * stays as typed (the profile check then finds what else is wrong), and unreadable hours stay as
 * they are.
 */
function businessAsTyped(
  data: Record<string, unknown>,
): Omit<BusinessData, "days"> & { days?: BusinessData["days"] } {
  const read: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(businessFields)) {
    const one = schema.safeParse(data[name]);
    const raw = data[name];
    read[name] = one.success
      ? one.data
      : name === "days"
        ? undefined
        : typeof raw === "string"
          ? raw.trim()
          : "";
  }
  return read as Omit<BusinessData, "days"> & { days?: BusinessData["days"] };
}

const serviceForm = z.object({
  id: field,
  title: field,
  description: field,
  features: lines,
  areas: lines,
  keywords: lines,
  icon: z.enum(iconNames, { error: problems.icon }),
  hidden: checkbox,
});
const newServiceForm = serviceForm.omit({ id: true, hidden: true }).extend({ icon: field });

const servicesForm = z.object({
  /** "save", or a move or removal of the service with that id: "down:kitchens". */
  intent: z
    .string()
    .regex(/^(save|(up|down|remove):[a-z0-9-]+)$/)
    .catch("save"),
  services: orEmpty(z.array(serviceForm), []),
  added: orEmpty(newServiceForm, {}),
  enquiryChoices: lines,
});

const testimonialsForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    name: field,
    location: field,
    text: field,
    date: field,
    source: field,
  }),
  z.object({ intent: z.literal("remove"), testimonial: field }),
]);

const areasForm = z.object({ areas: lines });

const textsForm = z.object({
  heroEyebrow: field,
  heroHeading: field,
  heroText: field,
  storyHeading: field,
  storyParagraphs: lines,
  valuesHeading: field,
  values: orEmpty(z.array(z.object({ title: field, description: field })), []),
});

const privacyForm = z.object({
  heading: field,
  text: field,
  emailLabel: field,
  phoneLabel: field,
  addressLabel: field,
});

/** The form's entries as an object: `days.0.opens` → `{ days: [{ opens }] }`; a name's last value wins. */
function nested(form: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const keys = name.split(".");
    let at: Record<string, unknown> = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) at[key] = value;
      else at = (at[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  // A form's lists hold every index; holes (a field not sent) become empty entries.
  const dense = (value: unknown): unknown =>
    Array.isArray(value)
      ? Array.from(value, (item: unknown) => dense(item ?? {}))
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dense(item)]))
        : value;
  return dense(root) as Record<string, unknown>;
}

/**
 * The form's own problems by field; one for a field the form did not send (a form that was not the
 * page's own) is listed in the summary, where it shows.
 */
function formProblems(error: z.ZodError, form: FormData): FieldProblems {
  const fields: Record<string, string> = {};
  const summary: string[] = [];
  for (const issue of error.issues) {
    const path = issue.path.join(".");
    // The whole week's problem (no day open) shows above the days.
    const name = path === "days" && issue.message === problems.noDayOpen ? "hours" : path;
    if (form.has(name) || name === "hours") fields[name] ??= issue.message;
    else summary.push(`${name || "form"}: ${issue.message}`);
  }
  return { fields, summary };
}

/** Both sets of problems; the form's own wins for a field both name. */
function mergeProblems(own: FieldProblems, checked: FieldProblems): FieldProblems {
  return { fields: { ...checked.fields, ...own.fields }, summary: [...own.summary, ...checked.summary] };
}

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

/** A lower-case id for a new service, from its title, unlike the others'. */
function newServiceId(title: string, taken: Set<string>): string {
  const base =
    title
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "service";
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

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
      const { name, shortName, phone, whatsapp, email, lat, lng, serviceRadiusKm, days } = read;
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
    case "services": {
      const parsed = servicesForm.safeParse(data);
      if (!parsed.success) return { ok: false, problems: formProblems(parsed.error, form) };
      const { intent, added, enquiryChoices } = parsed.data;
      const byId = new Map(current.services.map((service) => [service.id, service]));
      // A service removed since the page was filled stays removed; one added since stays, at the end.
      const sent = parsed.data.services
        .map((one, i) => ({ ...one, at: i }))
        .filter((one) => byId.has(one.id));
      const services: Profile["services"] = sent.map(({ id, hidden, at: _, ...edited }) => ({
        ...byId.get(id)!,
        ...edited,
        id,
        hidden: hidden || undefined,
      }));
      const order: (number | "added")[] = sent.map((one) => one.at);
      const sentIds = new Set(sent.map((one) => one.id));
      for (const service of current.services)
        if (!sentIds.has(service.id)) {
          services.push(service);
          order.push(-1);
        }
      const own: Record<string, string> = {};
      const { icon: addedIcon, ...addedRest } = added;
      const addedAny = [added.title, added.description, ...added.features, ...added.areas, ...added.keywords]
        .concat(addedIcon)
        .some(Boolean);
      if (addedAny) {
        const icon = z.enum(iconNames).safeParse(addedIcon);
        if (!icon.success) own["added.icon"] = problems.icon;
        if (!added.title) own["added.title"] = problems.required;
        const id = newServiceId(added.title, new Set(services.map((service) => service.id)));
        const newIcon = (icon.success ? icon.data : addedIcon) as (typeof iconNames)[number];
        services.push({ ...addedRest, icon: newIcon, id, hidden: undefined });
        order.push("added");
      }
      const [verb, id] = intent.split(":");
      const i = services.findIndex((service) => service.id === id && verb !== "save");
      if (verb === "remove" && i >= 0) {
        services.splice(i, 1);
        order.splice(i, 1);
      }
      const swap = verb === "up" ? i - 1 : verb === "down" ? i + 1 : -1;
      if (i >= 0 && swap >= 0 && services[swap] && services[i]) {
        [services[i], services[swap]] = [services[swap], services[i]];
        [order[i], order[swap]] = [order[swap]!, order[i]!];
      }
      const profile = { ...current, services, leadForm: { ...current.leadForm, services: enquiryChoices } };
      if (Object.keys(own).length === 0) return { ok: true, profile, order };
      const checked = problemsByField("services", profileProblems(profile), order);
      return { ok: false, problems: mergeProblems({ fields: own, summary: [] }, checked) };
    }
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
  }
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

const withHome = (profile: Profile, home: Partial<Profile["home"]>): Profile => ({
  ...profile,
  home: { ...profile.home, ...home },
});

/** The profile schema's problems with a profile, as publishing reports them. */
export function profileProblems(profile: unknown): ProfileProblem[] {
  const checked = checkSiteProfile(profile);
  return checked.ok ? [] : checked.problems;
}

/** A services path with the form's index for the published one: `services.2.title` → `added.title`. */
function formPath(path: string, order?: (number | "added")[]): string {
  const match = order && path.match(/^services\.(\d+)(\..*)?$/);
  if (!match) return path;
  const at = order[Number(match[1])];
  if (at === undefined || at === -1) return path.replace(/^services\./, "services.new.");
  return at === "added" ? `added${match[2] ?? ""}` : `services.${at}${match[2] ?? ""}`;
}

/** Where each section's fields keep their values in the profile: a path's pattern → the field. */
const fieldsBySection: Record<SectionId, [RegExp, (match: RegExpMatchArray) => string][]> = {
  business: [
    [/^business\.(name|shortName|phone|whatsapp|email|serviceRadiusKm)(\.|$)/, (m) => m[1]!],
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
  }
}
