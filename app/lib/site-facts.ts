import type { Profile } from "~/profiles/schema";
import { formatPhone } from "./phone";
import type { Site } from "./site";

// The business's facts written once. Texts refer to them by placeholder ({business}, {phone}…), and the
// site is filled in once, when a profile is resolved: changing the name changes every title, story and
// notice that mentions it. Placeholders other code fills later with other values ({name} of a customer,
// {service}, {page}, {area}, {rating}, {months}) are not facts and are left for it, as is any unknown word.

export type FactPlaceholder =
  "business" | "shortName" | "phone" | "whatsapp" | "email" | "city" | "locality" | "radius";

/** The fact placeholders a text may use, with what each is filled in with (the settings page shows them). */
export const factPlaceholders: readonly { placeholder: `{${FactPlaceholder}}`; description: string }[] = [
  { placeholder: "{business}", description: "The business name" },
  { placeholder: "{shortName}", description: "The short name (the business name when there is none)" },
  { placeholder: "{phone}", description: "The phone number as the site shows it, e.g. +91 98765 43210" },
  {
    placeholder: "{whatsapp}",
    description: "The WhatsApp number as the site shows it (the phone when there is none)",
  },
  { placeholder: "{email}", description: "The e-mail address" },
  { placeholder: "{city}", description: "The city of the office address" },
  { placeholder: "{locality}", description: "The locality of the office address, e.g. BTM Layout" },
  { placeholder: "{radius}", description: "How far the business travels for work, in km (the number only)" },
];

const placeholder = /\{(\w+)\}/g;

/** Each fact's value, from the business details and the phone as displayed. */
export function factValues(
  business: Profile["business"],
  phoneDisplay = formatPhone(business.phone),
): Partial<Record<FactPlaceholder, string>> {
  return {
    business: business.name,
    shortName: business.shortName ?? business.name,
    phone: phoneDisplay,
    whatsapp: business.whatsapp ? formatPhone(business.whatsapp) : phoneDisplay,
    email: business.email,
    city: business.address.city,
    locality: business.address.locality,
    // Left as the placeholder when the profile gives no radius, so a warning can point at it.
    ...(business.serviceRadiusKm === undefined ? {} : { radius: String(business.serviceRadiusKm) }),
  };
}

/** One text with its fact placeholders filled in, in one pass (a fact's value is never filled again). */
export function fillFactText(text: string, values: Partial<Record<FactPlaceholder, string>>): string {
  return text.replace(placeholder, (whole, key: string) =>
    Object.hasOwn(values, key) ? (values[key as FactPlaceholder] ?? whole) : whole,
  );
}

/**
 * The fields of `business` that are the facts (or hold them, as the address does): they are never
 * filled, and never checked for a spelled-out fact. Every other text of a profile may use a placeholder.
 */
export const factFields: ReadonlySet<string> = new Set([
  "name",
  "shortName",
  "phone",
  "whatsapp",
  "email",
  "serviceRadiusKm",
  "address",
  "geo",
]);

/** The names of the fact placeholders, without their braces: "business", "phone"… */
export const factNames: ReadonlySet<string> = new Set(
  factPlaceholders.map(({ placeholder }) => placeholder.slice(1, -1)),
);

function fillAll(
  node: unknown,
  values: Partial<Record<FactPlaceholder, string>>,
  inBusiness = false,
): unknown {
  if (typeof node === "string") return fillFactText(node, values);
  if (Array.isArray(node)) return node.map((item) => fillAll(item, values));
  if (node && typeof node === "object") {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        inBusiness && factFields.has(key) ? value : fillAll(value, values),
      ]),
    );
  }
  return node;
}

function fill<T extends Profile>(site: T, values: Partial<Record<FactPlaceholder, string>>): T {
  const { business, ...rest } = site;
  const filled = fillAll(rest, values) as Omit<T, "business">;
  return { ...filled, business: fillAll(business, values, true) as T["business"] } as T;
}

/** The site with every fact placeholder in its texts filled in. */
export function fillFacts<T extends Site>(site: T): T {
  return fill(site, factValues(site.business, site.phoneDisplay));
}

/** A profile as its pages read it (the phone as the profile gives it), for tests and tools without a server. */
export function fillProfileFacts<T extends Profile>(profile: T): T {
  return fill(profile, factValues(profile.business));
}
