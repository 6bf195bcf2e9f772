import { factFields, factNames } from "~/lib/site-facts";
import type { Profile } from "~/profiles/schema";
import type { ProfileProblem } from "./site-versions.server";

// What a profile's texts may get wrong and still be valid: spelling out a fact that has its own field
// (the business name, the phone…) instead of its placeholder ({business}, {phone}…), so changing the
// fact would miss them; a placeholder nothing fills, which would go live as written; and a hidden
// service still offered by name in the enquiry form. The fact fields themselves are not looked at.

/** Every text of the profile with its dotted path, leaving out the fact fields of `business`. */
function texts(node: unknown, path: string[] = []): { path: string; text: string }[] {
  if (typeof node === "string") return [{ path: path.join("."), text: node }];
  if (Array.isArray(node)) return node.flatMap((item, i) => texts(item, [...path, String(i)]));
  if (node && typeof node === "object")
    return Object.entries(node).flatMap(([key, value]) =>
      path.length === 1 && path[0] === "business" && factFields.has(key) ? [] : texts(value, [...path, key]),
    );
  return [];
}

/** Runs of digits as people write a phone number: +91 98765 43210, 098765-43210, (0)98765 43210… */
const digitRun = /\+?\d[\d\s\-().]{7,}\d/g;

/** Whether `text` writes the Indian number `e164` (+91 and ten digits) in any usual way. */
export function writesPhone(text: string, e164: string): boolean {
  const national = e164.replace(/^\+91/, "");
  return [...text.matchAll(digitRun)].some(([run]) => {
    const digits = run.replace(/\D/g, "");
    if (!digits.endsWith(national)) return false;
    return ["", "0", "91", "091", "0091"].includes(digits.slice(0, -national.length));
  });
}

const contains = (text: string, fact: string) => text.toLowerCase().includes(fact.toLowerCase());

/** `words` as a whole (not inside a longer word: "Om" is not in "Home"), in any case. */
const wholeWords = (words: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "giu");

/** The texts that spell out a fact instead of naming its placeholder, each with what to write instead. */
export function spelledOutFacts(profile: Profile): ProfileProblem[] {
  const { business } = profile;
  const problems: ProfileProblem[] = [];
  for (const { path, text } of texts(profile)) {
    const say = (what: string, placeholder: string) =>
      problems.push({
        path,
        message: `spells out ${what}; write ${placeholder} instead, so a change to it shows here too`,
      });
    const withoutName = text.replace(wholeWords(business.name), "");
    if (withoutName !== text) say(`the business name "${business.name}"`, "{business}");
    if (
      business.shortName &&
      business.shortName !== business.name &&
      wholeWords(business.shortName).test(withoutName)
    )
      say(`the short name "${business.shortName}"`, "{shortName}");
    if (writesPhone(text, business.phone)) say("the phone number", "{phone}");
    if (business.whatsapp && business.whatsapp !== business.phone && writesPhone(text, business.whatsapp))
      say("the WhatsApp number", "{whatsapp}");
    if (contains(text, business.email)) say(`the e-mail address ${business.email}`, "{email}");
  }
  return problems;
}

/**
 * The placeholders other code fills in later, and the texts it fills them in: a customer's {name} and
 * the {service} in the desk's greeting, the {page} and {service} of a WhatsApp text, a neighbourhood
 * page's {area}, the pages of the work's {title}, {service} and {area}, the {rating} of the rating label and the {months} of the privacy notice's period.
 */
const laterPlaceholders: Record<string, (path: string) => boolean> = {
  name: (path) => path === "desk.whatsappGreeting",
  service: (path) =>
    path === "desk.whatsappGreeting" || path === "whatsapp.service" || path === "work.serviceHeading",
  page: (path) => path === "whatsapp.page" || path === "whatsapp.service",
  area: (path) => path.startsWith("landing.") || path === "work.areaHeading" || path === "work.inArea",
  title: (path) => path === "work.pageTitle",
  rating: (path) => path === "labels.rating",
  months: (path) => path === "privacy.retention.period",
};

/**
 * The placeholders no one fills in that text, which would go live as written: a misspelt one
 * ({Business}, {adress}), one filled elsewhere but not there, and {radius} without a radius.
 */
export function unfilledPlaceholders(profile: Profile): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  for (const { path, text } of texts(profile)) {
    for (const [whole, word] of text.matchAll(/\{(\w+)\}/g)) {
      if (word === "radius" && profile.business.serviceRadiusKm === undefined) {
        problems.push({
          path,
          message:
            "uses {radius}, but the profile gives no business.serviceRadiusKm: it would show as written",
        });
        continue;
      }
      if (factNames.has(word!) || laterPlaceholders[word!]?.(path)) continue;
      // A WhatsApp template's {{1}}, {{2}}…: Meta's own values, filled in on the desk when it is sent.
      if (/^\d+$/.test(word!) && /^whatsapp\.templates\.\d+\.body$/.test(path)) continue;
      const meant = [...factNames].find((name) => name.toLowerCase() === word!.toLowerCase());
      problems.push({
        path,
        message: `uses ${whole}, which nothing fills here: it would show as written${meant ? ` (meant {${meant}}?)` : ""}`,
      });
    }
  }
  return problems;
}

/** The enquiry form's choices that name a hidden service: the public form leaves them out. */
export function hiddenServiceChoices(profile: Profile): ProfileProblem[] {
  const hidden = new Set(
    profile.services.filter((service) => service.hidden).map((service) => service.title),
  );
  return profile.leadForm.services.flatMap((choice, i) =>
    hidden.has(choice)
      ? [
          {
            path: `leadForm.services.${i}`,
            message: `offers "${choice}", a hidden service: the enquiry form leaves it out while the service is hidden`,
          },
        ]
      : [],
  );
}

/** Every warning about a profile's texts, for `npm run profile -- check` and the start's log. */
export const profileTextWarnings = (profile: Profile): ProfileProblem[] => [
  ...unfilledPlaceholders(profile),
  ...spelledOutFacts(profile),
  ...hiddenServiceChoices(profile),
];
