import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import { testAuth, withTestAuth } from "../../../tests/support/test-auth";

// Signing up never tells whether the address already has an account: the same request gets the
// same answer before and after there is one, confirmed or not.
describe.each(testDatabases())("the sign-up answer on $name", (database) => {
  const ctx = withTestAuth(database);

  const signUp = async (email: string, address: string) => {
    const response = await ctx.t.post(
      "/sign-up/email",
      { email, password: "Same-password-1", name: "same" },
      { address },
    );
    return { status: response.status, cookies: response.headers.getSetCookie(), body: await response.text() };
  };

  it("is the same for a new address and for one with an unconfirmed account", async () => {
    const email = "first-time@staff.example.in";
    const fresh = await signUp(email, "203.0.113.21");
    const again = await signUp(email, "203.0.113.22");
    expect(fresh.status).toBe(200);
    expect(again).toEqual(fresh);
    expect(fresh.cookies).toEqual([]);
    // Each sign-up for an address nobody confirmed sends a fresh link (its password now waits).
    expect(ctx.t.mails.filter((mail) => mail.to === email)).toHaveLength(2);
  });

  it("is the same for a new address and for one with a confirmed account", async () => {
    const email = "known@staff.example.in";
    await ctx.t.confirmedUser(email, "Known-password-1");
    const taken = await signUp(email, "203.0.113.23");
    const fresh = await signUp("unknown@staff.example.in", "203.0.113.24");
    expect(taken.status).toBe(200);
    expect(taken).toEqual(fresh);
  });
});

describe.each(testDatabases())("e-mail sending on $name", (database) => {
  it("does not hold up the answer, so its time tells nothing either", async () => {
    const handle = await database.open();
    try {
      // A mail server that never answers.
      const t = testAuth(handle, { mail: () => new Promise<void>(() => undefined) });
      const response = await t.post("/sign-up/email", {
        email: "slow-mail@staff.example.in",
        password: "Same-password-1",
        name: "slow",
      });
      expect(response.status).toBe(200);
      expect(t.mails.map((mail) => mail.to)).toEqual(["slow-mail@staff.example.in"]);
      const reset = await t.post("/request-password-reset", {
        email: "slow-mail@staff.example.in",
        redirectTo: "/admin/reset-password",
      });
      expect(reset.status).toBe(200);
    } finally {
      await handle.drop();
    }
  });
});
