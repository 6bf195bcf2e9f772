import { quoteSettingsCopy } from "~/lib/desk-copy/quote-settings";
import { fillTemplate } from "~/lib/links";
import { quoteSettingsOf } from "~/lib/quotes/quote-input";
import { type GstRate, gstRates } from "~/lib/quotes/quote-document";
import { type QuoteSettings, taxCode } from "~/profiles/quote-settings-schema";
import type { Profile } from "~/profiles/schema";
import { mergeProblems } from "./form-data.server";
import { problemsByField, profileProblems } from "./section-fields.server";
import type { QuotesData } from "./section-schemas.server";
import type { SectionOutcome } from "./settings-forms.server";

// The quotes part of the site settings: validity, the tax on the business's work and on each service
// that differs, the payment schedule, terms; and a template's removal. A service's code or rate left
// empty means the business's own, so `serviceTax` keeps only the services that differ.

const problems = quoteSettingsCopy.problems;

/** The payment schedule's rows the form shows: the stages, then empty rows, up to this many. */
export const scheduleRows = 6;

/** The form's fields filled in from the profile, by name. */
export function quotesValuesOf(profile: Profile): Record<string, string> {
  const settings = quoteSettingsOf(profile);
  const values: Record<string, string> = {
    validityDays: String(settings.validityDays),
    taxCode: settings.tax.code,
    taxRate: String(settings.tax.gstRate),
    terms: settings.terms,
  };
  profile.services.forEach((service, i) => {
    const own = settings.serviceTax.find((one) => one.service === service.id);
    values[`serviceTax.${i}.service`] = service.id;
    values[`serviceTax.${i}.code`] = own?.code ?? "";
    values[`serviceTax.${i}.gstRate`] = own ? String(own.gstRate) : "";
  });
  for (let i = 0; i < scheduleRows; i++) {
    const stage = settings.paymentSchedule[i];
    values[`paymentSchedule.${i}.label`] = stage?.label ?? "";
    values[`paymentSchedule.${i}.percent`] = stage ? String(stage.percent) : "";
  }
  return values;
}

const rateOf = (value: string): GstRate | undefined =>
  gstRates.find((rate) => String(rate) === value.replace(/%$/, "").trim());
const wholeIn = (value: string, min: number, max: number) =>
  /^\d{1,3}$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : undefined;

/**
 * The settings with the form applied, and the form's own problems by field. A value that cannot be
 * read keeps what the settings had, so the rest is still checked.
 */
export function quotesFromForm(
  data: QuotesData,
  current: QuoteSettings,
): { settings: QuoteSettings; own: Record<string, string> } {
  const own: Record<string, string> = {};
  const validityDays = wholeIn(data.validityDays, 1, 365);
  if (validityDays === undefined) own.validityDays = problems.wholeDays;
  if (!taxCode.safeParse(data.taxCode).success) own.taxCode = problems.code;
  const defaultRate = rateOf(data.taxRate);
  if (defaultRate === undefined) own.taxRate = problems.rate;
  const tax = { code: data.taxCode, gstRate: defaultRate ?? current.tax.gstRate };

  const shown = new Set(data.serviceTax.map((row) => row.service));
  const serviceTax: QuoteSettings["serviceTax"] = [];
  data.serviceTax.forEach((row, i) => {
    if (!row.service || (!row.code && !row.gstRate)) return;
    if (row.code && !taxCode.safeParse(row.code).success) own[`serviceTax.${i}.code`] = problems.code;
    const rate = row.gstRate ? rateOf(row.gstRate) : tax.gstRate;
    if (rate === undefined) own[`serviceTax.${i}.gstRate`] = problems.rate;
    const entry = { service: row.service, code: row.code || tax.code, gstRate: rate ?? tax.gstRate };
    if (entry.code !== tax.code || entry.gstRate !== tax.gstRate) serviceTax.push(entry);
  });
  // A service the form did not show (added since the page was filled) keeps its own.
  serviceTax.push(...current.serviceTax.filter((one) => !shown.has(one.service)));

  const stages: QuoteSettings["paymentSchedule"] = [];
  data.paymentSchedule.forEach((row, i) => {
    if (!row.label && !row.percent) return;
    const percent = wholeIn(row.percent, 1, 100);
    if (!row.label) own[`paymentSchedule.${i}.label`] = problems.label;
    if (percent === undefined) own[`paymentSchedule.${i}.percent`] = problems.percent;
    stages.push({ label: row.label, percent: percent ?? 0 });
  });
  const total = stages.reduce((sum, stage) => sum + stage.percent, 0);
  if (stages.length === 0) own.paymentSchedule = problems.noStage;
  else if (total !== 100 && Object.keys(own).every((name) => !name.startsWith("paymentSchedule.")))
    own.paymentSchedule = fillTemplate(problems.scheduleTotal, { total: String(total) });
  if (data.terms.length === 0) own.terms = problems.terms;

  return {
    settings: {
      ...current,
      validityDays: validityDays ?? current.validityDays,
      tax,
      serviceTax,
      paymentSchedule: stages.length ? stages : current.paymentSchedule,
      terms: data.terms.length ? data.terms.join("\n") : current.terms,
    },
    own,
  };
}

/** The settings without the template `id`; undefined when it is not there (removed or renamed since). */
export function withoutTemplate(current: QuoteSettings, id: string): QuoteSettings | undefined {
  const templates = current.templates.filter((one) => one.id !== id);
  return templates.length === current.templates.length ? undefined : { ...current, templates };
}

/**
 * The profile with the quotes part's form applied (or a template removed), or the form's problems:
 * its own first, then the profile schema's; a list's problem is told once, by the rows that hold it.
 */
export function applyQuotes(read: QuotesData, current: Profile): SectionOutcome {
  const settings = quoteSettingsOf(current);
  if (read.intent === "remove") {
    const quotes = withoutTemplate(settings, read.template);
    if (!quotes) return { ok: false, problems: { fields: {}, summary: [quoteSettingsCopy.templateGone] } };
    return { ok: true, profile: { ...current, quotes } };
  }
  const { settings: quotes, own } = quotesFromForm(read, settings);
  const profile = { ...current, quotes };
  if (Object.keys(own).length === 0) return { ok: true, profile };
  const checked = problemsByField("quotes", profileProblems(profile));
  for (const list of ["paymentSchedule", "serviceTax"])
    if (Object.keys(own).some((name) => name.startsWith(list))) delete checked.fields[list];
  return { ok: false, problems: mergeProblems({ fields: own, summary: [] }, checked) };
}
