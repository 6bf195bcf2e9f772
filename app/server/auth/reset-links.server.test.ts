import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import { withTestAuth } from "../../../tests/support/test-auth";

// A password reset link works once, and only until the account's password changes: using any one
// link voids every other link of that account.
describe.each(testDatabases())("reset links on $name", (database) => {
  const email = "farah@staff.example.in";

  const ctx = withTestAuth(database, async (t) => {
    await t.confirmedUser(email, "First-password-1");
  });

  /** Asks for a reset link, as the forgot-password form does, and returns its token. */
  const askForLink = async (address = "203.0.113.31") => {
    const response = await ctx.t.post(
      "/request-password-reset",
      { email, redirectTo: "/admin/reset-password" },
      { address },
    );
    expect(response.status).toBe(200);
    const link = ctx.t.mails.findLast((mail) => /^Reset/.test(mail.subject))?.link;
    return new URL(link!).pathname.split("/").pop()!;
  };
  /** Where the link from the e-mail leads: the page with the form, or the page saying it is void. */
  const follow = async (token: string) => {
    const response = await ctx.t.get(`/reset-password/${token}?callbackURL=/admin/reset-password`);
    expect(response.status).toBe(302);
    return new URL(response.headers.get("location")!, "http://x").search;
  };
  const reset = (token: string, newPassword: string) => ctx.t.post("/reset-password", { token, newPassword });

  it("voids the older links when a newer one is used", async () => {
    const older = await askForLink();
    const newer = await askForLink();
    expect(await follow(older)).toBe(`?token=${older}`);

    expect((await reset(newer, "Newer-password-1")).status).toBe(200);

    expect(await follow(older)).toBe("?error=INVALID_TOKEN");
    expect((await reset(older, "Older-password-1")).status).toBe(400);
    expect((await ctx.t.signIn(email, "Newer-password-1")).status).toBe(200);
    expect((await ctx.t.signIn(email, "Older-password-1", { address: "203.0.113.32" })).status).toBe(401);
  });

  it("voids the newer links when an older one is used", async () => {
    const older = await askForLink();
    const newer = await askForLink();
    expect((await reset(older, "Older-password-1")).status).toBe(200);
    expect(await follow(newer)).toBe("?error=INVALID_TOKEN");
    expect((await reset(newer, "Newer-password-1")).status).toBe(400);
  });

  /** Every identifier in Better Auth's verification table, as stored. */
  const storedIdentifiers = async () =>
    (
      await (ctx.handle.db as unknown as Kysely<{ verification: { identifier: string } }>)
        .selectFrom("verification")
        .select("identifier")
        .execute()
    ).map((row) => row.identifier);

  it("keeps only a hash of each link's token, so a copy of the database resets no password", async () => {
    const token = await askForLink();
    const stored = await storedIdentifiers();
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain(token);

    // Whoever reads the table and tries what it holds, whole or after its prefix, gets nowhere.
    for (const copied of [stored[0]!, stored[0]!.slice(stored[0]!.indexOf(":") + 1)]) {
      expect(await follow(copied)).toBe("?error=INVALID_TOKEN");
      expect((await reset(copied, "Thiefs-password-1")).status).toBe(400);
    }
    // The link in the e-mail still works.
    expect((await reset(token, "Newer-password-1")).status).toBe(200);
  });

  it("still honours a link sent before tokens were hashed, once, until it expires", async () => {
    const { id } = await ctx.handle.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const token = "sentbeforehashing0123456";
    // Written as the links of that time were: the token itself as the identifier.
    const { adapter } = await ctx.t.auth.$context;
    await adapter.create({
      model: "verification",
      data: {
        identifier: `reset-password:${token}`,
        value: id,
        expiresAt: new Date(Date.now() + 30 * 60_000),
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    });
    expect(await follow(token)).toBe(`?token=${token}`);
    expect((await reset(token, "Newer-password-1")).status).toBe(200);
    expect((await reset(token, "Second-password-1")).status).toBe(400);
    expect((await ctx.t.signIn(email, "Newer-password-1")).status).toBe(200);
  });

  it("leaves other accounts' links alone", async () => {
    const other = "gita@staff.example.in";
    await ctx.t.confirmedUser(other, "Gitas-password-1");
    const response = await ctx.t.post("/request-password-reset", {
      email: other,
      redirectTo: "/admin/reset-password",
    });
    expect(response.status).toBe(200);
    const othersLink = new URL(ctx.t.mails.findLast((mail) => mail.to === other)!.link!).pathname
      .split("/")
      .pop()!;

    expect((await reset(await askForLink("203.0.113.33"), "Newer-password-1")).status).toBe(200);
    expect(await follow(othersLink)).toBe(`?token=${othersLink}`);
  });
});
