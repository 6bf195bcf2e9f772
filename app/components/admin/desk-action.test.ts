import { UNSAFE_ErrorResponseImpl as ErrorResponse, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskClientAction } from "./desk-action";

// What a desk action answers in the browser when its post fails: the notice names the action and says
// whether the server could not be reached or failed; the server's own refusals and redirects pass on.

// What React Router rejects with is not always an Error (a refusal is an ErrorResponse, a redirect a
// Response): the cast only quiets the linter.
const failing = (error: unknown) => () =>
  deskClientAction({ serverAction: () => Promise.reject(error as Error) }, "Error X");

describe("a desk action whose post fails", () => {
  it("says the server could not be reached when the fetch itself fails, or a proxy could not reach it", async () => {
    for (const error of [new TypeError("Failed to fetch"), new ErrorResponse(502, "Bad Gateway", "")]) {
      const answer = await failing(error)();
      expect(answer).toMatchObject({
        data: {
          toast: { title: "Error X", text: copy.notices.unreachable, tone: "error" },
          unreachable: true,
        },
        init: { status: 503 },
      });
    }
  });

  it("says the server failed when its action threw, without blaming the connection", async () => {
    const answer = await failing(new Error("Unexpected Server Error"))();
    expect(answer).toMatchObject({
      data: { toast: { title: "Error X", text: copy.notices.serverFailed, tone: "error" } },
      init: { status: 500 },
    });
    expect(JSON.stringify(answer)).not.toContain(copy.notices.unreachable);
  });

  it("passes the server's own refusals and redirects on, and its answer when it succeeds", async () => {
    const refusal = new ErrorResponse(403, "Forbidden", "");
    await expect(failing(refusal)()).rejects.toBe(refusal);
    const moved = redirect("/admin");
    await expect(failing(moved)()).rejects.toBe(moved);
    await expect(deskClientAction({ serverAction: () => Promise.resolve({ ok: 1 }) })).resolves.toEqual({
      ok: 1,
    });
  });
});
