import { log } from "../log.server";

/** An error on one line: its message, and its cause's (the database's own words, mostly). */
export const errorLine = (error: unknown): string =>
  error instanceof Error
    ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ""}`
    : String(error);

/** What an argument the authentication library logs with says, on one line. */
function describe(value: unknown): unknown {
  if (value instanceof Error) return `${value.name}: ${errorLine(value)}`;
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) return value;
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

/**
 * Better Auth's logger, writing into the server's JSON log: one line per message (`auth_library`),
 * its words in `message` and whatever it logs with (an error, mostly) in `details`, each said on
 * one line (an error's name and message, not its stack). Without it, the library writes coloured,
 * multi-line dumps that split into many lines of the log and match none of its searches.
 */
export function authLibraryLog(
  level: "debug" | "info" | "success" | "warn" | "error",
  message: string,
  ...args: unknown[]
): void {
  log(level === "error" ? "error" : level === "warn" ? "warn" : "info", "auth_library", {
    message,
    ...(args.length ? { details: args.map(describe) } : {}),
  });
}
