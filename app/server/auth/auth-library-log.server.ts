import { log } from "../log.server";

/** An error on one line: its message, and its cause's (the database's own words, mostly). */
export const errorLine = (error: unknown): string =>
  error instanceof Error
    ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ""}`
    : String(error);

/** The longest piece of one argument the log keeps. */
const longest = 300;

/**
 * What an argument the authentication library logs with says, on one line: an error's name and
 * message, a plain value cut short, and of anything else only the names of its fields, never their
 * values (the library logs requests and users, which carry e-mail addresses).
 */
function describe(value: unknown): unknown {
  if (value instanceof Error) return `${value.name}: ${errorLine(value)}`.slice(0, longest);
  if (typeof value === "string") return value.slice(0, longest);
  if (value === null || ["number", "boolean"].includes(typeof value)) return value;
  if (typeof value === "object") return `{${Object.keys(value).join(", ")}}`.slice(0, longest);
  return typeof value;
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
