import { Field, inputClass } from "~/components/forms/field";
import { adminCopy as copy } from "~/lib/admin-copy";

export function EmailField({ error }: { error?: string }) {
  return (
    <Field label={copy.email} error={error}>
      {(props) => (
        <input {...props} name="email" type="email" required autoComplete="email" className={inputClass} />
      )}
    </Field>
  );
}

/** The password box: a new password (sign-up, reset) must have 8 characters; any may have up to 128. */
export function PasswordField({ label, error, isNew }: { label: string; error?: string; isNew: boolean }) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <input
          {...props}
          name="password"
          type="password"
          required
          minLength={isNew ? 8 : undefined}
          maxLength={128}
          autoComplete={isNew ? "new-password" : "current-password"}
          className={inputClass}
        />
      )}
    </Field>
  );
}
