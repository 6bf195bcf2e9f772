// The builder's own controls: a labelled field with its problem under it, held by the page's state
// (with JavaScript the rows change in place), and the buttons that change the rows.

export type Errors = Partial<Record<string, string>>;

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-wood-300 bg-white px-3 py-2 text-base text-wood-950 shadow-sm focus:border-wood-600 aria-[invalid=true]:border-red-600";
const labelClass = "block text-sm font-semibold text-wood-950";
export const smallButton =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-wood-300 bg-white px-3 text-sm font-semibold text-wood-900 hover:bg-wood-100";

type Common = {
  name: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  errors: Errors;
  className?: string;
};

type ControlProps = {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
};

/** The label, the control and the problem of one field; the control is drawn by `control`. */
function BuilderField({
  name,
  label,
  hint,
  value,
  onChange,
  errors,
  className = "",
  control,
}: Common & { control: (props: ControlProps) => React.ReactNode }) {
  const id = `f-${name}`;
  const problem = errors[name];
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {hint ? <span className="font-normal text-wood-700"> {hint}</span> : null}
      </label>
      {control({
        id,
        name,
        value,
        onChange: (event) => onChange(event.target.value),
        ...(problem ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {}),
        className: inputClass,
      })}
      {problem ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** A line of text (or a date). */
export function Input({
  type = "text",
  inputMode,
  ...common
}: Common & { type?: "text" | "date"; inputMode?: "decimal" | "numeric" }) {
  return (
    <BuilderField
      {...common}
      control={(props) => <input {...props} type={type} inputMode={inputMode} autoComplete="off" />}
    />
  );
}

/** A choice of `options`, each [value, text]. */
export function Select({ options, ...common }: Common & { options: readonly (readonly [string, string])[] }) {
  return (
    <BuilderField
      {...common}
      control={(props) => (
        <select {...props}>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** Several lines of text. */
export function TextArea({ rows = 4, ...common }: Common & { rows?: number }) {
  return <BuilderField {...common} control={(props) => <textarea {...props} rows={rows} />} />;
}

/**
 * A button that changes the form's rows: with JavaScript in place, without it by posting the form
 * (`intent`), which comes back with the change and everything typed.
 */
export function RowButton({
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
