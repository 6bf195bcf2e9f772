import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";
import type { FactWarning } from "~/lib/site-settings-answer";
import { iconNames } from "~/profiles/icon-names";
import { CheckboxField, FieldGrid, SelectField, TextArea, TextField } from "./fields";
import { SectionForm, useFilled, useFilledValues, useProblemsUnder } from "./section-form";

const copy = adminCopy.siteSettings.sections.services;
const smallButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border border-wood-300 bg-white px-3 text-sm font-semibold text-wood-900 hover:bg-wood-100";

/** A service's own fields, under `prefix` (`services.2.` or `added.`). */
function ServiceFields({ prefix }: { prefix: string }) {
  return (
    <div className="space-y-5">
      <FieldGrid>
        <TextField name={`${prefix}title`} label={copy.serviceTitle} />
        <SelectField name={`${prefix}icon`} label={copy.icon} options={iconNames} />
      </FieldGrid>
      <TextArea name={`${prefix}description`} label={copy.description} rows={3} />
      <div className="grid gap-5 md:grid-cols-3">
        <TextArea name={`${prefix}features`} label={copy.features} rows={5} />
        <TextArea name={`${prefix}areas`} label={copy.areas} rows={5} />
        <TextArea name={`${prefix}keywords`} label={copy.keywords} rows={5} />
      </div>
    </div>
  );
}

/** One service: its name, buttons to move or remove it, and its fields folded away until asked for. */
function ServiceItem({ index, count }: { index: number; count: number }) {
  const prefix = `services.${index}.`;
  const title = useFilled(`${prefix}title`).value;
  const id = useFilled(`${prefix}id`).value;
  const hidden = useFilled(`${prefix}hidden`).value === "on";
  const problems = useProblemsUnder(prefix);
  return (
    <li className="rounded-xl border border-wood-200 bg-wood-50/50 p-4">
      <input type="hidden" name={`${prefix}id`} value={id} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-wood-950">
          <span className="text-wood-700">{index + 1}.</span> {title}
          {hidden ? (
            <span className="rounded-full bg-wood-200 px-2 py-0.5 text-xs font-semibold text-wood-900">
              {copy.hiddenBadge}
            </span>
          ) : null}
        </h3>
        <div className="flex gap-2">
          {index > 0 ? (
            <button type="submit" name="intent" value={`up:${id}`} className={smallButton}>
              <ArrowUp aria-hidden="true" className="size-4" />
              <span className="sr-only">
                {copy.moveUp}: {title}
              </span>
            </button>
          ) : null}
          {index < count - 1 ? (
            <button type="submit" name="intent" value={`down:${id}`} className={smallButton}>
              <ArrowDown aria-hidden="true" className="size-4" />
              <span className="sr-only">
                {copy.moveDown}: {title}
              </span>
            </button>
          ) : null}
          <button type="submit" name="intent" value={`remove:${id}`} className={smallButton}>
            <Trash2 aria-hidden="true" className="size-4" />
            {copy.remove}
            <span className="sr-only">: {title}</span>
          </button>
        </div>
      </div>
      <details open={problems.length > 0} className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-wood-800 underline underline-offset-4">
          {copy.edit}
          <span className="sr-only">: {title}</span>
        </summary>
        <div className="mt-3 space-y-5">
          <ServiceFields prefix={prefix} />
          <CheckboxField name={`${prefix}hidden`} label={copy.hidden} />
        </div>
      </details>
    </li>
  );
}

/** The titles of hidden services that the enquiry form still offers, as the form shows them. */
function useHiddenOffered(count: number): string[] {
  const values = useFilledValues();
  const offered = new Set((values.enquiryChoices ?? "").split(/\r?\n/).map((line) => line.trim()));
  const hidden: string[] = [];
  for (let i = 0; i < count; i++) {
    const title = (values[`services.${i}.title`] ?? "").trim();
    if (values[`services.${i}.hidden`] === "on" && offered.has(title)) hidden.push(title);
  }
  return hidden;
}

/** What a visitor can choose as the work wanted in the enquiry form, and a hint when it offers a hidden service. */
function EnquiryChoices({ count }: { count: number }) {
  const hiddenOffered = useHiddenOffered(count);
  return (
    <div className="space-y-2">
      <TextArea name="enquiryChoices" label={copy.enquiryChoices} hint={copy.enquiryChoicesHint} rows={5} />
      {hiddenOffered.length ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          {fillTemplate(copy.hiddenOffered, { titles: hiddenOffered.join(", ") })}
        </p>
      ) : null}
    </div>
  );
}

/** The services, in their order on the site: edit, move, hide, remove, and add one at the end. */
export function ServicesForm({
  values,
  warnings,
  count,
}: {
  values: Record<string, string>;
  warnings: FactWarning[];
  count: number;
}) {
  return (
    <SectionForm
      section="services"
      title={copy.title}
      intro={copy.intro}
      values={values}
      warnings={warnings}
      submitLabel={copy.save}
    >
      <ol className="space-y-3">
        {Array.from({ length: count }, (_, index) => (
          <ServiceItem key={index} index={index} count={count} />
        ))}
      </ol>
      <fieldset className="rounded-xl border border-dashed border-wood-300 p-4">
        <legend className="px-1 text-lg font-semibold text-wood-950">{copy.add}</legend>
        <p className="mb-4 text-sm text-wood-800">{copy.addHint}</p>
        <ServiceFields prefix="added." />
      </fieldset>
      <EnquiryChoices count={count} />
    </SectionForm>
  );
}
