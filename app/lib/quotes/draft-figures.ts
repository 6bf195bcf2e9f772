import { gstinState } from "~/lib/quotes/gstin";
import { parseRupees } from "~/lib/quotes/money";
import { type GstRate, gstRates, mapLines, type QuoteLine, type TaxKind } from "~/lib/quotes/quote-document";
import { lineAmountPaise, quoteFigures } from "~/lib/quotes/quote-figures";
import type { BuilderDraft } from "./builder-draft";

// The builder's figures as the member types, worked out in the browser with the function the server
// stores a version's figures with.

/** How tax applies to a draft: the business's GSTIN state against the site's. */
export function taxKindOf(businessGstin: string | null, placeOfSupply: string): TaxKind {
  if (!businessGstin) return "none";
  return gstinState(businessGstin) === placeOfSupply ? "intra" : "inter";
}

const isGstRate = (value: number): value is GstRate => (gstRates as readonly number[]).includes(value);

/**
 * The figures of the draft as typed, with the same function the server stores a version's figures
 * with; a line whose quantity or rate cannot be read counts as nothing until it can.
 */
export function draftFigures(draft: BuilderDraft, businessGstin: string | null) {
  let n = 0;
  const sections = mapLines(draft.sections, (line): QuoteLine => {
    n++;
    const ratePaise = parseRupees(line.rate.trim()) ?? 0;
    const quantity = /^\d{1,7}(\.\d{1,3})?$/.test(line.quantity.trim()) ? line.quantity.trim() : "0";
    const rate = Number(line.gstRate);
    return {
      key: `l${n}`,
      description: line.description,
      specification: line.specification,
      quantity,
      unit: line.unit,
      ratePaise,
      amountPaise: lineAmountPaise(quantity, ratePaise),
      code: line.code,
      gstRate: isGstRate(rate) ? rate : 0,
      optional: line.optional,
    };
  });
  const value = draft.discountValue.trim();
  const discount =
    draft.discountKind === "amount" && parseRupees(value) !== null
      ? { kind: "amount" as const, paise: parseRupees(value)! }
      : draft.discountKind === "percent" && /^\d+(\.\d+)?$/.test(value) && Number(value) <= 100
        ? { kind: "percent" as const, percent: Number(value) }
        : null;
  const stages = draft.paymentSchedule.map((stage) => ({
    label: stage.label,
    percent: Number(stage.percent) || 0,
  }));
  return {
    sections,
    figures: quoteFigures(
      {
        sections,
        discount,
        taxKind: taxKindOf(businessGstin, draft.placeOfSupply),
        paymentSchedule: stages,
      },
      [],
    ),
  };
}
