import { Form, Link, useNavigation } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { CodeField } from "./credential-fields";
import { staffButtonClass } from "./staff-styles";

const link = "font-semibold text-wood-700 underline-offset-4 hover:underline";

/**
 * The sign-in's second step for an account with two-factor sign-in on: the code from the
 * authenticator app, or a recovery code instead. Links switch between the two, and back to the
 * password; all of it works without JavaScript.
 */
export function TwoFactorStep({
  mode,
  error,
  answer,
}: {
  mode: "two-factor" | "recovery";
  error?: string;
  answer?: object;
}) {
  const busy = useNavigation().state === "submitting";
  const step = copy.twoFactor.step;
  const app = mode === "two-factor";
  return (
    <>
      <h1 className="font-display text-3xl font-semibold text-wood-950">
        {app ? step.heading : step.recoveryHeading}
      </h1>
      <p className="mt-2 text-wood-800">{app ? step.intro : step.recoveryIntro}</p>
      <Form method="post" className="mt-6 space-y-5" key={mode}>
        <input type="hidden" name="intent" value={mode} />
        <CodeField
          kind={app ? "app" : "recovery"}
          label={app ? copy.twoFactor.code : step.recoveryCode}
          error={error}
          answer={answer}
          autoFocus
        />
        <button type="submit" className={staffButtonClass.block} disabled={busy}>
          {step.verify}
        </button>
      </Form>
      <div className="mt-6 flex flex-col gap-3 text-sm">
        <Link to={app ? "?mode=recovery" : "?mode=two-factor"} className={link}>
          {app ? step.useRecovery : step.useApp}
        </Link>
        <Link to="?mode=sign-in" className={link}>
          {copy.backToSignIn}
        </Link>
      </div>
    </>
  );
}
