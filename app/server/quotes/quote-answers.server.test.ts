import { describe, expect, it } from "vitest";
import { quoteAnswer } from "./quote-answers.server";

describe("how the quotes API answers the store's outcomes", () => {
  it.each([
    [{ kind: "done", value: { id: "q" } } as const, 201, { id: "q" }],
    [{ kind: "not-found" } as const, 404, { error: "No such quote." }],
    [{ kind: "forbidden", error: "Admins only." } as const, 403, { error: "Admins only." }],
    [{ kind: "conflict", error: "Sent." } as const, 409, { error: "Sent." }],
    [
      { kind: "invalid", errors: { "sections.0.lines.1.rate": "expected rupees" } } as const,
      422,
      { errors: { "sections.0.lines.1.rate": "expected rupees" } },
    ],
  ])("%o -> %i", async (result, status, body) => {
    const response = quoteAnswer(result, 201);
    expect(response.status).toBe(status);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual(body);
  });
});
