import { composeDigest, queueDigestNow } from "./digest.server";
import type { SendNowCommand } from "./send-now-cli.server";

/** `npm run digest -- --now [--dry-run]` (see the README): today's digest, each e-mail printed. */
export const digestCommand: SendNowCommand = {
  usage: `Usage:
  npm run digest -- --now
      write today's morning digest and send it at once, to every desk member with something to
      hear; the scheduled digest still goes at DIGEST_TIME
  npm run digest -- --now --dry-run
      print it without sending anything`,
  name: "digest",
  compose: composeDigest,
  queue: queueDigestNow,
  nothing: "Nobody has a follow-up due or, for admins, a lead waiting: nothing to send.",
};
