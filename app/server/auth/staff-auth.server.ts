import type { z } from "zod";
import { adminCopy } from "~/lib/admin-copy";
import { forgotSchema, resetSchema, signInSchema, signUpSchema } from "~/lib/auth-schema";
import type { Toast } from "~/lib/toast";
import { log } from "../log.server";
import { removeAllDevices } from "../push/push-subscriptions.server";
import { getRuntime } from "../runtime.server";
import { callAuth, cookiesOf, messageOf } from "./call-auth.server";

export type AuthOutcome = {
  toast?: Toast;
  errors?: Partial<Record<"email" | "password" | "code", string>>;
  /** Which form to show next: "two-factor" and "recovery" are the sign-in's code step. */
  mode?: "sign-in" | "sign-up" | "forgot" | "two-factor" | "recovery";
  /** The password was right and the account asks for a code next (two-factor sign-in). */
  codeNext?: boolean;
  headers?: Headers;
};

export const fieldErrors = (error: z.ZodError): AuthOutcome["errors"] =>
  Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message]));

export const failure = (text: string, mode: AuthOutcome["mode"]): AuthOutcome => ({
  toast: { title: adminCopy.notices.authError, text, tone: "error" },
  mode,
});

export async function signIn(form: Record<string, unknown>, request: Request): Promise<AuthOutcome> {
  const parsed = signInSchema.safeParse(form);
  if (!parsed.success) return { errors: fieldErrors(parsed.error), mode: "sign-in" };
  // The callback is where the fresh confirmation link sent to an unconfirmed account lands.
  const response = await callAuth(
    request,
    "/sign-in/email",
    { ...parsed.data, callbackURL: "/admin?verified=1" },
    // Sign-in counts a browser that signed in before apart from others (its device cookie), and
    // confirms the account when this browser followed its confirmation link.
    { cookies: ["device", "confirm"] },
  );
  if (response.status === 429) return failure(adminCopy.tooManyAttempts, "sign-in");
  if (!response.ok) {
    const { message, code } = await messageOf(response);
    const text = code === "EMAIL_NOT_VERIFIED" ? adminCopy.confirmFirst : message;
    return failure(text, "sign-in");
  }
  // An account with two-factor sign-in on has no session yet: Better Auth has set its two-factor
  // cookie, which the code step sends back with the code (two-factor-sign-in.server.ts).
  const answer = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { twoFactorRedirect?: boolean };
  if (answer.twoFactorRedirect) return { mode: "two-factor", codeNext: true, headers: cookiesOf(response) };
  return { toast: { ...adminCopy.notices.welcome, tone: "success" }, headers: cookiesOf(response) };
}

export async function signUp(form: Record<string, unknown>, request: Request): Promise<AuthOutcome> {
  const parsed = signUpSchema.safeParse(form);
  if (!parsed.success) return { errors: fieldErrors(parsed.error), mode: "sign-up" };
  const { email, password } = parsed.data;
  const response = await callAuth(request, "/sign-up/email", {
    email,
    password,
    name: email.split("@")[0]!,
    callbackURL: "/admin?verified=1",
  });
  if (response.status === 429) return failure(adminCopy.tooManyAttempts, "sign-up");
  if (!response.ok) {
    const { message, code } = await messageOf(response);
    // The same answer as a new sign-up, so the form never tells who has an account.
    if (code !== "USER_ALREADY_EXISTS" && code !== "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
      return failure(message, "sign-up");
    }
  }
  return { toast: { ...adminCopy.notices.checkEmail, tone: "success" }, mode: "sign-in" };
}

export async function requestReset(form: Record<string, unknown>, request: Request): Promise<AuthOutcome> {
  const parsed = forgotSchema.safeParse(form);
  if (!parsed.success) return { errors: fieldErrors(parsed.error), mode: "forgot" };
  const response = await callAuth(request, "/request-password-reset", {
    email: parsed.data.email,
    redirectTo: "/admin/reset-password",
  });
  if (response.status === 429) return failure(adminCopy.tooManyAttempts, "forgot");
  return { toast: { ...adminCopy.notices.resetSent, tone: "success" }, mode: "sign-in" };
}

export async function resetPassword(form: Record<string, unknown>, request: Request): Promise<AuthOutcome> {
  const parsed = resetSchema.safeParse(form);
  if (!parsed.success) return { errors: fieldErrors(parsed.error) };
  const response = await callAuth(request, "/reset-password", {
    token: parsed.data.token,
    newPassword: parsed.data.password,
  });
  if (response.status === 429) return failure(adminCopy.tooManyAttempts, undefined);
  if (!response.ok) return failure((await messageOf(response)).message, undefined);
  return { toast: { ...adminCopy.notices.passwordChanged, tone: "success" } };
}

/**
 * Signs out everywhere: every session of the user ends on the server, their devices stop
 * receiving push alerts, and this browser's cookie is cleared. A session that is already gone is
 * not an error.
 */
export async function signOut(request: Request): Promise<AuthOutcome> {
  const { auth, database } = await getRuntime();
  try {
    // No device stays signed in, so none keeps showing the member's leads on its lock screen.
    const session = await auth.api.getSession({ headers: request.headers });
    if (session) await removeAllDevices(database.db, session.user.id);
    await auth.api.revokeSessions({ headers: request.headers });
  } catch (error) {
    log("info", "sign_out_without_session", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  return { headers: cookiesOf(response), mode: "sign-in" };
}
