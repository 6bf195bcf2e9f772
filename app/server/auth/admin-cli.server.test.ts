import type { Kysely } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import { cookiesOf, withTestAuth } from "../../../tests/support/test-auth";
import { keyOf, totp } from "../../../tests/support/totp";
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
  let logged: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
  beforeEach(() => {
    logged = [];
  });

  const cli = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runAdminCli(
      argv,
      (line) => lines.push(line),
      Promise.resolve({
        auth: ctx.t.auth,
        database: ctx.handle,
        log: (level, msg, fields = {}) => logged.push({ level, msg, fields }),
      }),
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

  it("creates a confirmed staff member with --role staff", async () => {
    const { code, out } = await cli("create", "--email", email, "--password", given, "--role", "staff");
    expect(code).toBe(0);
    expect(out).toContain(`Created staff ${email}`);
    expect((await user()).role).toBe("staff");
    expect((await ctx.t.signIn(email, given)).status).toBe(200);
  });

  describe("clearing two-factor sign-in, for someone who lost both phone and recovery codes", () => {
    const own = "Owners-own-password-1";

    /** Turns two-factor sign-in on for the account, as the security page does. */
    const enrol = async () => {
      const session = cookiesOf(await ctx.t.signIn(email, own));
      const enabled = await ctx.t.post("/two-factor/enable", { password: own }, { cookies: session });
      const { totpURI } = (await enabled.json()) as { totpURI: string };
      const confirmed = await ctx.t.post(
        "/two-factor/verify-totp",
        { code: totp(keyOf(totpURI)) },
        { cookies: session },
      );
      expect(confirmed.status).toBe(200);
    };

    beforeEach(async () => {
      await ctx.t.confirmedUser(email, own);
      expect((await cli("grant", "--email", email, "--role", "admin")).code).toBe(0);
    });

    it("turns it off, ends every session, and logs it: the password alone signs in again", async () => {
      await enrol();
      const { id } = await user();
      expect(await sessionCount(id)).toBeGreaterThan(0);
      expect(await (await ctx.t.signIn(email, own)).json()).toMatchObject({ twoFactorRedirect: true });

      const { code, out } = await cli("clear-two-factor", "--email", email);
      expect(code).toBe(0);
      expect(out).toBe(
        `${email} signs in with the password alone now: two-factor sign-in is off, its authenticator key and recovery codes are deleted, and its sessions have ended. Ask them to turn it on again on the security page (/admin/security).`,
      );
      expect(await sessionCount(id)).toBe(0);
      expect(logged).toEqual([
        { level: "warn", msg: "two_factor_cleared", fields: { userId: id, by: "admin-cli" } },
      ]);

      const signIn = await ctx.t.signIn(email, own, { address: "203.0.113.42" });
      expect(signIn.status).toBe(200);
      expect(cookiesOf(signIn).some((cookie) => cookie.includes("session_token="))).toBe(true);
      // And it can be turned on afresh, with a new key.
      await enrol();
    });

    it("says so and changes nothing for an account without it, or an address without an account", async () => {
      const { id } = await user();
      expect((await ctx.t.signIn(email, own)).status).toBe(200);
      expect(await cli("clear-two-factor", "--email", email)).toEqual({
        code: 0,
        out: `${email} does not use two-factor sign-in; nothing changed.`,
      });
      expect(await sessionCount(id)).toBe(1);
      const missing = await cli("clear-two-factor", "--email", "nobody@example.in");
      expect(missing.code).toBe(1);
      expect(missing.out).toContain("No account for nobody@example.in");
      expect((await cli("clear-two-factor")).code).toBe(2);
      expect(logged).toEqual([]);
    });
  });

  describe("grant, revoke and list", () => {
    const fitter = "fitter@btmcarpentryworks.in";
    const own = "Fitters-own-password-1";
    const roleOf = async (address: string) =>
      (
        await ctx.handle.db
          .selectFrom("user")
          .select("role")
          .where("email", "=", address)
          .executeTakeFirstOrThrow()
      ).role;

    beforeEach(async () => {
      expect((await cli("create", "--email", email, "--password", given)).code).toBe(0);
      await ctx.t.confirmedUser(fitter, own);
    });

    it("grants staff, then admin, then staff again: the role is set, not added", async () => {
      expect(await cli("grant", "--email", fitter, "--role", "staff")).toEqual({
        code: 0,
        out: `${fitter} is now staff. It takes effect at their next request.`,
      });
      expect(await roleOf(fitter)).toBe("staff");
      expect((await cli("grant", "--email", fitter, "--role", "admin")).out).toContain("is now an admin");
      expect(await roleOf(fitter)).toBe("admin");
      expect((await cli("grant", "--email", fitter, "--role", "staff")).code).toBe(0);
      expect(await roleOf(fitter)).toBe("staff");
      expect(await cli("grant", "--email", fitter, "--role", "staff")).toEqual({
        code: 0,
        out: `${fitter} already was staff; nothing changed.`,
      });
    });

    it("refuses to grant to an address without an account, or to an account nobody confirmed", async () => {
      const missing = await cli("grant", "--email", "nobody@example.in", "--role", "staff");
      expect(missing.code).toBe(1);
      expect(missing.out).toContain("No account for nobody@example.in");

      const stranger = "stranger@btmcarpentryworks.in";
      await ctx.t.post("/sign-up/email", { email: stranger, password: own, name: "stranger" });
      const unconfirmed = await cli("grant", "--email", stranger, "--role", "admin");
      expect(unconfirmed.code).toBe(1);
      expect(unconfirmed.out).toContain("never confirmed its e-mail address");
      expect(await roleOf(stranger)).toBe("user");
    });

    it("needs a role to grant, one of staff and admin", async () => {
      for (const argv of [
        ["grant", "--email", fitter],
        ["grant", "--email", fitter, "--role", "owner"],
      ]) {
        const { code, out } = await cli(...argv);
        expect(code).toBe(2);
        expect(out).toContain("--role must be staff or admin");
        expect(out).toContain("Usage:");
      }
      expect(await roleOf(fitter)).toBe("user");
    });

    it("revokes every desk role and ends the account's sessions", async () => {
      expect((await cli("grant", "--email", fitter, "--role", "admin")).code).toBe(0);
      const { id } = await ctx.handle.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", fitter)
        .executeTakeFirstOrThrow();
      expect((await ctx.t.signIn(fitter, own)).status).toBe(200);
      expect(await sessionCount(id)).toBe(1);

      expect(await cli("revoke", "--email", fitter)).toEqual({
        code: 0,
        out: `${fitter} no longer has access to the desk (was an admin); its sessions have ended.`,
      });
      expect(await roleOf(fitter)).toBe("user");
      expect(await sessionCount(id)).toBe(0);
      expect((await cli("revoke", "--email", "nobody@example.in")).code).toBe(1);
    });

    it("refuses to revoke or demote the last admin, with exit code 1", async () => {
      const revoke = await cli("revoke", "--email", email);
      expect(revoke.code).toBe(1);
      expect(revoke.out).toContain(`${email} is the last admin, so it keeps the admin role.`);
      const demote = await cli("grant", "--email", email, "--role", "staff");
      expect(demote.code).toBe(1);
      expect(demote.out).toContain("is the last admin");
      const create = await cli("create", "--email", email, "--role", "staff");
      expect(create.code).toBe(1);
      expect(await roleOf(email)).toBe("admin");

      // With a second admin, the first may go.
      expect((await cli("grant", "--email", fitter, "--role", "admin")).code).toBe(0);
      expect((await cli("revoke", "--email", email)).code).toBe(0);
      expect(await roleOf(email)).toBe("user");
    });

    it("lists every account with a desk role, its role and when it last signed in", async () => {
      expect((await cli("grant", "--email", fitter, "--role", "staff")).code).toBe(0);
      expect((await ctx.t.signIn(fitter, own)).status).toBe(200);
      const { code, out } = await cli("list");
      expect(code).toBe(0);
      const [header, ...rows] = out.split("\n");
      expect(header).toMatch(/^E-mail\s+Role\s+Last sign-in$/);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatch(new RegExp(`^${email.replace(/\./g, "\\.")}\\s+admin\\s+never$`));
      expect(rows[1]).toMatch(
        new RegExp(
          `^${fitter.replace(/\./g, "\\.")}\\s+staff\\s+\\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{1,2}:\\d\\d [ap]m IST$`,
        ),
      );
      // The columns line up.
      expect(rows[0]!.indexOf(" admin ") + 1).toBe(header!.indexOf("Role"));
      expect(rows[1]!.indexOf(" staff ") + 1).toBe(header!.indexOf("Role"));
    });
  });

  it("lists nobody before the first account, and answers a wrong command line with the usage", async () => {
    expect(await cli("list")).toEqual({ code: 0, out: "No staff accounts yet." });
    for (const argv of [[], ["promote", "--email", email], ["create", "--emial", email], ["revoke"]]) {
      const { code, out } = await cli(...argv);
      expect(code, argv.join(" ")).toBe(2);
      expect(out, argv.join(" ")).toContain("npm run admin -- grant --email E --role staff|admin");
    }
  });
});
