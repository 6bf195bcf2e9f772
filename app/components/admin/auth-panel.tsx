import { Form, Link, useNavigation } from "react-router";
import { inputClass } from "~/components/forms/field";
import { adminCopy as copy } from "~/lib/admin-copy";

export type AuthMode = "sign-in" | "sign-up" | "forgot";
type Errors = Partial<Record<"email" | "password", string>>;

const button =
  "inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-wood-700 px-5 py-3 font-semibold text-white hover:bg-wood-800 disabled:opacity-70";
const link = "font-semibold text-wood-700 underline-offset-4 hover:underline";

/** Sign in, sign up (toggled by a link) and forgot password; plain forms that work without JavaScript. */
export function AuthPanel({ mode, errors = {} }: { mode: AuthMode; errors?: Errors }) {
  const busy = useNavigation().state === "submitting";
  const heading = mode === "sign-up" ? copy.signUp : mode === "forgot" ? copy.forgotPassword : copy.signIn;
  const intro =
    mode === "sign-up" ? copy.signUpIntro : mode === "forgot" ? copy.forgotIntro : copy.signInIntro;
  return (
    <div className="mx-auto w-full max-w-md rounded-3xl border border-wood-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="font-display text-3xl font-semibold text-wood-950">{heading}</h1>
      <p className="mt-2 text-wood-800">{intro}</p>
      <Form method="post" className="mt-6 space-y-5" key={mode}>
        <input type="hidden" name="intent" value={mode} />
        <div>
          <label htmlFor="auth-email" className="block font-semibold text-wood-950">
            {copy.email}
          </label>
          <input
            id="auth-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            className={`${inputClass} mt-2`}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "auth-email-error" : undefined}
          />
          {errors.email ? (
            <p id="auth-email-error" className="mt-2 text-sm font-medium text-red-700">
              {errors.email}
            </p>
          ) : null}
        </div>
        {mode !== "forgot" ? (
          <div>
            <label htmlFor="auth-password" className="block font-semibold text-wood-950">
              {copy.password}
            </label>
            <input
              id="auth-password"
              name="password"
              type="password"
              required
              minLength={mode === "sign-up" ? 8 : undefined}
              maxLength={128}
              autoComplete={mode === "sign-up" ? "new-password" : "current-password"}
              className={`${inputClass} mt-2`}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? "auth-password-error" : undefined}
            />
            {errors.password ? (
              <p id="auth-password-error" className="mt-2 text-sm font-medium text-red-700">
                {errors.password}
              </p>
            ) : null}
          </div>
        ) : null}
        <button type="submit" className={button} disabled={busy}>
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
