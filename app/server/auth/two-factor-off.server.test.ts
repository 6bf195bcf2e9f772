import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import { cookiesOf, withTestAuth } from "../../../tests/support/test-auth";

// Two-factor sign-in has no step on the desk yet, so the plugin is off: its endpoints do not
// answer, and an account flagged for it in the database (its tables stay) signs in with its password.
describe.each(testDatabases())("two-factor off on $name", (database) => {
  const email = "meera@staff.example.in";
  const password = "Rosewood-and-teak-7";

  const ctx = withTestAuth(database, async (t) => {
    await t.confirmedUser(email, password);
  });

  it("answers 404 on its endpoints, even to a signed-in user", async () => {
    const session = cookiesOf(await ctx.t.signIn(email, password));
    expect(session).not.toEqual([]);
    for (const path of ["/two-factor/enable", "/two-factor/verify-totp", "/two-factor/get-totp-uri"]) {
      const response = await ctx.t.post(path, { password, code: "123456" }, { cookies: session });
      expect(response.status, path).toBe(404);
    }
  });

  it("signs in an account whose two-factor flag is set, with a working session", async () => {
    await sql`update "user" set "twoFactorEnabled" = ${database.name === "sqlite" ? 1 : true} where email = ${email}`.execute(
      ctx.handle.db,
    );
    const response = await ctx.t.signIn(email, password);
    expect(response.status).toBe(200);
    const session = await ctx.t.auth.api.getSession({
      headers: new Headers({ cookie: cookiesOf(response).join("; ") }),
    });
    expect(session?.user.email).toBe(email);
  });
});
