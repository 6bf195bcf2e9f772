import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import { cookiesOf, withTestAuth } from "../../../tests/support/test-auth";

// Anyone can sign up with any address, the owner's included, before the owner does. The password
// a confirmed account signs in with is one that whoever reads the address's mail knows: following
// the e-mailed link confirms nothing by itself; the browser that followed it then signs in with the
// account's password, and only that confirms the account. A later sign-up for an address nobody
// confirmed replaces the waiting password and sends a fresh link.
describe.each(testDatabases())("an address someone else signed up with, on $name", (database) => {
  const owner = "owner@btmcarpentryworks.in";
  const squatters = "Squatters-password-1";
  const owners = "Owners-own-password-1";
  const squatter = { address: "198.51.100.7" };

  const ctx = withTestAuth(database);

  const callbackURL = "/admin?verified=1";
  const signUp = (password: string, address: string) =>
    ctx.t.post("/sign-up/email", { email: owner, password, name: "owner", callbackURL }, { address });
  /** The owner opens the newest link in their mailbox; the cookies it leaves in their browser. */
  const followNewestLink = async () => {
    const link = ctx.t.mails.findLast((mail) => mail.to === owner)?.link;
    expect(link).toBeTruthy();
    const response = await ctx.t.auth.handler(new Request(link!));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(callbackURL);
    return cookiesOf(response);
  };
  const confirmed = async () =>
    Boolean(
      (
        await ctx.handle.db
          .selectFrom("user")
          .select("emailVerified")
          .where("email", "=", owner)
          .executeTakeFirstOrThrow()
      ).emailVerified,
    );

  it("the owner following the link of the squatter's sign-up does not let the squatter in", async () => {
    expect((await signUp(squatters, squatter.address)).status).toBe(200);
    const ownersBrowser = await followNewestLink();

    expect((await ctx.t.signIn(owner, squatters, squatter)).status).toBe(403);
    expect(await confirmed()).toBe(false);
    // Nor does the owner's browser, with the password the owner would try.
    const guess = await ctx.t.signIn(owner, owners, { address: "203.0.113.51", cookies: ownersBrowser });
    expect(guess.status).toBe(401);
    expect(await confirmed()).toBe(false);
    expect((await ctx.t.signIn(owner, squatters, squatter)).status).toBe(403);
  });

  it("the owner's own sign-up replaces the waiting password; their browser then signs in with theirs", async () => {
    expect((await signUp(squatters, squatter.address)).status).toBe(200);
    expect((await signUp(owners, "203.0.113.52")).status).toBe(200);
    expect(ctx.t.mails.filter((mail) => mail.to === owner)).toHaveLength(2);
    const ownersBrowser = await followNewestLink();

    const signIn = await ctx.t.signIn(owner, owners, { address: "203.0.113.52", cookies: ownersBrowser });
    expect(signIn.status).toBe(200);
    expect(cookiesOf(signIn).some((cookie) => cookie.includes("session_token="))).toBe(true);
    expect(signIn.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^desk_confirm=; .*Max-Age=0/),
    );
    expect(await confirmed()).toBe(true);
    expect((await ctx.t.signIn(owner, squatters, squatter)).status).toBe(401);
  });

  it("a browser that followed another account's link confirms nothing here", async () => {
    const other = "other@btmcarpentryworks.in";
    await ctx.t.post("/sign-up/email", { email: other, password: squatters, name: "other" }, squatter);
    const link = ctx.t.mails.findLast((mail) => mail.to === other)!.link!;
    const squattersBrowser = cookiesOf(await ctx.t.auth.handler(new Request(link)));
    expect((await signUp(squatters, squatter.address)).status).toBe(200);

    const signIn = await ctx.t.signIn(owner, squatters, { ...squatter, cookies: squattersBrowser });
    expect(signIn.status).toBe(403);
    expect(await confirmed()).toBe(false);
  });

  it("a confirmed account's password is never replaced by signing up again", async () => {
    await ctx.t.confirmedUser(owner, owners);
    expect((await signUp(squatters, squatter.address)).status).toBe(200);
    expect((await ctx.t.signIn(owner, squatters, squatter)).status).toBe(401);
    expect((await ctx.t.signIn(owner, owners)).status).toBe(200);
  });
});
