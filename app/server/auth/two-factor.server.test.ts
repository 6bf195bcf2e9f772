import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import { cookiesOf, type TestAuth, withTestAuth } from "../../../tests/support/test-auth";
import { keyOf, totp, wrongCode } from "../../../tests/support/totp";

// Two-factor sign-in as the desk configures Better Auth: turned on with the password and a first
// code from the app, then every sign-in takes a code (or a recovery code, once each) after the
// password; limited tries; turned off with the password. Codes are computed from the setup key.

const email = "meera@staff.example.in";
const password = "Rosewood-and-teak-7";

const sessionCookie = (cookies: string[]) => cookies.filter((c) => c.includes("session_token="));
const twoFactorCookie = (cookies: string[]) => cookies.filter((c) => c.includes("two_factor="));

async function sessionEmail(t: TestAuth, cookies: string[]) {
  const session = await t.auth.api.getSession({ headers: new Headers({ cookie: cookies.join("; ") }) });
  return session?.user.email ?? null;
}

/** Signs in, turns two-factor sign-in on with a first code, and returns the key and recovery codes. */
async function enrol(t: TestAuth) {
  const session = cookiesOf(await t.signIn(email, password));
  const enabled = await t.post("/two-factor/enable", { password }, { cookies: session });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const key = keyOf(totpURI);
  const confirmed = await t.post("/two-factor/verify-totp", { code: totp(key) }, { cookies: session });
  expect(confirmed.status).toBe(200);
  return { key, backupCodes, totpURI, session: sessionCookie(cookiesOf(confirmed)) };
}

/** The password step of a sign-in of an account with two-factor on: its two-factor cookie. */
async function passwordStep(t: TestAuth, address?: string) {
  const response = await t.signIn(email, password, { address });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
  const cookies = cookiesOf(response);
  expect(sessionCookie(cookies), "no session before the code").toEqual([]);
  expect(twoFactorCookie(cookies)).toHaveLength(1);
  return twoFactorCookie(cookies);
}

