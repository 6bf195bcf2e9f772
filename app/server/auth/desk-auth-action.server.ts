import { data, redirect } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { requireSameOrigin } from "../http/same-origin.server";
import { isDocumentPost } from "../http/staff-headers.server";
import { getConfig } from "../site.server";
import { type AuthOutcome, requestReset, signIn, signOut, signUp } from "./staff-auth.server";
import { verifyAppCode, verifyRecoveryCode } from "./two-factor-sign-in.server";

const intents: Record<string, (form: Record<string, unknown>, request: Request) => Promise<AuthOutcome>> = {
  "sign-in": signIn,
  "sign-up": signUp,
  forgot: requestReset,
  // The sign-in's code step (two-factor sign-in).
  "two-factor": verifyAppCode,
  recovery: verifyRecoveryCode,
  "sign-out": (_form, request) => signOut(request),
};

const signingIn = new Set(["sign-in", "two-factor", "recovery"]);

/**
 * The desk's sign-in (and its code step), sign-up, forgot-password and sign-out forms, told apart
 * by their `intent`.
 */
export async function deskAuthAction(request: Request) {
  requireSameOrigin(request, getConfig().site.publicUrl);
  const form = Object.fromEntries(await request.formData());
  const intent = typeof form.intent === "string" ? form.intent : "";
  const handler = intents[intent];
  if (!handler)
    return data(
      { toast: { title: copy.notices.authError, text: copy.unknownRequest, tone: "error" as const } },
      { status: 400 },
    );
  const { headers: cookies, codeNext, ...outcome } = await handler(form, request);
  // Without JavaScript the page after signing in (or after the password, before the code) would be
  // rendered for the old cookies: go to the desk again, now with the session or two-factor cookie.
  const movedOn = outcome.toast?.tone === "success" || codeNext;
  if (signingIn.has(intent) && movedOn && isDocumentPost(request)) {
    return redirect(deskPaths.desk, { headers: cookies ?? undefined });
  }
  // The e-mail typed goes back with a failure, so the form shows it again; only the password is typed anew.
  const email = typeof form.email === "string" ? form.email.slice(0, 320) : undefined;
  return data({ ...outcome, email }, { headers: cookies ?? undefined });
}
