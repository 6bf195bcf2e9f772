/**
 * What the desk's Better Auth endpoints answer in place of Better Auth's own body, or undefined to
 * leave the answer as it is. Only successful answers are changed; refusals keep their message.
 *
 * - Sign-in, and its code step (an authenticator's code or a recovery code): the answer without
 *   the session's token, which travels only in the HttpOnly cookie and so never reaches a script.
 * - Sign-up: one fixed answer. Better Auth echoes the account it made (or, for an address that
 *   already has one, a made-up one), which a careful caller could tell apart; nothing about the
 *   address comes back now, whether or not it has an account.
 */
const signInPaths = new Set(["/sign-in/email", "/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

export function replacedAnswer(path: string, returned: unknown): Record<string, unknown> | undefined {
  if (!returned || typeof returned !== "object" || returned instanceof Error) return undefined;
  if (signInPaths.has(path)) {
    const answer: Record<string, unknown> = { ...returned };
    delete answer.token;
    return answer;
  }
  if (path === "/sign-up/email") return { status: true };
  return undefined;
}
