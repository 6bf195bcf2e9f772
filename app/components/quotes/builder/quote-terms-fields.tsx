import { staffCardClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";
import type { BuilderDraft, DraftStage } from "~/lib/quotes/builder-draft";
import { type Errors, Input, Select, TextArea } from "./builder-fields";

const copy = adminCopy.quotes.builder;

type Change = (update: (draft: BuilderDraft) => BuilderDraft) => void;

/** A quote's discount, payment schedule, notes and terms. */
export function QuoteTermsFields({
  draft,
  change,
  errors,
}: {
  draft: BuilderDraft;
  change: Change;
  errors: Errors;
}) {
  const set = (field: keyof BuilderDraft) => (value: string) => change((d) => ({ ...d, [field]: value }));
  const setStage = (i: number, field: keyof DraftStage) => (value: string) =>
    change((d) => ({
      ...d,
      paymentSchedule: d.paymentSchedule.map((one, j) => (j === i ? { ...one, [field]: value } : one)),
    }));
  return (
    <section aria-labelledby="terms-h" className={`space-y-4 p-4 sm:p-5 ${staffCardClass}`}>
      <h2 id="terms-h" className="font-display text-xl font-semibold text-wood-950">
        {copy.discount}, {copy.schedule.toLowerCase()}, {copy.terms.toLowerCase()}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <Select
          name="discountKind"
          label={copy.discountKind}
          value={draft.discountKind}
          onChange={set("discountKind")}
          options={Object.entries(copy.discountKinds)}
          errors={errors}
        />
        <Input
          name="discountValue"
          label={copy.discountValue}
          inputMode="decimal"
          value={draft.discountValue}
          onChange={set("discountValue")}
          errors={errors}
        />
      </div>
      <fieldset>
        <legend className="font-semibold text-wood-950">{copy.schedule}</legend>
        <p className="text-sm text-wood-800">{copy.scheduleHint}</p>
        {errors.paymentSchedule ? (
          <p className="mt-1 text-sm font-medium text-red-700">{errors.paymentSchedule}</p>
        ) : null}
        <ol className="mt-2 space-y-2">
          {draft.paymentSchedule.map((stage, i) => (
            <li key={i} className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
              <Input
                name={`paymentSchedule.${i}.label`}
                label={fillTemplate(copy.stageLabel, { n: String(i + 1) })}
                value={stage.label}
                onChange={setStage(i, "label")}
                errors={errors}
              />
              <Input
                name={`paymentSchedule.${i}.percent`}
                label="%"
                inputMode="numeric"
                value={stage.percent}
                onChange={setStage(i, "percent")}
                errors={errors}
              />
            </li>
          ))}
        </ol>
      </fieldset>
      <TextArea
        name="notes"
        label={copy.notes}
        value={draft.notes}
        onChange={set("notes")}
        errors={errors}
        rows={3}
      />
      <TextArea
        name="terms"
        label={copy.terms}
        value={draft.terms}
        onChange={set("terms")}
        errors={errors}
        rows={5}
      />
    </section>
  );
}
