import { useId } from "react";

type Control = (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode;

/** A labelled form control with its error message tied to it for screen readers. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: Control;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-wood-950">
        {label}
        {hint ? <span className="font-normal text-wood-700"> {hint}</span> : null}
      </label>
      <div className="mt-2">
        {children({ id, ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}) })}
      </div>
      {/* Always present, so a script can show an error here ({id}-error) without re-rendering. */}
      <p id={errorId} hidden={!error} className="mt-2 text-sm font-medium text-red-700">
        {error}
      </p>
    </div>
  );
}

export const inputClass =
  "block w-full rounded-lg border border-wood-300 bg-white px-4 py-3 text-base text-wood-950 placeholder:text-wood-600/80 shadow-sm focus:border-wood-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20";
