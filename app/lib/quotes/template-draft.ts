import { mapLines } from "~/lib/quotes/quote-document";
import type { QuoteTemplate } from "~/profiles/quote-settings-schema";
import { blankLine, type DraftSection, type LineDefaults, templateSections } from "./builder-draft";

// A quote template as its editor holds it: every field as typed, its sections and lines in the same
// shape as the quote builder's, so the one sections editor serves both. A template keeps no tax: a
// quote's lines take it from the settings of the template's service.

export type TemplateDraft = { title: string; service: string; sections: DraftSection[] };

/** A template's lines carry no tax of their own. */
export const noTax: LineDefaults = { code: "", gstRate: "" };

/** The editor's draft: of a template, or a new one for `service` (one room, one empty line). */
export function templateDraft(template: QuoteTemplate | null, service: string): TemplateDraft {
  if (!template) return { title: "", service, sections: [{ title: "", lines: [blankLine(noTax)] }] };
  return {
    title: template.title,
    service: template.service,
    sections: templateSections(template, noTax),
  };
}

/** The draft as a template's fields (its id apart), for its schema to check. */
export function templateOfDraft(draft: TemplateDraft) {
  return {
    service: draft.service,
    title: draft.title,
    sections: mapLines(draft.sections, (line) => ({
      description: line.description,
      specification: line.specification,
      quantity: line.quantity.trim(),
      unit: line.unit,
      rate: line.rate.trim(),
      ...(line.optional ? { optional: true } : {}),
    })),
  };
}
