/** The server's structured log line: level, message name, fields. */
export type Log = (level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown>) => void;

/**
 * Runs `run` at start and then every `everyMs`, never two at once: a look while one runs waits for
 * it. A failure is logged as `failed` and the next look tries again. The timer does not keep the
 * process alive. The digest, the weekly report and the tidy of the visit counts each run on one;
 * every server may run them, the database decides which server does a given day's or week's work.
 */
export function startPeriodicJob<T>(options: {
  run: () => Promise<T>;
  everyMs: number;
  failed: string;
  log: Log;
}) {
  let running: Promise<T | undefined> | undefined;

  function check(): Promise<T | undefined> {
    running ??= options
      .run()
      .catch((error: unknown) => {
        options.log("error", options.failed, {
          error: error instanceof Error ? error.message : String(error),
        });
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void check(), options.everyMs).unref();
  void check();
  return {
    /** Looks now, besides the timer's looks. */
    check,
    /** Stops looking, and waits for a look in progress to end. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
