import { siteSettingsCopy } from "~/lib/desk-copy/site-settings";
import { fillTemplate } from "~/lib/links";
import { fieldOf, type SectionId, sectionIds } from "./settings-forms.server";

// What changed between two versions of the site, for showing. Values are compared by their place in
// the profile; the services by their id (a service moved is the same service), and other lists by
// their items: those taken out and those added. Versions are stored whole; this is worked out when
// someone asks.

/** `label`: the desk's name for the place, where a form shows it ("Business details: PIN code"). */
export type VersionChange = { path: string; label?: string; before: string | null; after: string | null };

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

const copy = siteSettingsCopy.sections;
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
const isObject = (value: Json): value is { [key: string]: Json } =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** An item of a list as one line: its plain values in order, "Anita Rao · Jayanagar · …". */
function itemText(value: Json): string {
  if (Array.isArray(value)) return value.map(itemText).join(" · ");
  if (isObject(value))
    return Object.values(value)
      .filter((one) => one !== undefined)
      .map(itemText)
      .join(" · ");
  return String(value);
}

type Service = { id: string; title?: string } & { [key: string]: Json };

function compare(before: Json, after: Json, path: string, into: VersionChange[]): void {
  if (before === undefined && after === undefined) return;
  if (path === "services" && Array.isArray(before) && Array.isArray(after))
    return compareServices(before as Service[], after as Service[], into);
  if (Array.isArray(before) && Array.isArray(after)) {
    const was = before.map(itemText);
    const now = after.map(itemText);
    for (const text of was) if (!now.includes(text)) into.push({ path, before: text, after: null });
    for (const text of now) if (!was.includes(text)) into.push({ path, before: null, after: text });
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      compare(before[key], after[key], join(path, key), into);
    return;
  }
  const was =
    before === undefined || before === null || typeof before === "object" ? undefined : String(before);
  const now = after === undefined || after === null || typeof after === "object" ? undefined : String(after);
  if (was === now && typeof before !== "object" && typeof after !== "object") return;
  into.push({
    path,
    before: was ?? (before && typeof before === "object" ? itemText(before) : null),
    after: now ?? (after && typeof after === "object" ? itemText(after) : null),
  });
}

/** The services by id: each one added, taken out, or changed field by field. */
function compareServices(before: Service[], after: Service[], into: VersionChange[]) {
  const was = new Map(before.map((service) => [service.id, service]));
  const now = new Map(after.map((service) => [service.id, service]));
  for (const [id, service] of was)
    if (!now.has(id)) into.push({ path: `services.${id}`, before: String(service.title ?? id), after: null });
  for (const [id, service] of now) {
    const old = was.get(id);
    if (!old) into.push({ path: `services.${id}`, before: null, after: String(service.title ?? id) });
    else compare(old, service, `services.${id}`, into);
  }
  const order = (list: Service[]) =>
    list.filter((one) => was.has(one.id) && now.has(one.id)).map((one) => one.id);
  if (order(before).join() !== order(after).join())
    into.push({
      path: "services",
      before: before.map((one) => one.title ?? one.id).join(", "),
      after: after.map((one) => one.title ?? one.id).join(", "),
    });
}

/** The desk's labels of a services field, by its name in the profile. */
const serviceFields: Record<string, string> = {
  title: copy.services.serviceTitle,
  description: copy.services.description,
  features: copy.services.features,
  areas: copy.services.areas,
  keywords: copy.services.keywords,
  icon: copy.services.icon,
  hidden: copy.services.hidden,
};

/** Form field names whose desk label has another key. */
const labelKeys: Record<string, string> = { serviceRadiusKm: "radius" };

/** The desk's name for a place in the profile, where one of the forms shows it. */
export function labelOf(path: string, titles: Map<string, string>): string | undefined {
  const service = path.match(/^services\.([a-z0-9-]+)(?:\.([a-zA-Z]+))?/);
  if (service && !/^\d+$/.test(service[1]!)) {
    const title = titles.get(service[1]!) ?? service[1]!;
    const field = service[2] ? serviceFields[service[2]] : undefined;
    return `${copy.services.title}: ${title}${field ? ` · ${field}` : ""}`;
  }
  if (path === "services") return copy.services.title;
  if (path === "leadForm.services") return `${copy.services.title}: ${copy.services.enquiryChoices}`;
  if (path === "home.testimonials.items") return copy.testimonials.title;
  // The templates are edited on pages of their own, not by a field of the quotes part.
  if (/^quotes\.templates(\.|$)/.test(path)) return `${copy.quotes.title}: ${copy.quotes.templates}`;
  for (const section of sectionIds) {
    const name = fieldOf(section, path);
    if (name !== undefined) return `${copy[section].title}: ${fieldLabel(section, name)}`;
  }
  return undefined;
}

function fieldLabel(section: SectionId, name: string): string {
  const value = name.match(/^values\.(\d+)\.(title|description)$/);
  if (value) {
    const which = value[2] === "title" ? copy.texts.valueTitle : copy.texts.valueDescription;
    return `${fillTemplate(copy.texts.value, { n: String(Number(value[1]) + 1) })} · ${which}`;
  }
  const labels = copy[section] as Record<string, string>;
  return labels[labelKeys[name] ?? name] ?? name;
}

/** The values that differ between `before` and `after`, in the order the profile has them. */
export function versionDiff(before: unknown, after: unknown): VersionChange[] {
  const changes: VersionChange[] = [];
  compare(before as Json, after as Json, "", changes);
  const titles = new Map<string, string>();
  for (const profile of [before, after] as { services?: Service[] }[])
    for (const service of profile?.services ?? []) if (service.title) titles.set(service.id, service.title);
  return changes.map((change) => {
    const label = labelOf(change.path, titles);
    return label ? { ...change, label } : change;
  });
}
