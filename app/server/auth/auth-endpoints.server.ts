/**
 * The Better Auth endpoints the desk uses over HTTP, under /api/auth; every other path there
 * answers 404 (docs/decisions/0017-auth-endpoints.md). The desk's own server code reads and ends
 * sessions through `auth.api` in the process (getSession, revokeSessions, signOut), not over HTTP.
 */
export const deskAuthEndpoints = [
  // The desk's forms (app/server/auth/staff-auth.server.ts).
  { method: "POST", path: "/sign-in/email" },
  { method: "POST", path: "/sign-up/email" },
  { method: "POST", path: "/request-password-reset" },
  { method: "POST", path: "/reset-password" },
  // Two-factor sign-in: the code step of the sign-in form, and the security page's forms
  // (turn on, confirm with a first code, make new recovery codes, turn off).
  { method: "POST", path: "/two-factor/verify-totp" },
  { method: "POST", path: "/two-factor/verify-backup-code" },
  { method: "POST", path: "/two-factor/enable" },
  { method: "POST", path: "/two-factor/generate-backup-codes" },
  { method: "POST", path: "/two-factor/disable" },
  // The links in the e-mails: they lead on to the desk's own pages.
  { method: "GET", path: "/reset-password/:token" },
  { method: "GET", path: "/verify-email" },
] as const;

const patterns = deskAuthEndpoints.map(({ method, path }) => ({
  method,
  path: new RegExp(`^${path.replace(/:\w+/g, "[^/]+")}$`),
}));

/** Whether a request under `basePath` is for one of the desk's endpoints. */
export function isDeskAuthEndpoint(request: Request, basePath: string): boolean {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(`${basePath}/`)) return false;
  const path = pathname.slice(basePath.length);
  return patterns.some((pattern) => pattern.method === request.method && pattern.path.test(path));
}

/** A request handler that passes on only the desk's endpoints and answers 404 to anything else. */
export function onlyDeskEndpoints(
  handler: (request: Request) => Promise<Response>,
  basePath: string,
): (request: Request) => Promise<Response> {
  return (request) =>
    isDeskAuthEndpoint(request, basePath)
      ? handler(request)
      : Promise.resolve(new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } }));
}
