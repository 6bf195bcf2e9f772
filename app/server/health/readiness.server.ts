/** What one readiness check found: `ok`, a short `problem` when not (never an error's own words), and figures. */
export type CheckResult = {
  ok: boolean;
  problem?: string;
  [figure: string]: string | number | boolean | null | undefined;
};

/** One thing the server needs to take enquiries, by the name /readyz shows it under. */
export type ReadinessCheck = { name: string; run: () => Promise<CheckResult> | CheckResult };

export type Readiness = { ready: boolean; checks: Record<string, CheckResult> };

/** A check that has not answered in this long counts as failed: a monitor must get its answer. */
const checkTimeoutMs = 2_000;

function withinTime(check: ReadinessCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, problem: "no answer within 2 s" }), checkTimeoutMs);
    timer.unref();
  });
  const answer = Promise.resolve()
    .then(() => check.run())
    .catch((): CheckResult => ({ ok: false, problem: "failed" }));
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/**
 * Runs the checks together; ready when every one is ok. Requests that arrive while a run is under
 * way share it, so a flood of /readyz costs one run at a time. `onChange` hears of each check whose
 * state (ok or not) changed since the last run, so the log says when something broke and mended.
 */
export function readiness(
  checks: readonly ReadinessCheck[],
  onChange: (name: string, result: CheckResult) => void = () => {},
) {
  let running: Promise<Readiness> | undefined;
  const last = new Map<string, boolean>();
  const run = async (): Promise<Readiness> => {
    const results = await Promise.all(checks.map(withinTime));
    const named = Object.fromEntries(checks.map(({ name }, i) => [name, results[i]!]));
    for (const [name, result] of Object.entries(named)) {
      if (last.get(name) !== result.ok && (last.has(name) || !result.ok)) onChange(name, result);
      last.set(name, result.ok);
    }
    return { ready: results.every((result) => result.ok), checks: named };
  };
  return (): Promise<Readiness> => {
    running ??= run().finally(() => (running = undefined));
    return running;
  };
}
