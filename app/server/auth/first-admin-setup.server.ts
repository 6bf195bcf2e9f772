import { data, redirect } from "react-router";
import { adminCopy } from "~/lib/admin-copy";
import { firstAdminSchema } from "~/lib/auth-schema";
import { deskPaths } from "~/lib/desk-paths";
import { rateLimitClient } from "../client-address.server";
import { flashNotice } from "../http/flash-notice.server";
import { fieldErrorsOf } from "../http/json-answer.server";
import { requireSameOrigin } from "../http/same-origin.server";
import { log } from "../log.server";
import { hitRateLimit, type RateLimit } from "../rate-limit.server";
import { getRuntime } from "../runtime.server";
import { getConfig } from "../site.server";
import { clientAddressHeader } from "./better-auth.server";
import { createDeskAccount } from "./create-desk-account.server";
import { type SetupCodeState, setupCodeState, redeemSetupCode } from "./first-admin-link.server";
import { hashed } from "./sign-in-limits.server";
import { type AuthOutcome, signIn } from "./staff-auth.server";

const copy = adminCopy.firstAdmin;

/**
 * Tries of a setup code from one client address, the page and its form together: an owner needs a
 * handful, and the code (32 random bytes) cannot be guessed anyway; this keeps anyone from trying.
 */
export const setupAttemptLimit: RateLimit = { max: 20, windowMs: 15 * 60_000 };

/** The form's errors, by field. */
type SetupErrors = Partial<Record<"email" | "password" | "confirmPassword", string>>;

/**
 * What the setup page shows: the form for an open link, else why there is none: "spent" for a link
 * that worked once, "wrong" for a code no link has (cut short when copied, or mistyped).
 */
export type SetupPage =
  | { state: "open"; code: string; errors?: SetupErrors; email?: string }
  | { state: "spent" }
  | { state: "wrong" }
  | { state: "limited" };

/** The page's answer, with its status. */
const answer = (page: SetupPage, status = 200) => data(page, { status });

const closed = (state: Exclude<SetupCodeState, "open">) =>
  // 410 for a link that worked once (used, expired, or an admin exists now); 404 for any other code.
  state === "spent" ? answer({ state: "spent" }, 410) : answer({ state: "wrong" }, 404);

/** Counts a try from the request's client address; false when it is one too many. */
async function admitTry(request: Request, now: Date): Promise<boolean> {
  const { database } = await getRuntime();
  // Counted as leads are: an IPv6 client by its /64, which one household or server is handed whole.
  const client = rateLimitClient(request.headers.get(clientAddressHeader) ?? "unknown");
  const hit = await hitRateLimit(database.db, `first-admin:${hashed(client)}`, setupAttemptLimit, now);
  return hit.allowed;
}

const limited = () => answer({ state: "limited" }, 429);

/** The setup page for the link's code (`?code=`). */
export async function setupPageLoader(request: Request) {
  const { database, now } = await getRuntime();
  const code = new URL(request.url).searchParams.get("code");
  const at = now();
  if (!(await admitTry(request, at))) return limited();
  const state = await setupCodeState(database.db, code, at);
  return state === "open" ? answer({ state, code: code! }) : closed(state);
}

/** Whether a sign-in got through its password: signed in, or on to its two-factor code. */
const passed = (outcome: AuthOutcome) => outcome.toast?.tone === "success" || outcome.codeNext === true;

/**
 * The setup form: makes the first admin, marks the link used, and signs the owner in (or sends
 * them to sign in). An address that already has a confirmed account becomes admin only with that
 * account's own password, proven by signing in with it. Errors come back by their fields, with the
 * e-mail typed.
 */
export async function setupPageAction(request: Request) {
  requireSameOrigin(request, getConfig().site.publicUrl);
  const { auth, database, now } = await getRuntime();
  const form = Object.fromEntries(await request.formData());
  const code = typeof form.code === "string" ? form.code : null;
  const at = now();
  if (!(await admitTry(request, at))) return limited();
  const state = await setupCodeState(database.db, code, at);
  if (state !== "open") return closed(state);

  const email = typeof form.email === "string" ? form.email.slice(0, 320) : undefined;
  const parsed = firstAdminSchema.safeParse(form);
  if (!parsed.success) {
    // 200, as the other desk forms answer a mistake: the page is fine, one field is not.
    return answer({ state, code: code!, errors: fieldErrorsOf(parsed.error.issues), email });
  }
  const account = { email: parsed.data.email, password: parsed.data.password, role: "admin" as const };
  const signInWith = () => signIn({ email: account.email, password: account.password }, request);

  // A confirmed account is its mailbox owner's: only its own password makes it admin.
  const existing = await (await auth.$context).internalAdapter.findUserByEmail(account.email);
  let signedIn: AuthOutcome | undefined;
  if (existing?.user.emailVerified) {
    signedIn = await signInWith();
    if (signedIn.toast?.text === adminCopy.tooManyAttempts) return limited();
    if (!passed(signedIn))
      return answer({ state, code: code!, errors: { password: copy.existingAccount }, email });
  }

  const used = await redeemSetupCode(database.db, code!, at, async () => {
    const outcome = await createDeskAccount(auth, database.db, account);
    // Anything but an admin made leaves the link open (redeemSetupCode), for another try; so does
    // an account confirmed since its password was asked for.
    if (!outcome.ok) throw new Error(`the first admin was not made: ${outcome.reason}`);
    if (outcome.kind === "granted" && !signedIn) throw new Error("the account was confirmed meanwhile");
    return outcome;
  });
  if (!used) return closed("spent");
  const made = used.made;
  log("info", "first_admin_created", { userId: made.userId, kind: made.kind });

  // Signed in as any admin is: two-factor sign-in applies as it does to every other (REQUIRE_2FA).
  signedIn ??= await signInWith();
  const through = passed(signedIn);
  const notice = through ? copy.notices.created : copy.notices.signInNext;
  const headers = flashNotice({
    ...notice,
    text: notice.text.replace("{email}", account.email),
    tone: "success",
  });
  if (through)
    for (const cookie of signedIn.headers?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  return redirect(deskPaths.desk, { headers });
}
