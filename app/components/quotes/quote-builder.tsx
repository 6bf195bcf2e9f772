import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "~/components/admin/use-hydrated";
import { staffButtonClass, staffCardClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";
import { gstStates } from "~/lib/quotes/gst-states";
import { formatInr } from "~/lib/quotes/money";
import { gstRates, quoteUnitLabels, quoteUnits } from "~/lib/quotes/quote-document";
import { FiguresTable } from "./quote-figures-table";
import {
  applyIntent,
  type DraftLine,
  draftFigures,
  type LineDefaults,
  type BuilderDraft,
} from "~/lib/quotes/builder-draft";

const copy = adminCopy.quotes.builder;

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-wood-300 bg-white px-3 py-2 text-base text-wood-950 shadow-sm focus:border-wood-600 aria-[invalid=true]:border-red-600";
const labelClass = "block text-sm font-semibold text-wood-950";
const smallButton =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-wood-300 bg-white px-3 text-sm font-semibold text-wood-900 hover:bg-wood-100";

type Errors = Partial<Record<string, string>>;
type Change = (update: (draft: BuilderDraft) => BuilderDraft) => void;

/** A labelled input of the builder, with its problem under it. */
function Input({
  name,
  label,
  hint,
  value,
  onChange,
  errors,
  type = "text",
  inputMode,
  className = "",
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  errors: Errors;
  type?: "text" | "date";
  inputMode?: "decimal" | "numeric";
  className?: string;
}) {
  const id = `f-${name}`;
  const problem = errors[name];
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {hint ? <span className="font-normal text-wood-700"> {hint}</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className={inputClass}
      />
      {problem ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function Select({
  name,
  label,
  value,
  onChange,
  options,
  errors,
  className = "",
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  errors: Errors;
  className?: string;
}) {
  const id = `f-${name}`;
  const problem = errors[name];
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className={inputClass}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      {problem ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function TextArea({
  name,
  label,
  value,
  onChange,
  errors,
  rows = 4,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: Errors;
  rows?: number;
}) {
  const id = `f-${name}`;
  const problem = errors[name];
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className={inputClass}
      />
      {problem ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A button that changes the form's rows: with JavaScript in place, without it by posting the form
 * (`intent`), which comes back with the change and everything typed.
 */
function RowButton({
  intent,
  onClick,
  children,
  className = smallButton,
}: {
  intent: string;
  onClick: () => void;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
    >
      {children}
    </button>
  );
}

const unitOptions = quoteUnits.map((unit) => [unit, quoteUnitLabels[unit]] as const);
const rateOptions = gstRates.map((rate) => [String(rate), `${rate}%`] as const);
const stateOptions = Object.entries(gstStates).map(([code, name]) => [code, `${name} (${code})`] as const);

function LineFields({
  s,
  l,
  line,
  amount,
  registered,
  errors,
  change,
  defaults,
}: {
  s: number;
  l: number;
  line: DraftLine;
  amount: number | null;
  registered: boolean;
  errors: Errors;
  change: Change;
  defaults: LineDefaults;
}) {
  const at = `sections.${s}.lines.${l}.`;
  const set = (field: keyof DraftLine) => (value: string | boolean) =>
    change((draft) => ({
      ...draft,
      sections: draft.sections.map((section, i) =>
        i !== s
          ? section
          : {
              ...section,
              lines: section.lines.map((one, j) => (j === l ? { ...one, [field]: value } : one)),
            },
      ),
    }));
  const n = l + 1;
  return (
    <li className="rounded-xl border border-wood-200 bg-wood-50/60 p-4">
      <fieldset>
        <legend className="sr-only">{fillTemplate(copy.line, { n: String(n) })}</legend>
        <div className="flex items-center justify-between gap-2">
          <p aria-hidden="true" className="text-sm font-semibold text-wood-700">
            {fillTemplate(copy.line, { n: String(n) })}
          </p>
          <RowButton
            intent={`remove-line:${s}:${l}`}
            onClick={() => change((draft) => applyIntent(draft, `remove-line:${s}:${l}`, defaults))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span>
              {copy.removeLine}
              <span className="sr-only"> {n}</span>
            </span>
          </RowButton>
        </div>
        <div className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-6">
          <Input
            className="col-span-2 md:col-span-3"
            name={`${at}description`}
            label={copy.description}
            value={line.description}
            onChange={set("description")}
            errors={errors}
          />
          <Input
            className="col-span-2 md:col-span-3"
            name={`${at}specification`}
            label={copy.specification}
            value={line.specification}
            onChange={set("specification")}
            errors={errors}
          />
          <Input
            name={`${at}quantity`}
            label={copy.quantity}
            inputMode="decimal"
            value={line.quantity}
            onChange={set("quantity")}
            errors={errors}
          />
          <Select
            name={`${at}unit`}
            label={copy.unit}
            value={line.unit}
            onChange={set("unit")}
            options={unitOptions}
            errors={errors}
          />
          <Input
            name={`${at}rate`}
            label={copy.rate}
            inputMode="decimal"
            value={line.rate}
            onChange={set("rate")}
            errors={errors}
          />
          {registered ? (
            <>
              <Input
                name={`${at}code`}
                label={copy.code}
                inputMode="numeric"
                value={line.code}
                onChange={set("code")}
                errors={errors}
              />
              <Select
                name={`${at}gstRate`}
                label={copy.gstRate}
                value={line.gstRate}
                onChange={set("gstRate")}
                options={rateOptions}
                errors={errors}
              />
            </>
          ) : (
            <>
              <input type="hidden" name={`${at}code`} value={line.code} />
              <input type="hidden" name={`${at}gstRate`} value={line.gstRate} />
            </>
          )}
          <div className="flex flex-col justify-end">
            <p className="text-sm font-semibold text-wood-950">{copy.amount}</p>
            <p
              className="mt-1 flex min-h-11 items-center font-semibold text-wood-950 tabular-nums"
              aria-live="off"
            >
              {amount === null ? "—" : formatInr(amount)}
            </p>
          </div>
        </div>
        <label className="mt-3 flex min-h-11 items-center gap-3 text-sm font-semibold text-wood-950">
          <input
            type="checkbox"
            name={`${at}optional`}
            checked={line.optional}
            onChange={(event) => set("optional")(event.target.checked)}
            className="size-5 accent-wood-700"
          />
          {copy.optional}
        </label>
      </fieldset>
    </li>
  );
}

/**
 * The quote builder: one form, the same with and without JavaScript. With it, rows are added and
 * removed in place and the figures follow what is typed; without it, each row button posts the form,
 * which comes back with the change and everything typed kept. Save posts the form (intent "save").
 */
export function QuoteBuilder({
  initial,
  errors,
  defaults,
  businessGstin,
  saveLabel = copy.save,
  hidden,
}: {
  initial: BuilderDraft;
  errors: Errors;
  defaults: LineDefaults;
  businessGstin: string | null;
  saveLabel?: string;
  /** Fields the page's action needs besides the quote's own (the template it started from). */
  hidden?: Record<string, string>;
}) {
  const [draft, setDraft] = useState(initial);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const change: Change = (update) => setDraft(update);
  const { sections: computed, figures } = draftFigures(draft, businessGstin);
  const registered = businessGstin !== null;
  const set = (field: keyof BuilderDraft) => (value: string) => change((d) => ({ ...d, [field]: value }));
  const formProblem = errors.form;
  return (
    <Form method="post" noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        {/* Enter in a field saves, as the button at the end does, not the first row button. */}
        <button type="submit" name="intent" value="save" hidden />
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="service" value={draft.service} />
        {formProblem ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-900">
            {formProblem}
          </p>
        ) : null}
        <section aria-labelledby="site-h" className={`space-y-4 p-4 sm:p-5 ${staffCardClass}`}>
          <h2 id="site-h" className="font-display text-xl font-semibold text-wood-950">
            {copy.site}
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            <Select
              name="placeOfSupply"
              label={copy.placeOfSupply}
              value={draft.placeOfSupply}
              onChange={set("placeOfSupply")}
              options={stateOptions}
              errors={errors}
            />
            <Input
              name="customerGstin"
              label={copy.customerGstin}
              hint={copy.customerGstinHint}
              value={draft.customerGstin}
              onChange={set("customerGstin")}
              errors={errors}
            />
            <Input
              name="siteAddress"
              label={copy.siteAddress}
              value={draft.siteAddress}
              onChange={set("siteAddress")}
              errors={errors}
            />
            <Input
              name="validUntil"
              label={copy.validUntil}
              type="date"
              value={draft.validUntil}
              onChange={set("validUntil")}
              errors={errors}
            />
          </div>
          {registered ? null : <p className="text-sm text-wood-800">{copy.noGstin}</p>}
        </section>
        <section aria-labelledby="sections-h" className="space-y-4">
          <h2 id="sections-h" className="font-display text-xl font-semibold text-wood-950">
            {copy.sections}
          </h2>
          {errors.sections ? <p className="text-sm font-medium text-red-700">{errors.sections}</p> : null}
          {draft.sections.map((section, s) => (
            <fieldset key={s} className={`space-y-3 p-4 sm:p-5 ${staffCardClass}`}>
              <legend className="sr-only">{fillTemplate(copy.section, { n: String(s + 1) })}</legend>
              <div className="flex flex-wrap items-end gap-3">
                <Input
                  className="min-w-0 flex-1"
                  name={`sections.${s}.title`}
                  label={copy.sectionTitle}
                  hint={copy.sectionTitleHint}
                  value={section.title}
                  onChange={(value) =>
                    change((d) => ({
                      ...d,
                      sections: d.sections.map((one, i) => (i === s ? { ...one, title: value } : one)),
                    }))
                  }
                  errors={errors}
                />
                {draft.sections.length > 1 ? (
                  <RowButton
                    intent={`remove-section:${s}`}
                    onClick={() => change((d) => applyIntent(d, `remove-section:${s}`, defaults))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span>
                      {copy.removeSection}
                      <span className="sr-only"> {section.title || s + 1}</span>
                    </span>
                  </RowButton>
                ) : null}
              </div>
              {errors[`sections.${s}.lines`] ? (
                <p className="text-sm font-medium text-red-700">{errors[`sections.${s}.lines`]}</p>
              ) : null}
              <ol className="space-y-3">
                {section.lines.map((line, l) => (
                  <LineFields
                    key={l}
                    s={s}
                    l={l}
                    line={line}
                    amount={computed[s]?.lines[l]?.amountPaise ?? null}
                    registered={registered}
                    errors={errors}
                    change={change}
                    defaults={defaults}
                  />
                ))}
              </ol>
              <RowButton
                intent={`add-line:${s}`}
                onClick={() => change((d) => applyIntent(d, `add-line:${s}`, defaults))}
              >
                <Plus aria-hidden="true" className="size-4" />
                <span>
                  {copy.addLine}
                  <span className="sr-only"> ({section.title || s + 1})</span>
                </span>
              </RowButton>
            </fieldset>
          ))}
          <RowButton
            intent="add-section"
            className={staffButtonClass.outline}
            onClick={() => change((d) => applyIntent(d, "add-section", defaults))}
          >
            <Plus aria-hidden="true" className="size-4" />
            {copy.addSection}
          </RowButton>
        </section>
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
                    onChange={(value) =>
                      change((d) => ({
                        ...d,
                        paymentSchedule: d.paymentSchedule.map((one, j) =>
                          j === i ? { ...one, label: value } : one,
                        ),
                      }))
                    }
                    errors={errors}
                  />
                  <Input
                    name={`paymentSchedule.${i}.percent`}
                    label="%"
                    inputMode="numeric"
                    value={stage.percent}
                    onChange={(value) =>
                      change((d) => ({
                        ...d,
                        paymentSchedule: d.paymentSchedule.map((one, j) =>
                          j === i ? { ...one, percent: value } : one,
                        ),
                      }))
                    }
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
      </div>
      <aside className="lg:sticky lg:top-4 lg:self-start">
        <div className={`space-y-4 p-4 sm:p-5 ${staffCardClass}`}>
          {hydrated ? (
            <section aria-labelledby="live-h">
              <h2 id="live-h" className="font-display text-xl font-semibold text-wood-950">
                {copy.figures}
              </h2>
              <FiguresTable figures={figures} registered={registered} />
              <p className="mt-2 text-xs text-wood-700">{copy.figuresNote}</p>
            </section>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={navigation.state === "submitting"}
            className={staffButtonClass.block}
          >
            {navigation.state === "submitting" ? copy.saving : saveLabel}
          </button>
        </div>
      </aside>
    </Form>
  );
}
