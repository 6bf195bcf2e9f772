import { afterEach, describe, expect, it, vi } from "vitest";
import { authLibraryLog } from "./auth-library-log.server";

// The authentication library's messages, as the server's log keeps them: one JSON line each, with an
// error's name and message but never a user's or a request's values.

describe("the authentication library's log lines", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps one line, an error's words, and of anything else only its field names", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const user = { id: "u1", email: "owner@example.in", name: "Asha Rao" };
    authLibraryLog(
      "error",
      "Failed to create user",
      new Error("duplicate key", { cause: new Error("users_email_key") }),
      user,
      "x".repeat(1000),
    );
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { msg: string; message: string; details: string[] };
    expect(line).toMatchObject({ msg: "auth_library", message: "Failed to create user" });
    expect(line.details).toEqual([
      "Error: duplicate key: users_email_key",
      "{id, email, name}",
      "x".repeat(300),
    ]);
    expect(lines[0]).not.toContain("owner@example.in");
    expect(lines[0]).not.toContain("Asha");
  });
});
