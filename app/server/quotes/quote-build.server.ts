import type { Site } from "~/lib/site";
import { gstinState } from "~/lib/quotes/gstin";
import type { QuoteBusiness, QuoteDocument, TaxKind } from "~/lib/quotes/quote-document";
import { quoteFigures } from "~/lib/quotes/quote-figures";
import type { QuoteDraft } from "~/lib/quotes/quote-draft";

// A version's document: the quote as written (its defaults filled), the business and the customer
// as they are now (a later change of either does not alter a saved version), and the figures,
// computed here once and stored with it.

export type QuoteCustomerSource = { name: string; phone: string; email: string | null };

/** The business as the document keeps it. */
export function businessSnapshot(site: Site): QuoteBusiness {
  const { address } = site.business;
  return {
    name: site.business.name,
    gstin: site.business.gstin ?? null,
    address: [address.street, address.locality, `${address.city}, ${address.region} ${address.postalCode}`],
    phone: site.business.phone,
    email: site.business.email,
  };
}

/** CGST + SGST when the site is in the state of the business's GSTIN, IGST when not, none unregistered. */
export const taxKindFor = (gstin: string | null, placeOfSupply: string): TaxKind =>
  gstin === null ? "none" : gstinState(gstin) === placeOfSupply ? "intra" : "inter";

export function buildDocument(args: {
  site: Site;
  lead: QuoteCustomerSource;
  draft: QuoteDraft;
  number: string;
  version: number;
  date: string;
}): QuoteDocument {
  const { site, lead, draft } = args;
  const business = businessSnapshot(site);
  const taxKind = taxKindFor(business.gstin, draft.placeOfSupply);
  const body = {
    sections: draft.sections,
    discount: draft.discount,
    taxKind,
    paymentSchedule: draft.paymentSchedule,
  };
  return {
    title: "Quotation",
    number: args.number,
    version: args.version,
    date: args.date,
    validUntil: draft.validUntil,
    business,
    customer: {
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      gstin: draft.customerGstin,
      siteAddress: draft.siteAddress,
    },
    placeOfSupply: draft.placeOfSupply,
    placeOfSupplyName: draft.placeOfSupplyName,
    taxKind,
    service: draft.service,
    sections: draft.sections,
    discount: draft.discount,
    paymentSchedule: draft.paymentSchedule,
    notes: draft.notes,
    terms: draft.terms,
    figures: quoteFigures(body, []),
  };
}
