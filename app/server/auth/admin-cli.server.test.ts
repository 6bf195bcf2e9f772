import type { Kysely } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import { cookiesOf, withTestAuth } from "../../../tests/support/test-auth";
import { runAdminCli } from "./admin-cli.server";
import { rolesOf } from "./roles.server";

// `npm run admin -- create` on an address that already has an account. Anyone can sign up with
// any address, so an account nobody confirmed proves nothing: the CLI takes it over with the
// password it is given. A confirmed account is the mailbox owner's: it gets the role and keeps
// its password.
describe.each(testDatabases())("the admin CLI on $name", (database) => {
  const email = "owner@btmcarpentryworks.in";
  const given = "Owners-own-password-1";

  const ctx = withTestAuth(database);

  const cli = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runAdminCli(
      argv,
      (line) => lines.push(line),
      Promise.resolve({ auth: ctx.t.auth, database: ctx.handle }),
    );
    return { code, out: lines.join("\n") };
  };
  const user = () =>
    ctx.handle.db
      .selectFrom("user")
      .select(["id", "role", "emailVerified"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
  const sessionCount = async (userId: string) =>
    Number(
      (
        await (ctx.handle.db as unknown as Kysely<{ session: { userId: string } }>)
          .selectFrom("session")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("userId", "=", userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe("on an account someone signed up for and never confirmed", () => {
    const squatter = "Squatters-password-1";
    let squattersSession: string;

    beforeEach(async () => {
      const signUp = await ctx.t.post("/sign-up/email", { email, password: squatter, name: "not the owner" });
      expect(signUp.status).toBe(200);
      // Whatever session and reset link it holds.
      const authContext = await ctx.t.auth.$context;
      squattersSession = (await authContext.internalAdapter.createSession((await user()).id)).token;
      const reset = await ctx.t.post("/request-password-reset", {
        email,
        redirectTo: "/admin/reset-password",
      });
      expect(reset.status).toBe(200);
    });

    it("replaces its password with the one given, ends its sessions and reset links, and makes it an admin", async () => {
      const { code, out } = await cli("create", "--email", email, "--password", given);
      expect(code).toBe(0);

      expect((await ctx.t.signIn(email, squatter)).status).toBe(401);
      const { id, role, emailVerified } = await user();
      expect(await sessionCount(id)).toBe(0);
      const authContext = await ctx.t.auth.$context;
      expect(await authContext.internalAdapter.findSession(squattersSession)).toBeNull();
      const resetToken = new URL(ctx.t.mails.findLast((mail) => /^Reset/.test(mail.subject))!.link!).pathname
        .split("/")
        .pop()!;
      expect(
        (await ctx.t.post("/reset-password", { token: resetToken, newPassword: "Squatters-new-1" })).status,
      ).toBe(400);

      expect(rolesOf(role).has("admin")).toBe(true);
      expect(Boolean(emailVerified)).toBe(true);
      const signIn = await ctx.t.signIn(email, given, { address: "203.0.113.41" });
      expect(signIn.status).toBe(200);
      expect(cookiesOf(signIn).some((cookie) => cookie.includes("session_token="))).toBe(true);

      expect(out).toContain(`${email} had an unconfirmed account`);
      expect(out).toContain("Its password is now the one given");
    });

    it("without a password, refuses, changes nothing and says how to go on", async () => {
      const { code, out } = await cli("create", "--email", email);
      expect(code).toBe(2);
      expect(out).toContain("--password");
      expect(rolesOf((await user()).role).has("admin")).toBe(false);
      expect((await ctx.t.signIn(email, squatter)).status).toBe(403);
    });
  });

  describe("on a confirmed account", () => {
    const own = "Chosen-by-the-owner-1";

    beforeEach(async () => {
      await ctx.t.confirmedUser(email, own);
    });

    it("grants the role, leaves the password as it was, and says so", async () => {
      const { code, out } = await cli("create", "--email", email, "--password", given);
      expect(code).toBe(0);
      expect(out).toContain(`${email} already had a confirmed account; it now has the admin role.`);
      expect(out).toContain("Its password was left unchanged");
      expect(rolesOf((await user()).role).has("admin")).toBe(true);
      expect((await ctx.t.signIn(email, given)).status).toBe(401);
      expect((await ctx.t.signIn(email, own)).status).toBe(200);
    });

    it("needs no password", async () => {
      const { code } = await cli("create", "--email", email);
      expect(code).toBe(0);
      expect(rolesOf((await user()).role).has("admin")).toBe(true);
    });
  });

  it("creates a confirmed admin for a new address", async () => {
    const { code, out } = await cli("create", "--email", email, "--password", given);
    expect(code).toBe(0);
    expect(out).toContain(`Created admin ${email}`);
    expect((await ctx.t.signIn(email, given)).status).toBe(200);
    expect(rolesOf((await user()).role).has("admin")).toBe(true);
  });
});
