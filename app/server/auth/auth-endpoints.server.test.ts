import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import { cookiesOf, withTestAuth } from "../../../tests/support/test-auth";

// Better Auth answers over HTTP only what the desk uses (docs/decisions/0017-auth-endpoints.md).
const deskEndpoints = [
  "POST /sign-in/email",
  "POST /sign-up/email",
  "POST /request-password-reset",
  "GET /reset-password/:token",
  "POST /reset-password",
  "GET /verify-email",
  "POST /two-factor/verify-totp",
  "POST /two-factor/verify-backup-code",
  "POST /two-factor/enable",
  "POST /two-factor/generate-backup-codes",
  "POST /two-factor/disable",
];

/** Endpoints of the admin plugin, which the desk does not load: administering users, impersonation. */
const pluginEndpoints = [
  "POST /admin/create-user",
  "POST /admin/set-user-password",
  "POST /admin/set-role",
  "POST /admin/impersonate-user",
  "GET /admin/list-users",
];

describe.each(testDatabases())("Better Auth's endpoints on $name", (database) => {
  let session: string[];
  const email = "anand@staff.example.in";
  const password = "Sheesham-and-ply-3";

  const ctx = withTestAuth(database, async (t, handle) => {
    await t.confirmedUser(email, password);
    await handle.db.updateTable("user").set({ role: "admin" }).where("email", "=", email).execute();
    session = cookiesOf(await t.signIn(email, password));
  });

  const call = (endpoint: string) => {
    const [method, path] = endpoint.split(" ") as [string, string];
    const concrete = path.replace(/:(\w+)/g, "some-$1");
    return method === "GET"
      ? ctx.t.get(concrete, { cookies: session })
      : ctx.t.post(
          concrete,
          { email, password, newPassword: "Another-pass-1", userId: "x" },
          { cookies: session },
        );
  };

  it("answers 404 to every other endpoint, even for a signed-in admin", async () => {
    const coreEndpoints = Object.values(ctx.t.auth.api).flatMap((endpoint) => {
      const options = endpoint.options as {
        method?: string | string[];
        metadata?: { SERVER_ONLY?: boolean };
      };
      if (!endpoint.path || options.metadata?.SERVER_ONLY) return [];
      return [options.method ?? "GET"].flat().map((method) => `${method} ${endpoint.path}`);
    });
    const turnedOff = [...coreEndpoints, ...pluginEndpoints].filter((e) => !deskEndpoints.includes(e));
    expect(turnedOff).toContain("GET /get-session");
    expect(turnedOff).toContain("GET /list-sessions");
    // The two-factor plugin's other endpoints: e-mailed codes (not set up), and the setup's
    // address again (the security page shows it once, when the setup starts).
    expect(turnedOff).toContain("POST /two-factor/send-otp");
    expect(turnedOff).toContain("POST /two-factor/verify-otp");
    expect(turnedOff).toContain("POST /two-factor/get-totp-uri");
    for (const endpoint of turnedOff) {
      const response = await call(endpoint);
      expect(response.status, endpoint).toBe(404);
    }
  });

  it("still answers the desk's endpoints", async () => {
    const newcomer = { email: "newcomer@staff.example.in", password: "Newcomer-pass-1", name: "newcomer" };
    const statuses = {
      "POST /sign-in/email": (await ctx.t.signIn(email, password)).status,
      "POST /sign-up/email": (await ctx.t.post("/sign-up/email", newcomer)).status,
      "POST /request-password-reset": (
        await ctx.t.post("/request-password-reset", { email, redirectTo: "/admin/reset-password" })
      ).status,
      "GET /reset-password/:token": (
        await ctx.t.get("/reset-password/unknown?callbackURL=/admin/reset-password")
      ).status,
      "POST /reset-password": (
        await ctx.t.post("/reset-password", { token: "unknown", newPassword: "Another-1" })
      ).status,
      "GET /verify-email": (await ctx.t.get("/verify-email?token=unknown&callbackURL=/admin")).status,
      // Without the code step's cookie, or without the account having two-factor on.
      "POST /two-factor/verify-totp": (await ctx.t.post("/two-factor/verify-totp", { code: "123456" }))
        .status,
      "POST /two-factor/verify-backup-code": (
        await ctx.t.post("/two-factor/verify-backup-code", { code: "abcde-12345" })
      ).status,
      "POST /two-factor/enable": (
        await ctx.t.post("/two-factor/enable", { password: "not-it" }, { cookies: session })
      ).status,
      "POST /two-factor/generate-backup-codes": (
        await ctx.t.post("/two-factor/generate-backup-codes", { password }, { cookies: session })
      ).status,
      "POST /two-factor/disable": (
        await ctx.t.post("/two-factor/disable", { password: "not-it" }, { cookies: session })
      ).status,
    };
    expect(Object.keys(statuses)).toEqual(deskEndpoints);
    expect(statuses).toEqual({
      "POST /sign-in/email": 200,
      "POST /sign-up/email": 200,
      "POST /request-password-reset": 200,
      // The links from the e-mails lead on to the desk's own pages, which say when a link is bad.
      "GET /reset-password/:token": 302,
      "POST /reset-password": 400,
      "GET /verify-email": 302,
      "POST /two-factor/verify-totp": 401,
      "POST /two-factor/verify-backup-code": 401,
      "POST /two-factor/enable": 400,
      "POST /two-factor/generate-backup-codes": 400,
      "POST /two-factor/disable": 400,
    });
  });

  it("hands no session token to scripts: the sign-in answer does not carry it", async () => {
    const response = await ctx.t.signIn(email, password);
    const token = cookiesOf(response)
      .find((cookie) => cookie.includes("session_token="))!
      .split("=")[1]!
      .split(".")[0]!;
    expect(token.length).toBeGreaterThan(10);
    expect(await response.text()).not.toContain(token);
  });

  it("takes no role from a sign-up", async () => {
    const response = await ctx.t.post("/sign-up/email", {
      email: "sneaky@staff.example.in",
      password: "Sneaky-password-1",
      name: "sneaky",
      role: "admin",
    });
    expect(response.status).toBeLessThan(500);
    const row = await ctx.handle.db
      .selectFrom("user")
      .select("role")
      .where("email", "=", "sneaky@staff.example.in")
      .executeTakeFirst();
    expect(row?.role ?? "user").toBe("user");
  });
});
