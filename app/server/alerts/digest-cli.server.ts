import type { Runtime } from "../runtime.server";
import { composeDigest, queueDigestNow } from "./digest.server";
import { runSendNowCli } from "./send-now-cli.server";

const usage = `Usage:
  npm run digest -- --now
      write today's morning digest and send it at once, to every desk member with something to
      hear; the scheduled digest still goes at DIGEST_TIME
  npm run digest -- --now --dry-run
      print it without sending anything`;

/** `npm run digest -- --now [--dry-run]` (see the README): today's digest, each e-mail printed. */
export const runDigestCli = (
  argv: string[],
  services?: Promise<Pick<Runtime, "database" | "now" | "mailSender">>,
  out?: (line: string) => void,
) =>
  runSendNowCli(
    {
      usage,
      name: "digest",
      compose: composeDigest,
      queue: queueDigestNow,
      nothing: "Nobody has a follow-up due or, for admins, a lead waiting: nothing to send.",
    },
    argv,
    services,
    out,
  );
