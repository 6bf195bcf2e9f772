import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";
import { gstRates } from "~/lib/quotes/quote-document";
import type { FactWarning } from "~/lib/site-settings-answer";
import { FieldGrid, SelectField, TextArea, TextField } from "./fields";
import { QuoteTemplatesList, type ShownTemplate } from "./quote-templates-list";
import { SectionForm, useFilled } from "./section-form";

const copy = adminCopy.siteSettings.sections.quotes;

const rateOptions = gstRates.map((rate) => [String(rate), `${rate}%`] as const);
/** The schedule's rows: its stages, then empty ones to add a stage (the server's scheduleRows). */
const scheduleRows = 6;

/** A group of fields with its problem above them, which the group is described by. */
function ProblemGroup({
  name,
  legend,
  hint,
  children,
}: {
  name: string;
  legend: string;
  hint: string;
  children: React.ReactNode;
}) {
  const { problem } = useFilled(name);
  const id = `${name}-problem`;
  return (
    <fieldset className="space-y-3" aria-describedby={problem ? id : undefined}>
      <legend className="font-semibold text-wood-950">{legend}</legend>
      <p className="text-sm text-wood-800">{hint}</p>
      {problem ? (
        <p id={id} className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** Each service's own code and rate; empty ones use the business's. */
function ServiceTaxRows({ services }: { services: { id: string; title: string }[] }) {
  const code = useFilled("taxCode").value;
  const rate = useFilled("taxRate").value;
  return (
    <ProblemGroup
      name="serviceTax"
      legend={copy.serviceTax}
      hint={fillTemplate(copy.serviceTaxHint, { code, rate })}
    >
      <ul className="space-y-3">
        {services.map((service, i) => (
          <li key={service.id}>
            <fieldset className="rounded-xl border border-wood-200 bg-wood-50/60 p-4">
              <legend className="float-left w-full font-semibold break-words text-wood-950">
                {service.title}
              </legend>
              <input type="hidden" name={`serviceTax.${i}.service`} value={service.id} />
              <div className="clear-left grid grid-cols-2 gap-3 pt-2">
                <TextField name={`serviceTax.${i}.code`} label={copy.taxCode} inputMode="numeric" />
                <SelectField
                  name={`serviceTax.${i}.gstRate`}
                  label={copy.taxRate}
                  options={rateOptions}
                  blank={copy.useDefault}
                />
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
    </ProblemGroup>
  );
}

/** The payment schedule: up to six rows of a stage's name and its percent. */
function ScheduleRows() {
  return (
    <ProblemGroup name="paymentSchedule" legend={copy.paymentSchedule} hint={copy.scheduleHint}>
      <ol className="space-y-3">
        {Array.from({ length: scheduleRows }, (_, i) => {
          const n = String(i + 1);
          return (
            <li key={i} className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
              <TextField name={`paymentSchedule.${i}.label`} label={fillTemplate(copy.stageLabel, { n })} />
              <TextField
                name={`paymentSchedule.${i}.percent`}
                label={fillTemplate(copy.stagePercent, { n })}
                inputMode="numeric"
              />
            </li>
          );
        })}
      </ol>
    </ProblemGroup>
  );
}

/** How the business quotes, and the templates a quote starts from. */
export function QuotesForm({
  values,
  warnings,
  services,
  templates,
}: {
  values: Record<string, string>;
  warnings: FactWarning[];
  services: { id: string; title: string }[];
  templates: ShownTemplate[];
}) {
  return (
    <SectionForm
      section="quotes"
      title={copy.title}
      intro={copy.intro}
      values={values}
      warnings={warnings}
      submitLabel={copy.publish}
      after={<QuoteTemplatesList templates={templates} />}
    >
      <FieldGrid>
        <TextField name="validityDays" label={copy.validityDays} inputMode="numeric" />
      </FieldGrid>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-wood-950">{copy.taxDefault}</legend>
        <FieldGrid>
          <TextField name="taxCode" label={copy.taxCode} hint={copy.taxCodeHint} inputMode="numeric" />
          <SelectField name="taxRate" label={copy.taxRate} options={rateOptions} blank={false} />
        </FieldGrid>
      </fieldset>
      <ServiceTaxRows services={services} />
      <ScheduleRows />
      <TextArea name="terms" label={copy.terms} rows={6} />
    </SectionForm>
  );
}
