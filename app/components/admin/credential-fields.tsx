import { type InputHTMLAttributes, useEffect, useRef } from "react";
import { Field, inputClass } from "~/components/forms/field";
import { adminCopy as copy } from "~/lib/admin-copy";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "ref">;

/**
 * The one labelled box every credential field is: the e-mail, the password and the codes. With
 * `refocus`, it takes focus (its text selected) whenever the server's `answer` finds it wrong.
 */
function CredentialField({
  label,
  error,
  answer,
  refocus = false,
  className = "",
  autoFocus = false,
  ...input
}: InputProps & {
  label: string;
  error?: string;
  answer?: unknown;
  refocus?: boolean;
  className?: string;
}) {
  const ref = useFocusOnError(refocus ? error : undefined, answer);
  return (
    <Field label={label} error={error}>
      {(props) => (
        <input
          {...props}
          {...input}
          ref={ref}
          required
          autoFocus={autoFocus || (refocus && !!error)}
          className={`${inputClass} ${className}`.trim()}
        />
      )}
    </Field>
  );
}

/** The e-mail box; `defaultValue` is the address typed before a failed attempt, shown again. */
export function EmailField({ error, defaultValue }: { error?: string; defaultValue?: string }) {
  return (
    <CredentialField
      label={copy.email}
      error={error}
      name="email"
      type="email"
      autoComplete="email"
      defaultValue={defaultValue}
    />
  );
}

/**
 * The password box: a new password (sign-up, reset) must have 8 characters; any may have up to 128.
 * Given the server's `answer`, it takes focus when that answer finds it wrong (the security page).
 */
export function PasswordField({
  label,
  error,
  isNew,
  answer,
  name = "password",
}: {
  label: string;
  error?: string;
  isNew: boolean;
  answer?: object;
  /** The form's name for it: "password" unless the form asks for it twice. */
  name?: string;
}) {
  return (
    <CredentialField
      label={label}
      error={error}
      answer={answer}
      refocus={!!answer}
      name={name}
      type="password"
      minLength={isNew ? 8 : undefined}
      maxLength={128}
      autoComplete={isNew ? "new-password" : "current-password"}
    />
  );
}

/**
 * A code box of the two-factor forms: the 6 digits from the authenticator app (a number keypad on
 * phones, and the code the phone offers from a text or app), or a recovery code.
 */
export function CodeField({
  kind,
  label,
  error,
  answer,
  autoFocus = false,
}: {
  kind: "app" | "recovery";
  label: string;
  error?: string;
  /** The server's answer that found the code wrong: each one puts focus back in the box. */
  answer?: object;
  autoFocus?: boolean;
}) {
  return (
    <CredentialField
      label={label}
      error={error}
      answer={answer}
      refocus
      autoFocus={autoFocus}
      name="code"
      type="text"
      maxLength={kind === "app" ? 12 : 24}
      inputMode={kind === "app" ? "numeric" : "text"}
      autoComplete={kind === "app" ? "one-time-code" : "off"}
      autoCapitalize="off"
      spellCheck={false}
      className="font-mono tracking-widest"
    />
  );
}

/**
 * A ref for a form control that takes focus (its text selected) each time the server's answer finds
 * it wrong, so the person can type it again at once (without JavaScript, `autoFocus` does the same
 * on the new page).
 */
function useFocusOnError(error: string | undefined, answer: unknown) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!error) return;
    ref.current?.focus();
    ref.current?.select();
  }, [error, answer]);
  return ref;
}
