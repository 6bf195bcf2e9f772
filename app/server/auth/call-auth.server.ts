import { getRuntime } from "../runtime.server";
import { getConfig } from "../site.server";
import { confirmCookieName } from "./confirm-proof.server";
import { cookieValue, deviceCookie } from "./device-cookie.server";

/**
 * The browser's cookies a call may pass on to Better Auth, each only where it is needed: the
 * device cookie and the cookie left by following a confirmation link (sign-in), the session (the
 * security page's forms) and the two-factor cookie that a sign-in's code step carries between its
 * password and its code.
 */
export type PassedCookie = "device" | "confirm" | "session" | "two-factor";

/** The names of those cookies, as Better Auth and the device cookie name them on this site. */
export async function authCookieNames(): Promise<Record<PassedCookie, string>> {
  const { auth } = await getRuntime();
  const context = await auth.$context;
  return {
    device: deviceCookie(getConfig().site.publicUrl.startsWith("https://")).name,
    confirm: confirmCookieName,
    session: context.authCookies.sessionToken.name,
    "two-factor": context.createAuthCookie("two_factor").name,
  };
}

/** A Set-Cookie header that removes one of Better Auth's cookies from the browser. */
export function expiredAuthCookie(name: string): string {
  const secure = getConfig().site.publicUrl.startsWith("https://") ? "; Secure" : "";
  return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
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
 *
 * Of the browser's cookies only those named in `cookies` travel on, with the site's origin that
 * this request was checked to have: Better Auth checks the origin of every request that carries a
 * cookie.
 */
export async function callAuth(
  request: Request,
  path: string,
  body: Record<string, unknown>,
  { cookies = [] }: { cookies?: readonly PassedCookie[] } = {},
): Promise<Response> {
  const { auth } = await getRuntime();
  const headers = new Headers();
  for (const [name, value] of request.headers) {
    if (!droppedHeaders.has(name) && !name.startsWith("sec-fetch-")) headers.set(name, value);
  }
  headers.set("content-type", "application/json");
  const names = await authCookieNames();
  const passed = cookies.flatMap((cookie) => {
    const value = cookieValue(request.headers.get("cookie"), names[cookie]);
    return value ? [`${names[cookie]}=${value}`] : [];
  });
  if (passed.length) {
    headers.set("cookie", passed.join("; "));
    headers.set("origin", new URL(getConfig().site.publicUrl).origin);
  }
  const url = new URL(`/api/auth${path}`, request.url);
  return auth.handler(new Request(url, { method: "POST", headers, body: JSON.stringify(body) }));
}

/** The cookies Better Auth set, to send on with our own answer. */
export function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** A refusal's message and code, as Better Auth words them. */
export async function messageOf(response: Response): Promise<{ message: string; code?: string }> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  return { message: body.message ?? `The server answered ${response.status}.`, code: body.code };
}
