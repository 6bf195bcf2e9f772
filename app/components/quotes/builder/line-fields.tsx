import { Trash2 } from "lucide-react";
import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";
import type { DraftLine } from "~/lib/quotes/builder-draft";
import { formatInr } from "~/lib/quotes/money";
import { gstRates, quoteUnitLabels, quoteUnits } from "~/lib/quotes/quote-document";
import { type Errors, Input, RowButton, Select } from "./builder-fields";

const copy = adminCopy.quotes.builder;

const unitOptions = quoteUnits.map((unit) => [unit, quoteUnitLabels[unit]] as const);
const rateOptions = gstRates.map((rate) => [String(rate), `${rate}%`] as const);

/**
 * How a line's tax shows: "edit" (its SAC/HSN code and GST rate, a registered business's quote),
 * "carry" (kept as hidden fields: not registered), "none" (a template: the settings decide).
 */
export type LineTax = "edit" | "carry" | "none";

type TextField = {
  key: "description" | "specification" | "quantity" | "rate" | "code";
  label: string;
  wide?: true;
  numeric?: "decimal" | "numeric";
};

/** The line's text fields in their order: the name, its label, and how the field is laid out. */
const textFields: TextField[] = [
  { key: "description", label: copy.description, wide: true },
  { key: "specification", label: copy.specification, wide: true },
  { key: "quantity", label: copy.quantity, numeric: "decimal" },
  { key: "rate", label: copy.rate, numeric: "decimal" },
];
const codeField: TextField = { key: "code", label: copy.code, numeric: "numeric" };

/** One line of a section: a card of labelled fields (two columns on a phone, six on a wide screen). */
export function LineFields({
  s,
  l,
  line,
  amount,
  tax,
  errors,
  set,
  onRemove,
}: {
  s: number;
  l: number;
  line: DraftLine;
  /** The line's amount as typed; undefined: not shown. */
  amount?: number | null;
  tax: LineTax;
  errors: Errors;
  set: (field: keyof DraftLine, value: string | boolean) => void;
  onRemove: () => void;
}) {
  const at = `sections.${s}.lines.${l}.`;
  const n = String(l + 1);
  const text = ({ key, label, wide, numeric }: TextField) => (
    <Input
      key={key}
      className={wide ? "col-span-2 md:col-span-3" : ""}
      name={`${at}${key}`}
      label={label}
      inputMode={numeric}
      value={line[key]}
      onChange={(value) => set(key, value)}
      errors={errors}
    />
  );
  const [description, specification, quantity, rate] = textFields.map(text);
  return (
    <li className="rounded-xl border border-wood-200 bg-wood-50/60 p-4">
      <fieldset>
        <legend className="sr-only">{fillTemplate(copy.line, { n })}</legend>
        <div className="flex items-center justify-between gap-2">
          <p aria-hidden="true" className="text-sm font-semibold text-wood-700">
            {fillTemplate(copy.line, { n })}
          </p>
          <RowButton intent={`remove-line:${s}:${l}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
            <span>
              {copy.removeLine}
              <span className="sr-only"> {n}</span>
            </span>
          </RowButton>
        </div>
        <div className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-6">
          {description}
          {specification}
          {quantity}
          <Select
            name={`${at}unit`}
            label={copy.unit}
            value={line.unit}
            onChange={(value) => set("unit", value)}
            options={unitOptions}
            errors={errors}
          />
          {rate}
          {tax === "edit" ? (
            <>
              {text(codeField)}
              <Select
                name={`${at}gstRate`}
                label={copy.gstRate}
                value={line.gstRate}
                onChange={(value) => set("gstRate", value)}
                options={rateOptions}
                errors={errors}
              />
            </>
          ) : tax === "carry" ? (
            <>
              <input type="hidden" name={`${at}code`} value={line.code} />
              <input type="hidden" name={`${at}gstRate`} value={line.gstRate} />
            </>
          ) : null}
          {amount === undefined ? null : (
            <div className="flex flex-col justify-end">
              <p className="text-sm font-semibold text-wood-950">{copy.amount}</p>
              <p
                className="mt-1 flex min-h-11 items-center font-semibold text-wood-950 tabular-nums"
                aria-live="off"
              >
                {amount === null ? "—" : formatInr(amount)}
              </p>
            </div>
          )}
        </div>
        <label className="mt-3 flex min-h-11 items-center gap-3 text-sm font-semibold text-wood-950">
          <input
            type="checkbox"
            name={`${at}optional`}
            checked={line.optional}
            onChange={(event) => set("optional", event.target.checked)}
            className="size-5 accent-wood-700"
          />
          {copy.optional}
        </label>
      </fieldset>
    </li>
  );
}
