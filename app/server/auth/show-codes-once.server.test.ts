import { describe, expect, it } from "vitest";
import { codesToShow, showCodesOnce } from "./show-codes-once.server";

const secret = "test-secret-that-is-long-enough-for-better-auth-0123456789";
const now = new Date("2026-11-24T10:00:00Z");

/** A request carrying the cookie a Set-Cookie header sets. */
const requestWith = (setCookie: string) =>
  new Request("http://127.0.0.1/admin/security", { headers: { cookie: setCookie.split(";")[0]! } });

describe("showing new recovery codes once", () => {
  it("shows them to the account it was set for, then clears the cookie", () => {
    const header = showCodesOnce(secret, "user-1", now, false);
    expect(header).toMatch(
      /^desk_show_codes=\d+\.[\w-]+; Path=\/admin; Max-Age=120; HttpOnly; SameSite=Strict$/,
    );
    const shown = codesToShow(requestWith(header), secret, "user-1", now, false);
    expect(shown.show).toBe(true);
    expect(shown.clear).toMatch(/^desk_show_codes=; .*Max-Age=0/);
  });

  it("is Secure over https", () => {
    expect(showCodesOnce(secret, "user-1", now, true)).toMatch(/; Secure$/);
  });

  it("shows nothing to another account, after two minutes, or for a cookie made without the secret", () => {
    const header = showCodesOnce(secret, "user-1", now, false);
    expect(codesToShow(requestWith(header), secret, "user-2", now, false).show).toBe(false);
    const later = new Date(now.getTime() + 121_000);
    expect(codesToShow(requestWith(header), secret, "user-1", later, false).show).toBe(false);
    const forged = showCodesOnce("another-secret-that-is-long-enough-0123456789", "user-1", now, false);
    expect(codesToShow(requestWith(forged), secret, "user-1", now, false)).toMatchObject({ show: false });
    const nonsense = codesToShow(requestWith("desk_show_codes=nonsense"), secret, "user-1", now, false);
    expect(nonsense.show).toBe(false);
    expect(nonsense.clear).toContain("Max-Age=0");
  });

  it("says nothing, and clears nothing, without the cookie", () => {
    expect(codesToShow(new Request("http://127.0.0.1/"), secret, "user-1", now, false)).toEqual({
      show: false,
    });
  });
});
