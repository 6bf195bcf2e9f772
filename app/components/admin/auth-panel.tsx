import { Form, Link, useNavigation } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { EmailField, PasswordField } from "./credential-fields";
import { staffButtonClass } from "./staff-styles";
import { TwoFactorStep } from "./two-factor-step";

/** The signed-out forms; "two-factor" and "recovery" are the sign-in's code step. */
export type AuthMode = "sign-in" | "sign-up" | "forgot" | "two-factor" | "recovery";
type Errors = Partial<Record<"email" | "password" | "code", string>>;

const panelClass = "mx-auto w-full max-w-md rounded-3xl border border-wood-200 bg-white p-6 shadow-sm sm:p-8";
const link = "font-semibold text-wood-700 underline-offset-4 hover:underline";

/**
 * Sign in (and its code step), sign up (toggled by a link) and forgot password; plain forms that
 * work without JavaScript. `answer` is the server's answer the errors came with, and `email` the
 * address typed before it, shown again.
 */
export function AuthPanel({
  mode,
  errors = {},
  answer,
  email,
}: {
  mode: AuthMode;
  errors?: Errors;
  answer?: object;
  email?: string;
}) {
  const busy = useNavigation().state === "submitting";
  if (mode === "two-factor" || mode === "recovery") {
    return (
      <div className={panelClass}>
        <TwoFactorStep mode={mode} error={errors.code} answer={answer} />
      </div>
    );
  }
  const heading = mode === "sign-up" ? copy.signUp : mode === "forgot" ? copy.forgotPassword : copy.signIn;
  const intro =
    mode === "sign-up" ? copy.signUpIntro : mode === "forgot" ? copy.forgotIntro : copy.signInIntro;
  return (
    <div className={panelClass}>
      <h1 className="font-display text-3xl font-semibold text-wood-950">{heading}</h1>
      <p className="mt-2 text-wood-800">{intro}</p>
      <Form method="post" className="mt-6 space-y-5" key={mode}>
        <input type="hidden" name="intent" value={mode} />
        <EmailField error={errors.email} defaultValue={email} />
        {mode !== "forgot" ? (
          <PasswordField label={copy.password} error={errors.password} isNew={mode === "sign-up"} />
        ) : null}
        <button type="submit" className={staffButtonClass.block} disabled={busy}>
          {mode === "sign-up" ? copy.signUp : mode === "forgot" ? copy.sendResetLink : copy.signIn}
        </button>
      </Form>
      <div className="mt-6 flex flex-col gap-3 text-sm">
        {mode === "sign-in" ? (
          <>
            <Link to="?mode=forgot" className={link}>
              {copy.forgotPassword}
            </Link>
            <Link to="?mode=sign-up" className={link}>
              {copy.toSignUp}
            </Link>
          </>
        ) : (
          <Link to="?mode=sign-in" className={link}>
            {mode === "sign-up" ? copy.toSignIn : copy.backToSignIn}
          </Link>
        )}
      </div>
    </div>
  );
}
