import { describe, expect, it } from "vitest";
import { deskPaths } from "~/lib/desk-paths";
import {
  actingDeskMember,
  mustEnrolTwoFactor,
  pageRefusal,
  requireTwoFactorIfRequired,
  type Staff,
} from "./require-role.server";

// REQUIRE_2FA=admin: an admin who has not turned on two-factor sign-in reaches only the security
// page; pages send it there, the JSON API answers 403 with a reason. Nobody else is held back.

process.env.REQUIRE_2FA = "admin";

const staff = (roles: string[], twoFactor: boolean): Staff => ({
  id: "u1",
  email: "a@staff.example.in",
  name: "a",
  roles: new Set(roles),
  role: roles.includes("admin") ? "admin" : roles.includes("staff") ? "staff" : null,
  twoFactor,
});

describe("two-factor sign-in required of admins", () => {
  it.each([
    ["an admin without it", ["admin"], false, "admin", true],
    ["an admin with it", ["admin"], true, "admin", false],
    ["staff without it", ["staff"], false, "admin", false],
    ["an account without a role", [], false, "admin", false],
    ["an admin without it, when it is off", ["admin"], false, "off", false],
  ] as const)("%s must turn it on first: %s", (_who, roles, twoFactor, policy, must) => {
    expect(mustEnrolTwoFactor(staff([...roles], twoFactor), policy)).toBe(must);
  });

  it("answers the JSON API with 403 and the reason", async () => {
    let thrown: unknown;
    try {
      requireTwoFactorIfRequired(staff(["admin"], false));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Turn on two-factor sign-in first, at /admin/security." });
  });

  it("sends a desk page to the security page", () => {
    let thrown: unknown;
    try {
      requireTwoFactorIfRequired(staff(["admin"], false), pageRefusal);
    } catch (error) {
      thrown = error;
    }
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(deskPaths.security);
  });

  it("lets through an admin who has it on", () => {
    expect(() => requireTwoFactorIfRequired(staff(["admin"], true))).not.toThrow();
  });
});

describe("a request that may come from a desk member (POST /api/leads)", () => {
  const refusalOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error as Response;
    }
    return null;
  };

  it("is refused for an admin without two-factor sign-in, as every desk request is", async () => {
    const refused = refusalOf(() => actingDeskMember(staff(["admin"], false)));
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toEqual({ error: "Turn on two-factor sign-in first, at /admin/security." });
  });

  it.each([
    ["an admin with it", ["admin"], true, "admin"],
    ["staff without it", ["staff"], false, "staff"],
  ] as const)("acts as %s", (_who, roles, twoFactor, role) => {
    expect(actingDeskMember(staff([...roles], twoFactor))).toMatchObject({ id: "u1", role });
  });

  it("is a visitor's without a session, or from an account without a desk role", () => {
    expect(actingDeskMember(null)).toBeNull();
    expect(actingDeskMember(staff([], false))).toBeNull();
  });
});
