import type { z } from "zod";
import { adminCopy } from "~/lib/admin-copy";
import { forgotSchema, resetSchema, signInSchema, signUpSchema } from "~/lib/auth-schema";
import type { Toast } from "~/lib/toast";
import { log } from "../log.server";
import { getRuntime } from "../runtime.server";
import { getConfig } from "../site.server";
import { cookieValue, deviceCookie } from "./device-cookie.server";

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

/**
 * Not passed on: the body's own headers, hop-by-hop ones, and those that would make Better Auth
 * repeat the same-origin check this request already passed.
 */
const droppedHeaders = new Set([
  "content-length",
  "content-type",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "host",
  "cookie",
  "origin",
  "referer",
]);

/**
 * Calls a Better Auth endpoint through its HTTP handler rather than `auth.api`, so the form gets
 * exactly what the endpoint gets over HTTP: above all the per-address rate limits, which Better
 * Auth applies only to requests through its handler. The client address header set by our server
 * travels on; the page's own action has already refused cross-site requests (requireSameOrigin).
 */
async function callAuth(
  request: Request,
  path: string,
  body: Record<string, unknown>,
  { withDeviceCookie = false } = {},
): Promise<Response> {
  const { auth } = await getRuntime();
  const headers = new Headers();
  for (const [name, value] of request.headers) {
    if (!droppedHeaders.has(name) && !name.startsWith("sec-fetch-")) headers.set(name, value);
  }
  headers.set("content-type", "application/json");
  if (withDeviceCookie) {
    // Sign-in counts a browser that signed in before apart from others (its device cookie). That
    // cookie, and no other, travels on, with the site's origin that this request was checked to
    // have: Better Auth checks the origin of every request that carries a cookie.
    const { publicUrl } = getConfig().site;
    const device = deviceCookie(publicUrl.startsWith("https://"));
    const value = cookieValue(request.headers.get("cookie"), device.name);
    if (value) {
      headers.set("cookie", `${device.name}=${value}`);
      headers.set("origin", new URL(publicUrl).origin);
    }
  }
  const url = new URL(`/api/auth${path}`, request.url);
  return auth.handler(new Request(url, { method: "POST", headers, body: JSON.stringify(body) }));
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
  // The callback is where the fresh confirmation link sent to an unconfirmed account lands.
  const response = await callAuth(
    request,
    "/sign-in/email",
    { ...parsed.data, callbackURL: "/admin?verified=1" },
    { withDeviceCookie: true },
  );
  if (response.status === 429) return failure(adminCopy.tooManyAttempts, "sign-in");
  if (!response.ok) {
    const { message, code } = await messageOf(response);
    const text = code === "EMAIL_NOT_VERIFIED" ? adminCopy.confirmFirst : message;
    return failure(text, "sign-in");
  }
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
 * Signs out everywhere: every session of the user ends on the
 * server, and this browser's cookie is cleared. A session that is already gone is not an error.
 */
export async function signOut(request: Request): Promise<AuthOutcome> {
  const { auth } = await getRuntime();
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
