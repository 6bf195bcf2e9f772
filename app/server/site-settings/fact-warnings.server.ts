import type { Profile } from "~/profiles/schema";
import type { ProfileProblem } from "./site-versions.server";

// Texts that spell out a fact that has its own field (the business name, the phone…) instead of its
// placeholder ({business}, {phone}…), so changing the fact would miss them. The fact fields themselves
// are the facts, and are not looked at.

const factFields = new Set(["name", "shortName", "phone", "whatsapp", "email", "serviceRadiusKm"]);

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
    const withoutName = text.replace(
      new RegExp(business.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"),
      "",
    );
    if (withoutName !== text) say(`the business name "${business.name}"`, "{business}");
    if (
      business.shortName &&
      business.shortName !== business.name &&
      contains(withoutName, business.shortName)
    )
      say(`the short name "${business.shortName}"`, "{shortName}");
    if (writesPhone(text, business.phone)) say("the phone number", "{phone}");
    if (business.whatsapp && business.whatsapp !== business.phone && writesPhone(text, business.whatsapp))
      say("the WhatsApp number", "{whatsapp}");
    if (contains(text, business.email)) say(`the e-mail address ${business.email}`, "{email}");
    if (business.serviceRadiusKm === undefined && text.includes("{radius}"))
      problems.push({ path, message: "uses {radius}, but the profile gives no business.serviceRadiusKm" });
  }
  return problems;
}
