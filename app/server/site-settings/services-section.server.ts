import { z } from "zod";
import { siteSettingsCopy } from "~/lib/desk-copy/site-settings";
import { iconNames } from "~/profiles/icon-names";
import { type Profile } from "~/profiles/schema";
import { formProblems, mergeProblems } from "./form-data.server";
import { problemsByField, profileProblems } from "./section-fields.server";
import { servicesForm } from "./section-schemas.server";
import type { SectionOutcome } from "./settings-forms.server";

// The services part of the site settings: each service edited, hidden, moved or removed, one added,
// and the enquiry form's choices; a service removed or added elsewhere since the form was filled
// is kept as it now is.

const problems = siteSettingsCopy.problems;

/** A lower-case id for a new service (or quote template), from its title, unlike the others'. */
export function newServiceId(title: string, taken: Set<string>): string {
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

/** The services form applied to the live profile; `order` tells each service's place in the form. */
export function applyServices(data: unknown, form: FormData, current: Profile): SectionOutcome {
  const parsed = servicesForm.safeParse(data);
  if (!parsed.success) return { ok: false, problems: formProblems(parsed.error, form) };
  const { intent, added, enquiryChoices } = parsed.data;
  const byId = new Map(current.services.map((service) => [service.id, service]));
  // A service removed since the page was filled stays removed; one added since stays, at the end.
  const sent = parsed.data.services.map((one, i) => ({ ...one, at: i })).filter((one) => byId.has(one.id));
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
