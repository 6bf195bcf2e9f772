import { data, redirect } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { requireSameOrigin } from "../http/same-origin.server";
import { isDocumentPost } from "../http/staff-headers.server";
import { getConfig } from "../site.server";
import { type AuthOutcome, requestReset, signIn, signOut, signUp } from "./staff-auth.server";

const intents: Record<string, (form: Record<string, unknown>, request: Request) => Promise<AuthOutcome>> = {
  "sign-in": signIn,
  "sign-up": signUp,
  forgot: requestReset,
  "sign-out": (_form, request) => signOut(request),
};

/** The desk's sign-in, sign-up, forgot-password and sign-out forms, told apart by their `intent`. */
export async function deskAuthAction(request: Request) {
  requireSameOrigin(request, getConfig().site.publicUrl);
  const form = Object.fromEntries(await request.formData());
  const handler = intents[typeof form.intent === "string" ? form.intent : ""];
  if (!handler)
    return data(
      { toast: { title: copy.notices.authError, text: copy.unknownRequest, tone: "error" as const } },
      { status: 400 },
    );
  const { headers: cookies, ...outcome } = await handler(form, request);
  // Without JavaScript the page after signing in would be rendered for the old (signed-out)
  // cookies: go to the desk again, now with the session cookie.
  if (form.intent === "sign-in" && outcome.toast?.tone === "success" && isDocumentPost(request)) {
    return redirect(deskPaths.desk, { headers: cookies ?? undefined });
  }
  return data(outcome, { headers: cookies ?? undefined });
}
