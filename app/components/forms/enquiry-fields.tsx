import { leadFormFields } from "~/lib/lead-fields";
import { Field, inputClass } from "./field";

/**
 * The service and message of an enquiry, as both forms that take one show them: the public
 * enquiry form (rendered on the server only) and the desk's "Add enquiry" form. Each passes its
 * own words; the controls, their names and limits are the same.
 */
export function ServiceField({
  label,
  choose,
  services,
  error,
  value,
  chooseDisabled = false,
}: {
  label: string;
  /** The empty first choice: "Choose a service". */
  choose: string;
  services: readonly string[];
  error?: string;
  value?: string;
  /** Whether the empty first choice can be picked again once another one is. */
  chooseDisabled?: boolean;
}) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <select {...props} name="service" required defaultValue={value ?? ""} className={inputClass}>
          <option value="" disabled={chooseDisabled}>
            {choose}
          </option>
          {services.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function MessageField({
  label,
  hint,
  placeholder,
  rows,
  error,
  value,
}: {
  label: string;
  hint?: string;
  placeholder?: string;
  rows: number;
  error?: string;
  value?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(props) => (
        <textarea
          {...props}
          name="message"
          rows={rows}
          maxLength={leadFormFields.message}
          placeholder={placeholder}
          defaultValue={value}
          className={inputClass}
        />
      )}
    </Field>
  );
}
