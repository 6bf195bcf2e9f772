import { Field, inputClass } from "~/components/forms/field";
import { useFilled } from "./section-form";

type Common = { name: string; label: string; hint?: string; note?: string };

/** A line of text in a section's form, filled in and with its problem beside it. */
export function TextField({
  name,
  label,
  hint,
  note,
  type = "text",
  inputMode,
  autoComplete = "off",
}: Common & {
  type?: "text" | "email" | "tel" | "date" | "time";
  inputMode?: "decimal" | "numeric" | "tel" | "email";
  autoComplete?: string;
}) {
  const { value, problem } = useFilled(name);
  return (
    <Field label={label} error={problem} hint={hint}>
      {(control) => (
        <>
          <input
            {...control}
            name={name}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            defaultValue={value}
            className={inputClass}
          />
          {note ? <p className="mt-2 text-sm text-wood-800">{note}</p> : null}
        </>
      )}
    </Field>
  );
}

/** Several lines: a paragraph, or a list typed one item a line. */
export function TextArea({ name, label, hint, rows = 4 }: Common & { rows?: number }) {
  const { value, problem } = useFilled(name);
  return (
    <Field label={label} error={problem} hint={hint}>
      {(control) => (
        <textarea {...control} name={name} rows={rows} defaultValue={value} className={inputClass} />
      )}
    </Field>
  );
}

/** A choice of a fixed list: each option a value, or [value, text]; `blank` names the empty choice. */
export function SelectField({
  name,
  label,
  hint,
  options,
  blank = "—",
}: Common & { options: readonly (string | readonly [string, string])[]; blank?: string | false }) {
  const { value, problem } = useFilled(name);
  return (
    <Field label={label} error={problem} hint={hint}>
      {(control) => (
        <select {...control} name={name} defaultValue={value} className={inputClass}>
          {blank === false ? null : <option value="">{blank}</option>}
          {options.map((option) => {
            const [one, text] = typeof option === "string" ? [option, option] : option;
            return (
              <option key={one} value={one}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}

/** A yes/no, as a big enough box to tap. */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { value } = useFilled(name);
  return (
    <label className="flex min-h-11 items-center gap-3 font-semibold text-wood-950">
      <input type="checkbox" name={name} defaultChecked={value === "on"} className="size-5 accent-wood-700" />
      {label}
    </label>
  );
}

/** The grid the section's fields sit in: one column on a phone, two on a wide screen. */
export function FieldGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-5 md:grid-cols-2">{children}</div>;
}
