import { useEffect, useRef } from "react";
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

/**
 * The password box: a new password (sign-up, reset) must have 8 characters; any may have up to 128.
 * Given the server's `answer`, it takes focus when that answer finds it wrong (the security page).
 */
export function PasswordField({
  label,
  error,
  isNew,
  answer,
}: {
  label: string;
  error?: string;
  isNew: boolean;
  answer?: object;
}) {
  const ref = useFocusOnError(answer ? error : undefined, answer);
  return (
    <Field label={label} error={error}>
      {(props) => (
        <input
          {...props}
          ref={ref}
          autoFocus={!!answer && !!error}
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
  const ref = useFocusOnError(error, answer);
  return (
    <Field label={label} error={error}>
      {(props) => (
        <input
          {...props}
          ref={ref}
          name="code"
          type="text"
          required
          maxLength={kind === "app" ? 12 : 24}
          inputMode={kind === "app" ? "numeric" : "text"}
          autoComplete={kind === "app" ? "one-time-code" : "off"}
          autoCapitalize="off"
          spellCheck={false}
          autoFocus={autoFocus || !!error}
          className={`${inputClass} font-mono tracking-widest`}
        />
      )}
    </Field>
  );
}

/**
 * A ref for a form control that takes focus (its text selected) each time the server's answer finds
 * it wrong, so the person can type it again at once (without JavaScript, `autoFocus` does the same
 * on the new page).
 */
export function useFocusOnError(error: string | undefined, answer: unknown) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!error) return;
    ref.current?.focus();
    ref.current?.select();
  }, [error, answer]);
  return ref;
}
