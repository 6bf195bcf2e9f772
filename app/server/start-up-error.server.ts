/**
 * Why the server cannot start, in one line that names the variable or file to fix and never a
 * secret. `npm start` prints it after "Cannot start: " and exits 1 (server.js).
 */
export class StartupError extends Error {
  override name = "StartupError";
}

const reasons: Record<string, string> = {
  ENOENT: "no such file or folder",
  ENOTDIR: "part of the path is a file, not a folder",
  EEXIST: "a file is where a folder should be",
  EISDIR: "it is a folder",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the file system is read-only",
  ENOSPC: "the disk is full",
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "no such host",
  EAI_AGAIN: "the host name could not be looked up",
  ETIMEDOUT: "timed out",
  EHOSTUNREACH: "host unreachable",
  SQLITE_CANTOPEN: "unable to open it",
  SQLITE_NOTADB: "it is not an SQLite database",
  SQLITE_CORRUPT: "the database is damaged",
  SQLITE_READONLY: "it is read-only",
};

/** A failure's cause in a few words, on one line: from its code when known, else its message's first line. */
export function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && reasons[code]) return reasons[code];
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0]?.trim() || (typeof code === "string" ? code : "unknown error");
}
