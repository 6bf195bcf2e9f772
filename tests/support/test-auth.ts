import { afterEach, beforeEach } from "vitest";
import { createAuth, clientAddressHeader } from "../../app/server/auth/better-auth.server";
import type { DbHandle } from "../../app/server/db/connect.server";
import type { Mail, Mailer } from "../../app/server/mail.server";
import { parseEnv } from "../../app/server/env.server";
import { resolveSite } from "../../app/server/site.server";
import type { TestDatabase, TestDatabaseHandle } from "./test-database";

export const publicUrl = "http://127.0.0.1:4999";
export const secret = "test-secret-that-is-long-enough-for-better-auth-0123456789";
/** The client address of the sign-in that finishes confirming a test account, apart from the tests' own. */
const confirmingAddress = "192.0.2.200";

/**
 * Better Auth as the desk configures it, over a test database: e-mails are kept in `mails`, and
 * the clock its limits read can be moved on with `advance`. `options.mail` is called after each
 * e-mail is kept, to hold or fail its sending; `options.publicUrl` is the site's address.
 * Requests go through `auth.handler`, as they do from the desk's route, each from a client address
 * of the test's choosing.
 */
export function testAuth(database: DbHandle, options: { mail?: Mailer; publicUrl?: string } = {}) {
  const siteUrl = options.publicUrl ?? publicUrl;
  const site = resolveSite(parseEnv({ SITE_PROFILE: "carpentry", PUBLIC_URL: siteUrl }));
  const mails: Mail[] = [];
  let clock = Date.now();
  const auth = createAuth({
    database,
    site,
    secret,
    mail: (mail) => {
      mails.push(mail);
      return options.mail ? options.mail(mail) : Promise.resolve();
    },
    now: () => new Date(clock),
  });

  type Options = { address?: string; cookies?: string[] };
  const headersFor = ({ address = "203.0.113.10", cookies = [] }: Options) => {
    const headers = new Headers({ origin: siteUrl, [clientAddressHeader]: address });
    if (cookies.length) headers.set("cookie", cookies.join("; "));
    return headers;
  };

  const post = (path: string, body: unknown, options: Options = {}) => {
    const headers = headersFor(options);
    headers.set("content-type", "application/json");
    return auth.handler(
      new Request(`${siteUrl}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
    );
  };
  const get = (path: string, options: Options = {}) =>
    auth.handler(new Request(`${siteUrl}/api/auth${path}`, { headers: headersFor(options) }));

  return {
    auth,
    mails,
    post,
    get,
    /** Moves the limits' clock on. */
    advance: (ms: number) => {
      clock += ms;
    },
    signIn: (email: string, password: string, options: Options = {}) =>
      post("/sign-in/email", { email, password }, options),
    /**
     * Signs up and confirms the address as a new staff member does: follows the e-mailed link, then
     * signs in from that browser with the password. That sign-in is then undone (its session
     * ended, its time forgotten), so the account starts as one that never signed in.
     */
    async confirmedUser(email: string, password: string) {
      const signUp = await post("/sign-up/email", { email, password, name: email.split("@")[0] });
      if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
      const link = mails.findLast((mail) => mail.to === email)?.link;
      if (!link) throw new Error(`no confirmation e-mail to ${email}`);
      const confirm = await auth.handler(new Request(link));
      if (confirm.status !== 302) throw new Error(`confirming answered ${confirm.status}`);
      const signIn = await post(
        "/sign-in/email",
        { email, password },
        { address: confirmingAddress, cookies: cookiesOf(confirm) },
      );
      if (!signIn.ok) throw new Error(`the first sign-in answered ${signIn.status}: ${await signIn.text()}`);
      const { user } = (await signIn.json()) as { user: { id: string } };
      await (await auth.$context).internalAdapter.deleteUserSessions(user.id);
      await database.db.updateTable("user").set({ lastSignInAt: null }).where("id", "=", user.id).execute();
    },
  };
}

export type TestAuth = ReturnType<typeof testAuth>;

/** The cookies a response sets, as `name=value` pairs for the next request's Cookie header. */
export function cookiesOf(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="));
}

/**
 * For each test of a `describe.each(testDatabases())` block: a fresh database with Better Auth over
 * it (`ctx.handle`, `ctx.t`), set up further by `setup`, and dropped after the test.
 */
export function withTestAuth(
  database: TestDatabase,
  setup: (t: TestAuth, handle: TestDatabaseHandle) => Promise<unknown> = () => Promise.resolve(),
) {
  const ctx = {} as { handle: TestDatabaseHandle; t: TestAuth };
  beforeEach(async () => {
    ctx.handle = await database.open();
    ctx.t = testAuth(ctx.handle);
    await setup(ctx.t, ctx.handle);
  });
  afterEach(() => ctx.handle.drop());
  return ctx;
}
