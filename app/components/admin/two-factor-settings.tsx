import { ShieldCheck, ShieldOff, TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import { PasswordField } from "./credential-fields";
import { staffButtonClass, staffCardClass } from "./staff-styles";
import { type SetupView, TwoFactorSetup } from "./two-factor-setup";

const copy = adminCopy.twoFactor;

type SecurityForm = "enable" | "confirm" | "regenerate" | "disable";

/** What the page's last form post answered (the action's data), if anything. */
export type SecurityAnswer = {
  form?: SecurityForm;
  errors?: Partial<Record<"password" | "code", string>>;
  setup?: SetupView;
};

export type SecurityState = {
  email: string;
  enabled: boolean;
  codesLeft: number;
  /** New recovery codes, shown once. */
  newCodes: string[] | null;
};

/** The security page's body: the account's two-factor sign-in, and the forms that change it. */
export function TwoFactorSettings({ state, answer }: { state: SecurityState; answer?: SecurityAnswer }) {
  if (state.newCodes) return <RecoveryCodes codes={state.newCodes} />;
  const errorsOf = (form: SecurityForm) => (answer?.form === form ? answer.errors : undefined);
  return (
    <>
      <StatusCard state={state} />
      {state.enabled ? (
        <>
          <PasswordForm
            id="codes-h"
            intent="regenerate"
            title={copy.recoveryHeading}
            text={`${fillTemplate(copy.codesLeft, { count: String(state.codesLeft) })} ${copy.recoveryText}`}
            button={copy.regenerate}
            error={errorsOf("regenerate")?.password}
            answer={answer}
          />
          <PasswordForm
            id="off-h"
            intent="disable"
            title={copy.turnOffHeading}
            text={copy.turnOffText}
            button={copy.turnOff}
            error={errorsOf("disable")?.password}
            answer={answer}
            outline
          />
        </>
      ) : answer?.setup ? (
        <TwoFactorSetup
          email={state.email}
          setup={answer.setup}
          error={errorsOf("confirm")?.code}
          answer={answer}
        />
      ) : (
        <PasswordForm
          id="on-h"
          intent="enable"
          title={copy.turnOn}
          text={copy.turnOnText}
          button={copy.continue}
          error={errorsOf("enable")?.password}
          answer={answer}
        />
      )}
    </>
  );
}

function StatusCard({ state }: { state: SecurityState }) {
  const Icon = state.enabled ? ShieldCheck : ShieldOff;
  return (
    <section aria-labelledby="status-h" className={`flex items-start gap-4 p-5 sm:p-6 ${staffCardClass}`}>
      <span
        aria-hidden="true"
        className={`grid size-12 shrink-0 place-items-center rounded-full ${
          state.enabled ? "bg-green-100 text-green-800" : "bg-wood-100 text-wood-700"
        }`}
      >
        <Icon className="size-6" />
      </span>
      <div className="min-w-0">
        <h2 id="status-h" className="flex flex-wrap items-center gap-2 font-semibold text-wood-950">
          {copy.heading}
          <span
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
              state.enabled
                ? "bg-green-50 text-green-800 ring-green-600/30"
                : "bg-wood-100 text-wood-800 ring-wood-600/30"
            }`}
          >
            {state.enabled ? copy.status.on : copy.status.off}
          </span>
        </h2>
        <p className="mt-1 break-words text-wood-800">
          {fillTemplate(state.enabled ? copy.onText : copy.offText, { email: state.email })}
        </p>
      </div>
    </section>
  );
}

/** A card with one form that asks for the password: turn on, new recovery codes, turn off. */
function PasswordForm({
  id,
  intent,
  title,
  text,
  button,
  error,
  answer,
  outline = false,
}: {
  id: string;
  intent: SecurityForm;
  title: string;
  text: string;
  button: string;
  error?: string;
  answer?: object;
  outline?: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby={id} className={`p-5 sm:p-6 ${staffCardClass}`}>
      <h2 id={id} className="font-display text-2xl font-semibold text-wood-950">
        {title}
      </h2>
      <p className="mt-2 text-wood-800">{text}</p>
      <Form method="post" className="mt-5 max-w-sm space-y-5">
        <input type="hidden" name="intent" value={intent} />
        <PasswordField label={adminCopy.password} error={error} isNew={false} answer={answer} />
        <button
          type="submit"
          className={outline ? staffButtonClass.outline : staffButtonClass.primary}
          disabled={busy}
        >
          {button}
        </button>
      </Form>
    </section>
  );
}

/** New recovery codes, shown once, with a plain warning to store them now. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="new-codes-h"
      className="rounded-2xl border-2 border-amber-400 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="new-codes-h"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-semibold text-wood-950"
      >
        {copy.codesHeading}
      </h2>
      <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 font-semibold text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        {copy.codesWarning}
      </p>
      <p className="mt-3 text-wood-800">{copy.codesText}</p>
      <ol
        aria-label={copy.codesHeading}
        className="mt-5 grid grid-cols-2 gap-2 font-mono text-base text-wood-950 sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg border border-wood-200 bg-wood-50 px-2 py-2 text-center">
            {code}
          </li>
        ))}
      </ol>
      <Link to={deskPaths.security} className={`mt-6 ${staffButtonClass.primary}`}>
        {copy.codesDone}
      </Link>
    </section>
  );
}
