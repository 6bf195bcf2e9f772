type Level = "info" | "warn" | "error";

/**
 * Info and warning lines written in one turn of the event loop go out together, in one write at
 * its end: under load a line per lead, each its own blocking write to a pipe, cost the serving
 * thread more than the lead's validation. Errors go out at once, after the lines before them, and
 * whatever is left is written when the process exits.
 */
let pending: string[] = [];
/** Where info and warning lines go: stdout, unless a command's stdout is its output (a file). */
let toStandardError = false;

/** Sends every log line to stderr: for a command whose stdout is what it prints (`profile export`). */
export function logToStandardError(): void {
  toStandardError = true;
}

function writePending() {
  if (pending.length === 0) return;
  const lines = pending.join("\n");
  pending = [];
  if (toStandardError) console.error(lines);
  else console.log(lines);
}
process.on("exit", writePending);

/** One JSON object per line, so logs can be searched and shipped without parsing prose. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error") {
    writePending();
    console.error(line);
    return;
  }
  if (pending.length === 0) setImmediate(writePending);
  pending.push(line);
}
