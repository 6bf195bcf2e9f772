import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { cookiesOf, withTestAuth } from "../../../tests/support/test-auth";
import { testDatabases } from "../../../tests/support/test-database";
import type { Db } from "../db/connect.server";
import { listStaffAccounts, revokeDeskAccess, setDeskRole } from "./staff-accounts.server";

// Who may use the desk: one desk role per account (set, not added), the last admin kept, and when
// each account last signed in.
describe.each(testDatabases())("staff accounts on $name", (database) => {
  const password = "Staff-password-1";
  const owner = "owner@btmcarpentryworks.in";
  const partner = "partner@btmcarpentryworks.in";
  const fitter = "fitter@btmcarpentryworks.in";
  const newcomer = "newcomer@btmcarpentryworks.in";
  const stranger = "stranger@btmcarpentryworks.in";

  // The owner and the partner are admins, the fitter staff; the newcomer signed up and confirmed;
  // the stranger signed up and never confirmed.
  const ctx = withTestAuth(database, async (t, handle) => {
    for (const email of [owner, partner, fitter, newcomer]) await t.confirmedUser(email, password);
    const signUp = await t.post("/sign-up/email", { email: stranger, password, name: "stranger" });
    if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
    await setRole(handle.db, owner, "admin");
    await setRole(handle.db, partner, "admin,staff");
    await setRole(handle.db, fitter, "staff");
  });

  const setRole = (db: Db, email: string, role: string) =>
    db.updateTable("user").set({ role }).where("email", "=", email).execute();
  const roleOf = async (email: string) =>
    (
      await ctx.handle.db
        .selectFrom("user")
        .select("role")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).role;
  const sessionsOf = async (email: string) =>
    (
      await (
        ctx.handle.db as unknown as Kysely<{
          session: { userId: string };
          user: { id: string; email: string };
        }>
      )
        .selectFrom("session")
        .innerJoin("user", "user.id", "session.userId")
        .select("session.userId")
        .where("user.email", "=", email)
        .execute()
    ).length;

  describe("the list", () => {
    it("holds the accounts with a desk role, admins first, each with its one role", async () => {
      const accounts = await listStaffAccounts(ctx.handle.db);
      expect(accounts.map(({ email, role, confirmed }) => ({ email, role, confirmed }))).toEqual([
        { email: owner, role: "admin", confirmed: true },
        { email: partner, role: "admin", confirmed: true },
        { email: fitter, role: "staff", confirmed: true },
      ]);
    });

    it("with the accounts without access, holds the confirmed ones only", async () => {
      const accounts = await listStaffAccounts(ctx.handle.db, { withoutAccess: true });
      expect(accounts.map(({ email, role }) => [email, role])).toEqual([
        [owner, "admin"],
        [partner, "admin"],
        [fitter, "staff"],
        [newcomer, null],
      ]);
    });

    it("says when each account last signed in, and never before it first does", async () => {
      const before = await listStaffAccounts(ctx.handle.db);
      expect(before.map((account) => account.lastSignInAt)).toEqual([null, null, null]);

      expect((await ctx.t.signIn(fitter, password)).status).toBe(200);
      const first = (await listStaffAccounts(ctx.handle.db)).find((account) => account.email === fitter);
      expect(first?.lastSignInAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

      const day = 24 * 60 * 60 * 1000;
      ctx.t.advance(day);
      expect((await ctx.t.signIn(fitter, password)).status).toBe(200);
      const second = (await listStaffAccounts(ctx.handle.db)).find((account) => account.email === fitter);
      expect(Date.parse(second!.lastSignInAt!) - Date.parse(first!.lastSignInAt!)).toBe(day);
      // Nobody else signed in.
      const others = (await listStaffAccounts(ctx.handle.db)).filter((account) => account.email !== fitter);
      expect(others.map((account) => account.lastSignInAt)).toEqual([null, null]);
    });
  });

  describe("granting", () => {
    it("lets a confirmed account in as staff, and then as an admin", async () => {
      const staff = await setDeskRole(ctx.handle.db, { email: newcomer }, "staff");
      expect(staff).toMatchObject({ ok: true, before: null, account: { email: newcomer, role: "staff" } });
      expect(await roleOf(newcomer)).toBe("staff");
      const admin = await setDeskRole(ctx.handle.db, { email: newcomer }, "admin");
      expect(admin).toMatchObject({ ok: true, before: "staff", account: { role: "admin" } });
      expect(await roleOf(newcomer)).toBe("admin");
    });

    it("sets the role rather than adding it: an admin granted staff is staff only, and keeps its sessions", async () => {
      expect((await ctx.t.signIn(partner, password)).status).toBe(200);
      const change = await setDeskRole(ctx.handle.db, { email: partner }, "staff");
      expect(change).toMatchObject({ ok: true, before: "admin", account: { role: "staff" } });
      expect(await roleOf(partner)).toBe("staff");
      expect(await sessionsOf(partner)).toBe(1);
    });

    it("finds the account by its id too", async () => {
      const [account] = (await listStaffAccounts(ctx.handle.db, { withoutAccess: true })).filter(
        (entry) => entry.email === newcomer,
      );
      expect(await setDeskRole(ctx.handle.db, { id: account!.id }, "staff")).toMatchObject({ ok: true });
      expect(await roleOf(newcomer)).toBe("staff");
    });

    it("refuses an account nobody confirmed, and an address without an account", async () => {
      expect(await setDeskRole(ctx.handle.db, { email: stranger }, "staff")).toMatchObject({
        ok: false,
        reason: "unconfirmed",
      });
      expect(await roleOf(stranger)).toBe("user");
      expect(await setDeskRole(ctx.handle.db, { email: "nobody@example.in" }, "admin")).toEqual({
        ok: false,
        reason: "no-account",
      });
    });
  });

  describe("revoking", () => {
    it("takes every desk role away and ends the account's sessions", async () => {
      const signIn = await ctx.t.signIn(fitter, password);
      expect(signIn.status).toBe(200);
      const change = await revokeDeskAccess(ctx.handle.db, { email: fitter });
      expect(change).toMatchObject({ ok: true, before: "staff", account: { role: null } });
      expect(await roleOf(fitter)).toBe("user");
      expect(await sessionsOf(fitter)).toBe(0);
      const session = await ctx.t.auth.api.getSession({
        headers: new Headers({ cookie: cookiesOf(signIn).join("; ") }),
      });
      expect(session).toBeNull();
      // Still on the list of accounts an admin may let in again.
      const accounts = await listStaffAccounts(ctx.handle.db, { withoutAccess: true });
      expect(accounts.find((account) => account.email === fitter)?.role).toBeNull();
    });

    it("takes an admin's roles, staff included, while another admin is left", async () => {
      expect(await revokeDeskAccess(ctx.handle.db, { email: partner })).toMatchObject({
        ok: true,
        before: "admin",
      });
      expect(await roleOf(partner)).toBe("user");
    });
  });

  describe("the last admin", () => {
    it("can be neither revoked nor made staff, and keeps its sessions", async () => {
      expect((await revokeDeskAccess(ctx.handle.db, { email: partner })).ok).toBe(true);
      expect((await ctx.t.signIn(owner, password)).status).toBe(200);

      expect(await revokeDeskAccess(ctx.handle.db, { email: owner })).toMatchObject({
        ok: false,
        reason: "last-admin",
        account: { email: owner, role: "admin" },
      });
      expect(await setDeskRole(ctx.handle.db, { email: owner }, "staff")).toMatchObject({
        ok: false,
        reason: "last-admin",
      });
      expect(await roleOf(owner)).toBe("admin");
      expect(await sessionsOf(owner)).toBe(1);
      // Granting admin again changes nothing and is no demotion.
      expect(await setDeskRole(ctx.handle.db, { email: owner }, "admin")).toMatchObject({
        ok: true,
        before: "admin",
      });
      // Once there is another admin, it may go.
      expect((await setDeskRole(ctx.handle.db, { email: fitter }, "admin")).ok).toBe(true);
      expect((await revokeDeskAccess(ctx.handle.db, { email: owner })).ok).toBe(true);
    });

    it("holds when the last two admins are revoked at once: one of the two is refused", async () => {
      // On PostgreSQL from two servers (two pools); on SQLite through the one connection that one
      // server's requests share (another process's writer waits at BEGIN IMMEDIATE, which one
      // thread cannot show: better-sqlite3 waits for the lock without yielding).
      const second = database.name === "postgres" ? await ctx.handle.another() : ctx.handle;
      try {
        const results = await Promise.all([
          revokeDeskAccess(ctx.handle.db, { email: owner }),
          revokeDeskAccess(second.db, { email: partner }),
        ]);
        expect(results.filter((result) => result.ok)).toHaveLength(1);
        expect(results.filter((result) => !result.ok)).toMatchObject([{ reason: "last-admin" }]);
        const admins = (await listStaffAccounts(ctx.handle.db)).filter((account) => account.role === "admin");
        expect(admins).toHaveLength(1);
      } finally {
        if (second !== ctx.handle) await second.close();
      }
    });

    it("holds when the last two admins are made staff at once", async () => {
      const second = database.name === "postgres" ? await ctx.handle.another() : ctx.handle;
      try {
        const results = await Promise.all([
          setDeskRole(ctx.handle.db, { email: owner }, "staff"),
          setDeskRole(second.db, { email: partner }, "staff"),
        ]);
        expect(results.map((result) => result.ok).sort()).toEqual([false, true]);
        const admins = (await listStaffAccounts(ctx.handle.db)).filter((account) => account.role === "admin");
        expect(admins).toHaveLength(1);
      } finally {
        if (second !== ctx.handle) await second.close();
      }
    });
  });
});
