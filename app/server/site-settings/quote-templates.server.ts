import { quoteSettingsCopy } from "~/lib/desk-copy/quote-settings";
import { applySectionsIntent } from "~/lib/quotes/builder-draft";
import { sectionsFromForm, textOf } from "~/lib/quotes/builder-form";
import { quoteSettingsOf } from "~/lib/quotes/quote-input";
import { noTax, type TemplateDraft, templateOfDraft } from "~/lib/quotes/template-draft";
import { quoteTemplateSchema } from "~/profiles/quote-settings-schema";
import type { Profile } from "~/profiles/schema";
import { newServiceId } from "./services-section.server";
import type { ProfileProblem } from "./site-versions.server";

// A quote template's editor on the server: what a post of its form asks for (a row added or removed,
// or the template saved), the profile with the template saved, and problems by the editor's fields.

/** The editor's path segment for a new template; never a template's id. */
export const newTemplateId = "new";

const problems = quoteSettingsCopy.problems;

export type TemplatePost = { kind: "rows"; draft: TemplateDraft } | { kind: "save"; draft: TemplateDraft };

/** A post of the editor's form: a row button (the draft with that change), or Save. */
export function readTemplatePost(form: FormData): TemplatePost {
  const draft: TemplateDraft = {
    title: textOf(form, "title"),
    service: textOf(form, "service"),
    sections: sectionsFromForm(form),
  };
  const intent = textOf(form, "intent");
  if (intent && intent !== "save")
    return {
      kind: "rows",
      draft: { ...draft, sections: applySectionsIntent(draft.sections, intent, noTax) },
    };
  return { kind: "save", draft };
}

export type TemplateSaved =
  { ok: true; profile: Profile; id: string } | { ok: false; errors: Record<string, string> };

/**
 * The profile with the template `id` (null: a new one) as `draft` says, or its problems by field. A
 * new template's id is made from its title; an edited one keeps its id and its place in the list.
 */
export function saveTemplate(current: Profile, id: string | null, draft: TemplateDraft): TemplateSaved {
  const settings = quoteSettingsOf(current);
  const at = id === null ? -1 : settings.templates.findIndex((one) => one.id === id);
  if (id !== null && at < 0) return { ok: false, errors: { form: quoteSettingsCopy.templateGone } };
  const taken = new Set([newTemplateId, ...settings.templates.map((one) => one.id)]);
  const newId = id ?? newServiceId(draft.title, taken);
  const errors: Record<string, string> = {};
  if (!current.services.some((service) => service.id === draft.service)) errors.service = problems.service;
  const parsed = quoteTemplateSchema.safeParse({ id: newId, ...templateOfDraft(draft) });
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors[fieldOfTemplatePath(issue.path.join("."))] ??=
        issue.code !== "too_small"
          ? issue.message
          : issue.origin === "string"
            ? problems.required
            : problems.noLine;
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  const templates = [...settings.templates];
  if (at < 0) templates.push(parsed.data);
  else templates[at] = parsed.data;
  return { ok: true, profile: { ...current, quotes: { ...settings, templates } }, id: newId };
}

/** A template's path as the editor's field: an id's problem is its title's (the id is made from it). */
const fieldOfTemplatePath = (path: string) => (path === "id" ? "title" : path || "form");

/** Publishing's problems by the editor's fields: those of the template at `index`; others at the top. */
export function templateProblems(problems: readonly ProfileProblem[], index: number): Record<string, string> {
  const errors: Record<string, string> = {};
  const prefix = `quotes.templates.${index}.`;
  for (const { path, message } of problems) {
    const name = path.startsWith(prefix) ? fieldOfTemplatePath(path.slice(prefix.length)) : "form";
    errors[name] = errors[name] ? `${errors[name]}; ${message}` : message;
  }
  return errors;
}