describe.each(testDatabases())("two-factor sign-in on $name", (database) => {
  const ctx = withTestAuth(database, async (t) => {
    await t.confirmedUser(email, password);
  });

  it("turns on only with the password and a first code, named for the business", async () => {
    const session = cookiesOf(await ctx.t.signIn(email, password));
    const wrong = await ctx.t.post("/two-factor/enable", { password: "not-it" }, { cookies: session });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe("INVALID_PASSWORD");

    const enabled = await ctx.t.post("/two-factor/enable", { password }, { cookies: session });
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(
      /^otpauth:\/\/totp\/BTM%20Carpentry%20Works:meera%40staff\.example\.in\?secret=[A-Z2-7]+&issuer=BTM/,
    );
    expect(backupCodes).toHaveLength(10);
    // Not on until a code from the app confirms the setup: signing in still takes only the password.
    const plain = await ctx.t.signIn(email, password);
    expect(sessionCookie(cookiesOf(plain))).toHaveLength(1);

    const key = keyOf(totpURI);
    const refused = await ctx.t.post(
      "/two-factor/verify-totp",
      { code: wrongCode(key) },
      { cookies: session },
    );
    expect(refused.status).toBe(401);
    const confirmed = await ctx.t.post("/two-factor/verify-totp", { code: totp(key) }, { cookies: session });
    expect(confirmed.status).toBe(200);
    // The session is replaced by a new one; the answer does not carry its token.
    const renewed = sessionCookie(cookiesOf(confirmed));
    expect(renewed).toHaveLength(1);
    expect(await confirmed.text()).not.toContain(renewed[0]!.split("=")[1]!.split(".")[0]);
    expect(await sessionEmail(ctx.t, renewed)).toBe(email);
    const { rows } = await sql<{
      on: unknown;
    }>`select "twoFactorEnabled" as "on" from "user" where email = ${email}`.execute(ctx.handle.db);
    expect(Boolean(rows[0]?.on)).toBe(true);
  });

  it("asks for a code after the password, and signs in with the right one", async () => {
    const { key } = await enrol(ctx.t);
    const pending = await passwordStep(ctx.t);
    const wrong = await ctx.t.post("/two-factor/verify-totp", { code: wrongCode(key) }, { cookies: pending });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: string }).code).toBe("INVALID_CODE");

    const right = await ctx.t.post("/two-factor/verify-totp", { code: totp(key) }, { cookies: pending });
    expect(right.status).toBe(200);
    const session = sessionCookie(cookiesOf(right));
    expect(session).toHaveLength(1);
    expect(await right.text()).not.toContain(session[0]!.split("=")[1]!.split(".")[0]);
    expect(await sessionEmail(ctx.t, session)).toBe(email);
    // The step's cookie is used up.
    const again = await ctx.t.post("/two-factor/verify-totp", { code: totp(key) }, { cookies: pending });
    expect(again.status).toBe(401);
  });

  it("takes a recovery code in place of the app's code, once", async () => {
    const { backupCodes } = await enrol(ctx.t);
    const [first] = backupCodes;
    const pending = await passwordStep(ctx.t);
    const used = await ctx.t.post("/two-factor/verify-backup-code", { code: first }, { cookies: pending });
    expect(used.status).toBe(200);
    expect(await sessionEmail(ctx.t, sessionCookie(cookiesOf(used)))).toBe(email);

    const next = await passwordStep(ctx.t);
    const reused = await ctx.t.post("/two-factor/verify-backup-code", { code: first }, { cookies: next });
    expect(reused.status).toBe(401);
    expect(((await reused.json()) as { code: string }).code).toBe("INVALID_BACKUP_CODE");
    const other = await ctx.t.post(
      "/two-factor/verify-backup-code",
      { code: backupCodes[1] },
      { cookies: next },
    );
    expect(other.status).toBe(200);
  });

  it("ends a sign-in's code step after five wrong codes; the right one is then refused too", async () => {
    const { key } = await enrol(ctx.t);
    const pending = await passwordStep(ctx.t, "198.51.100.7");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await ctx.t.post(
        "/two-factor/verify-totp",
        { code: wrongCode(key) },
        { cookies: pending, address: "198.51.100.7" },
      );
      expect(response.status).toBe(401);
    }
    const late = await ctx.t.post(
      "/two-factor/verify-totp",
      { code: totp(key) },
      { cookies: pending, address: "198.51.100.7" },
    );
    expect(late.status).toBe(400);
    expect(((await late.json()) as { code: string }).code).toBe("TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE");
  });

  it("limits code tries per address: ten a minute", async () => {
    const { key } = await enrol(ctx.t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await ctx.t.post(
        "/two-factor/verify-totp",
        { code: wrongCode(key) },
        { address: "198.51.100.9" },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("makes new recovery codes with the password; the old ones stop working", async () => {
    const { backupCodes, session } = await enrol(ctx.t);
    const refused = await ctx.t.post(
      "/two-factor/generate-backup-codes",
      { password: "x" },
      { cookies: session },
    );
    expect(refused.status).toBe(400);
    const made = await ctx.t.post("/two-factor/generate-backup-codes", { password }, { cookies: session });
    expect(made.status).toBe(200);
    const { backupCodes: fresh } = (await made.json()) as { backupCodes: string[] };
    expect(fresh).toHaveLength(10);
    const user = await ctx.handle.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect((await ctx.t.auth.api.viewBackupCodes({ body: { userId: user.id } })).backupCodes).toEqual(fresh);

    const pending = await passwordStep(ctx.t);
    const old = await ctx.t.post(
      "/two-factor/verify-backup-code",
      { code: backupCodes[0] },
      { cookies: pending },
    );
    expect(old.status).toBe(401);
    const now = await ctx.t.post("/two-factor/verify-backup-code", { code: fresh[0] }, { cookies: pending });
    expect(now.status).toBe(200);
  });

  it("turns off only with the password; then signing in takes the password alone", async () => {
    const { session } = await enrol(ctx.t);
    const refused = await ctx.t.post("/two-factor/disable", { password: "not-it" }, { cookies: session });
    expect(refused.status).toBe(400);
    const off = await ctx.t.post("/two-factor/disable", { password }, { cookies: session });
    expect(off.status).toBe(200);
    expect(await sessionEmail(ctx.t, sessionCookie(cookiesOf(off)))).toBe(email);
    const { rows } = await sql`select id from "twoFactor"`.execute(ctx.handle.db);
    expect(rows).toEqual([]);
    const plain = await ctx.t.signIn(email, password);
    expect(await sessionEmail(ctx.t, sessionCookie(cookiesOf(plain)))).toBe(email);
  });

  it("still signs in an account without two-factor sign-in with its password alone", async () => {
    const response = await ctx.t.signIn(email, password);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { email } });
    expect(await sessionEmail(ctx.t, sessionCookie(cookiesOf(response)))).toBe(email);
  });
});
