import { readFileSync } from "node:fs";
import { log } from "./log.server";

export type Clock = () => Date;

/**
 * The desk's "now": the real time, or, when CLOCK_FILE names a file (tests only), the time
 * written in it, read afresh each time, so a test moves the desk to tomorrow by rewriting the file.
 * A file that is missing or holds no time leaves the real time.
 */
export function deskClock(file: string | undefined): Clock {
  if (!file) return () => new Date();
  log("warn", "clock_from_file", { file, note: "the desk's time is read from this file (tests only)" });
  return () => {
    try {
      const at = new Date(readFileSync(file, "utf8").trim());
      return Number.isFinite(at.getTime()) ? at : new Date();
    } catch {
      return new Date();
    }
  };
}
