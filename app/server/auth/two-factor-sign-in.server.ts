import { adminCopy } from "~/lib/admin-copy";
import { recoveryCodeSchema, signInCodeSchema } from "~/lib/auth-schema";
import { authCookieNames, callAuth, cookiesOf, expiredAuthCookie, messageOf } from "./call-auth.server";
import { cookieValue } from "./device-cookie.server";
import { type AuthOutcome, failure, fieldErrors } from "./staff-auth.server";

// The sign-in's second step, for an account with two-factor sign-in on: after the right password
// Better Auth sets its two-factor cookie (ten minutes, signed, HttpOnly) instead of a session, and
// the code typed next is sent to it with that cookie. The cookie travels through the browser, so
// the step works without JavaScript too.

const copy = adminCopy.twoFactor;

export type SignedOutMode = NonNullable<AuthOutcome["mode"]>;

/** Whether this browser is between the password and the code of a sign-in. */
export async function codeStepPending(request: Request): Promise<boolean> {
  const names = await authCookieNames();
  return cookieValue(request.headers.get("cookie"), names["two-factor"]) !== null;
}

/**
 * The form a signed-out visitor of /admin sees: the one `?mode=` asks for, the code step while a
 * sign-in waits for its code (and only then), else signing in.
 */
export async function signedOutMode(request: Request): Promise<SignedOutMode> {
  const asked = new URL(request.url).searchParams.get("mode");
  if (asked === "sign-up" || asked === "forgot" || asked === "sign-in") return asked;
  if (!(await codeStepPending(request))) return "sign-in";
  return asked === "recovery" ? "recovery" : "two-factor";
}

type Step = { mode: "two-factor" | "recovery"; path: string; wrong: string };
const steps = {
  app: { mode: "two-factor", path: "/two-factor/verify-totp", wrong: copy.wrongCode },
  recovery: { mode: "recovery", path: "/two-factor/verify-backup-code", wrong: copy.wrongRecoveryCode },
} as const satisfies Record<string, Step>;

async function verify(step: Step, code: string, request: Request): Promise<AuthOutcome> {
  const response = await callAuth(request, step.path, { code }, { cookies: ["two-factor"] });
  const headers = cookiesOf(response);
  if (response.ok) return { toast: { ...adminCopy.notices.welcome, tone: "success" }, headers };
  const { code: reason } = await messageOf(response);
  if (reason === "INVALID_CODE" || reason === "INVALID_BACKUP_CODE") {
    return { errors: { code: step.wrong }, mode: step.mode, headers };
  }
  if (response.status === 429 && reason !== "ACCOUNT_TEMPORARILY_LOCKED") {
    return { ...failure(adminCopy.tooManyAttempts, step.mode), headers };
  }
  // The step has ended: timed out, too many wrong codes for this sign-in, or the account's code
  // step locked for a while. Back to the password, without the step's cookie.
  headers.append("Set-Cookie", expiredAuthCookie((await authCookieNames())["two-factor"]));
  const text = reason === "ACCOUNT_TEMPORARILY_LOCKED" ? copy.locked : copy.signInAgain;
  return { ...failure(text, "sign-in"), headers };
}

/** The code step: the 6-digit code from the authenticator app. */
export async function verifyAppCode(form: Record<string, unknown>, request: Request): Promise<AuthOutcome> {
  const parsed = signInCodeSchema.safeParse(form);
  if (!parsed.success) return { errors: fieldErrors(parsed.error), mode: "two-factor" };
  return verify(steps.app, parsed.data.code, request);
}

/** The code step with a recovery code instead: it signs in once, then is used up. */
export async function verifyRecoveryCode(
  form: Record<string, unknown>,
  request: Request,
): Promise<AuthOutcome> {
  const parsed = recoveryCodeSchema.safeParse(form);
  if (!parsed.success) return { errors: fieldErrors(parsed.error), mode: "recovery" };
  return verify(steps.recovery, parsed.data.code, request);
}
