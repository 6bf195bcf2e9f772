import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import { withTestAuth } from "../../../tests/support/test-auth";
import { createDeskAccount } from "./create-desk-account.server";
import {
  firstAdminLinkLifetimeMs,
  hashSetupCode,
  offerFirstAdminLink,
  setupCodeState,
  redeemSetupCode,
} from "./first-admin-link.server";

// The one-time link that makes the first admin: offered while no admin exists, kept as a hash,
// good for 24 hours and for one admin, and void as soon as any admin exists.
describe.each(testDatabases())("the first-admin link on $name", (database) => {
  const ctx = withTestAuth(database);
  const publicUrl = "https://www.btmcarpentryworks.in/some/path";
  const start = new Date("2026-11-27T09:00:00.000Z");
  const later = (ms: number) => new Date(start.getTime() + ms);

  const offer = async (now = start) => {
    const link = await offerFirstAdminLink(ctx.handle.db, { publicUrl, now });
    return { link, code: link ? new URL(link.url).searchParams.get("code")! : "" };
  };
  const makeAdmin = (email = "owner@btmcarpentryworks.in", password = "Owners-own-password-1") =>
    createDeskAccount(ctx.t.auth, ctx.handle.db, { email, password, role: "admin" });
  const admins = async () =>
    (await ctx.handle.db.selectFrom("user").select("role").execute()).filter((row) => row.role === "admin")
      .length;

  it("offers a link at the site's origin with a long random code, and stores only the code's hash", async () => {
    const { link, code } = await offer();
    expect(link!.url).toMatch(/^https:\/\/www\.btmcarpentryworks\.in\/admin\/setup\?code=[\w-]{43}$/);
    expect(link!.expiresAt).toEqual(later(firstAdminLinkLifetimeMs));
    const rows = await ctx.handle.db.selectFrom("first_admin_links").selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ code_hash: hashSetupCode(code), used_at: null })]);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect((await offer()).code).not.toBe(code);
  });

  it("works until its 24 hours are up, and a wrong, cut or missing code opens nothing", async () => {
    const { code } = await offer();
    const db = ctx.handle.db;
    expect(await setupCodeState(db, code, later(firstAdminLinkLifetimeMs - 1))).toBe("open");
    expect(await setupCodeState(db, code, later(firstAdminLinkLifetimeMs))).toBe("spent");
    expect(await redeemSetupCode(db, code, later(firstAdminLinkLifetimeMs), makeAdmin)).toBeNull();
    expect(await setupCodeState(db, code.slice(1), start)).toBe("unknown");
    expect(await setupCodeState(db, `${code.slice(0, -1)}${code.endsWith("A") ? "B" : "A"}`, start)).toBe(
      "unknown",
    );
    expect(await setupCodeState(db, null, start)).toBe("unknown");
    expect(await admins()).toBe(0);
  });

  it("makes one admin, once: the link is then used, and so is every other link", async () => {
    const first = await offer();
    const second = await offer(later(1000));
    const made = await redeemSetupCode(ctx.handle.db, first.code, later(2000), makeAdmin);
    expect(made?.made).toMatchObject({ ok: true, kind: "created" });
    expect(await setupCodeState(ctx.handle.db, first.code, later(3000))).toBe("spent");
    expect(await setupCodeState(ctx.handle.db, second.code, later(3000))).toBe("spent");
    expect(
      await redeemSetupCode(ctx.handle.db, second.code, later(3000), () => makeAdmin("b@x.in")),
    ).toBeNull();
    expect(await admins()).toBe(1);
  });

  it("of two tabs using one link at once, exactly one makes an admin", async () => {
    const { code } = await offer();
    const other = await ctx.handle.another();
    try {
      const results = await Promise.all([
        redeemSetupCode(ctx.handle.db, code, later(1000), () => makeAdmin("one@x.in")),
        redeemSetupCode(other.db, code, later(1000), () => makeAdmin("two@x.in")),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await admins()).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("stops working when an admin is made another way, and no link is offered then", async () => {
    const { code } = await offer();
    await makeAdmin("cli-made@x.in");
    expect(await setupCodeState(ctx.handle.db, code, later(1000))).toBe("spent");
    expect(await redeemSetupCode(ctx.handle.db, code, later(1000), () => makeAdmin())).toBeNull();
    expect((await offer(later(2000))).link).toBeNull();
  });

  it("stays open when making the account fails, so the owner can try again", async () => {
    const { code } = await offer();
    await expect(
      redeemSetupCode(ctx.handle.db, code, later(1000), () =>
        Promise.reject(new Error("database went away")),
      ),
    ).rejects.toThrow("database went away");
    expect(await setupCodeState(ctx.handle.db, code, later(2000))).toBe("open");
  });

  it("is offered on a second server's start too, and either server accepts either link", async () => {
    const other = await ctx.handle.another();
    try {
      const mine = await offer();
      const theirs = await offerFirstAdminLink(other.db, { publicUrl, now: later(1000) });
      const theirCode = new URL(theirs!.url).searchParams.get("code");
      expect(await setupCodeState(other.db, mine.code, later(2000))).toBe("open");
      expect(await setupCodeState(ctx.handle.db, theirCode, later(2000))).toBe("open");
    } finally {
      await other.close();
    }
  });
});
