import type { z } from "zod";
import { adminCopy } from "~/lib/admin-copy";
import { forgotSchema, resetSchema, signInSchema, signUpSchema } from "~/lib/auth-schema";
import type { Toast } from "~/components/ui/toaster";
import { log } from "./log.server";
import { getServices } from "./services.server";

export type AuthOutcome = {
  toast?: Toast;
  errors?: Partial<Record<"email" | "password", string>>;
  /** Which form to show next. */
  mode?: "sign-in" | "sign-up" | "forgot";
  headers?: Headers;
};

const fieldErrors = (error: z.ZodError): AuthOutcome["errors"] =>
  Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message]));

const failure = (text: string, mode: AuthOutcome["mode"]): AuthOutcome => ({
  toast: { title: adminCopy.notices.authError, text, tone: "error" },
  mode,
});

async function messageOf(response: Response): Promise<{ message: string; code?: string }> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  return { message: body.message ?? `The server answered ${response.status}.`, code: body.code };
}

/** The cookies Better Auth set, to send on with our own answer. */
function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

export async function signIn(form: Record<string, unknown>, request: Request): Promise<AuthOutcome> {
  const parsed = signInSchema.safeParse(form);
  if (!parsed.success) return { errors: fieldErrors(parsed.error), mode: "sign-in" };
  const { auth } = await getServices();
  const response = await auth.api.signInEmail({
    body: parsed.data,
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) {
    const { message, code } = await messageOf(response);
    const text =
      code === "EMAIL_NOT_VERIFIED"
        ? "Please confirm your e-mail address first: we've sent you a new confirmation link."
        : message;
    return failure(text, "sign-in");
  }
  return { toast: { ...adminCopy.notices.welcome, tone: "success" }, headers: cookiesOf(response) };
}

export async function signUp(form: Record<string, unknown>, request: Request): Promise<AuthOutcome> {
  const parsed = signUpSchema.safeParse(form);
  if (!parsed.success) return { errors: fieldErrors(parsed.error), mode: "sign-up" };
  const { auth } = await getServices();
  const { email, password } = parsed.data;
  const response = await auth.api.signUpEmail({
    body: { email, password, name: email.split("@")[0]!, callbackURL: "/admin?verified=1" },
    headers: request.headers,
    asResponse: true,
  });
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
  const { auth } = await getServices();
  const response = await auth.api.requestPasswordReset({
    body: { email: parsed.data.email, redirectTo: "/admin/reset-password" },
    headers: request.headers,
    asResponse: true,
  });
  if (response.status === 429) return failure((await messageOf(response)).message, "forgot");
  return { toast: { ...adminCopy.notices.resetSent, tone: "success" }, mode: "sign-in" };
}

export async function resetPassword(form: Record<string, unknown>, request: Request): Promise<AuthOutcome> {
  const parsed = resetSchema.safeParse(form);
  if (!parsed.success) return { errors: fieldErrors(parsed.error) };
  const { auth } = await getServices();
  const response = await auth.api.resetPassword({
    body: { token: parsed.data.token, newPassword: parsed.data.password },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return failure((await messageOf(response)).message, undefined);
  return { toast: { ...adminCopy.notices.passwordChanged, tone: "success" } };
}

/**
 * Signs out everywhere (the specification's global scope): every session of the user ends on the
 * server, and this browser's cookie is cleared. A session that is already gone is not an error.
 */
export async function signOut(request: Request): Promise<AuthOutcome> {
  const { auth } = await getServices();
  try {
    await auth.api.revokeSessions({ headers: request.headers });
  } catch (error) {
    log("info", "sign_out_without_session", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  return { headers: cookiesOf(response), mode: "sign-in" };
}
