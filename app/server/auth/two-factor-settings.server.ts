import type { z } from "zod";
import { adminCopy } from "~/lib/admin-copy";
import { confirmTwoFactorSchema, passwordOnlySchema } from "~/lib/auth-schema";
import type { Toast } from "~/lib/toast";
import { getRuntime } from "../runtime.server";
import { callAuth, cookiesOf, messageOf } from "./call-auth.server";
import { type SetupCode, setupCodeOf } from "./setup-code.server";

// Turning two-factor sign-in on and off for the signed-in account, on the security page. Each
// form calls Better Auth's endpoint through its handler with the session cookie (call-auth.server.ts),
// so the endpoint's own checks (the password, the code) and its rate limits apply.

const copy = adminCopy.twoFactor;

/** The security page's forms, told apart by their `intent`. */
export type SecurityForm = "enable" | "confirm" | "regenerate" | "disable";

export type SettingsOutcome =
  /** Done: the page is shown again with a notice, and with the new recovery codes when `showCodes`. */
  | { done: { notice: Toast; showCodes: boolean }; headers: Headers }
  /** Not done, or the next step of setting up (`setup`). */
  | {
      done?: undefined;
      form: SecurityForm;
      errors?: Partial<Record<"password" | "code", string>>;
      toast?: Toast;
      setup?: SetupCode;
      /** The session has ended: sign in again. */
      signedOut?: boolean;
    };

const errorsOf = (error: z.ZodError) =>
  Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message]));

const refusal = (form: SecurityForm, text: string): SettingsOutcome => ({
  form,
  toast: { title: adminCopy.notices.authError, text, tone: "error" },
});

/** What a refused call means for the form that made it. */
async function refused(form: SecurityForm, response: Response): Promise<SettingsOutcome> {
  if (response.status === 401) return { form, signedOut: true };
  if (response.status === 429) return refusal(form, adminCopy.tooManyAttempts);
  const { message, code } = await messageOf(response);
  if (code === "INVALID_PASSWORD") return { form, errors: { password: copy.wrongPassword } };
  if (code === "TOTP_ALREADY_ENABLED") return refusal(form, copy.alreadyOn);
  if (code === "TOTP_NOT_ENABLED" || code === "TWO_FACTOR_NOT_ENABLED") return refusal(form, copy.startAgain);
  return refusal(form, message);
}

/** Password → a new secret: its QR code and key, and a form for the first code. */
export async function startSetup(form: Record<string, unknown>, request: Request): Promise<SettingsOutcome> {
  const parsed = passwordOnlySchema.safeParse(form);
  if (!parsed.success) return { form: "enable", errors: errorsOf(parsed.error) };
  const response = await callAuth(request, "/two-factor/enable", parsed.data, { cookies: ["session"] });
  if (!response.ok) return refused("enable", response);
  const { totpURI } = (await response.json()) as { totpURI: string };
  return { form: "confirm", setup: setupCodeOf(totpURI) };
}

/** The first code from the app turns it on; the recovery codes are shown next, once. */
export async function confirmSetup(
  form: Record<string, unknown>,
  request: Request,
): Promise<SettingsOutcome> {
  const parsed = confirmTwoFactorSchema.safeParse(form);
  if (!parsed.success) {
    const setupUri = typeof form.setupUri === "string" ? form.setupUri : "";
    const setup = confirmTwoFactorSchema.shape.setupUri.safeParse(setupUri);
    return setup.success
      ? { form: "confirm", errors: errorsOf(parsed.error), setup: setupCodeOf(setup.data) }
      : refusal("enable", copy.startAgain);
  }
  const { code, setupUri } = parsed.data;
  const response = await callAuth(request, "/two-factor/verify-totp", { code }, { cookies: ["session"] });
  if (response.ok) {
    // Better Auth has replaced the session with a new one: its cookie goes to the browser.
    return {
      done: { notice: { ...copy.notices.on, tone: "success" }, showCodes: true },
      headers: cookiesOf(response),
    };
  }
  const { code: reason } = await messageOf(response.clone());
  if (reason === "INVALID_CODE") {
    return { form: "confirm", errors: { code: copy.wrongCode }, setup: setupCodeOf(setupUri) };
  }
  // Turned off, or set up again elsewhere, since this setup began: it has to start again.
  if (reason === "TOTP_NOT_ENABLED") return refusal("enable", copy.startAgain);
  const outcome = await refused("confirm", response);
  return outcome.done ? outcome : { ...outcome, setup: setupCodeOf(setupUri) };
}

/** Password → new recovery codes; the old ones stop working. */
export async function regenerateCodes(
  form: Record<string, unknown>,
  request: Request,
): Promise<SettingsOutcome> {
  const parsed = passwordOnlySchema.safeParse(form);
  if (!parsed.success) return { form: "regenerate", errors: errorsOf(parsed.error) };
  const response = await callAuth(request, "/two-factor/generate-backup-codes", parsed.data, {
    cookies: ["session"],
  });
  if (!response.ok) return refused("regenerate", response);
  return {
    done: { notice: { ...copy.notices.newCodes, tone: "success" }, showCodes: true },
    headers: cookiesOf(response),
  };
}

/** Password → two-factor sign-in off, its secret and recovery codes deleted. */
export async function turnOff(form: Record<string, unknown>, request: Request): Promise<SettingsOutcome> {
  const parsed = passwordOnlySchema.safeParse(form);
  if (!parsed.success) return { form: "disable", errors: errorsOf(parsed.error) };
  const response = await callAuth(request, "/two-factor/disable", parsed.data, { cookies: ["session"] });
  if (!response.ok) return refused("disable", response);
  // Better Auth has replaced the session with a new one: its cookie goes to the browser.
  return {
    done: { notice: { ...copy.notices.off, tone: "success" }, showCodes: false },
    headers: cookiesOf(response),
  };
}

/** The account's unused recovery codes (read on the server, never over HTTP); none when it has none. */
export async function recoveryCodesOf(userId: string): Promise<string[]> {
  const { auth } = await getRuntime();
  try {
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
    return backupCodes;
  } catch {
    return [];
  }
}
