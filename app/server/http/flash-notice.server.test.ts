import { describe, expect, it } from "vitest";
import { flashNotice, takeFlashNotice } from "./flash-notice.server";

const requestWith = (cookie: string) => new Request("http://localhost/admin", { headers: { cookie } });
const cookieOf = (headers: Headers) => headers.get("set-cookie")!.split(";")[0]!;

describe("flash notices", () => {
  it("carry a notice to the next page once, and clear it there", () => {
    const toast = {
      title: "Lead updated",
      text: "Lead status changed to qualified",
      tone: "success" as const,
    };
    const set = flashNotice(toast);
    expect(set.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax/);
    const taken = takeFlashNotice(requestWith(`other=1; ${cookieOf(set)}`));
    expect(taken.toast).toEqual(toast);
    expect(taken.headers?.get("set-cookie")).toMatch(/^desk_notice=; Path=\/; Max-Age=0/);
  });

  it("show nothing for a page without one", () => {
    expect(takeFlashNotice(requestWith("other=1"))).toEqual({});
  });

  it("show nothing for a cookie that is not a notice, and clear it", () => {
    for (const value of ["%%%", Buffer.from('{"title":1}').toString("base64url"), "bm90IGpzb24"]) {
      const taken = takeFlashNotice(requestWith(`desk_notice=${value}`));
      expect(taken.toast).toBeUndefined();
      expect(taken.headers?.get("set-cookie")).toMatch(/Max-Age=0/);
    }
  });
});
