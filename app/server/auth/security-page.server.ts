import { data, redirect } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { flashNotice } from "../http/flash-notice.server";
import { requireSameOrigin } from "../http/same-origin.server";
import { startStaffPage } from "../http/staff-headers.server";
import { getRuntime } from "../runtime.server";
import { getConfig } from "../site.server";
import { getStaff, mustEnrolTwoFactor, pageRefusal } from "./require-role.server";
import { codesToShow, showCodesOnce } from "./show-codes-once.server";
import {
  confirmSetup,
  recoveryCodesOf,
  regenerateCodes,
  type SettingsOutcome,
  startSetup,
  turnOff,
} from "./two-factor-settings.server";

// /admin/security: any signed-in account turns two-factor sign-in on or off for itself there.

const https = () => getConfig().site.publicUrl.startsWith("https://");
const authSecret = async () => (await (await getRuntime()).auth.$context).secret;

/** The page's state: two-factor on or off, the recovery codes left, and new codes to show once. */
export async function loadSecurityPage(request: Request) {
  const page = startStaffPage(request);
  const staff = await getStaff(request, page.cookies, { refuse: pageRefusal });
  if (!staff) throw pageRefusal(401);
  const reveal = codesToShow(request, await authSecret(), staff.id, new Date(), https());
  const headers = page.headers();
  if (reveal.clear) headers.append("Set-Cookie", reveal.clear);
  const codes = staff.twoFactor ? await recoveryCodesOf(staff.id) : [];
  return data(
    {
      email: staff.email,
      role: staff.role ?? undefined,
      enabled: staff.twoFactor,
      required: mustEnrolTwoFactor(staff),
      codesLeft: codes.length,
      newCodes: reveal.show && codes.length > 0 ? codes : null,
      notice: page.notice,
    },
    { headers },
  );
}

const intents: Record<string, (form: Record<string, unknown>, request: Request) => Promise<SettingsOutcome>> =
  {
    enable: startSetup,
    confirm: confirmSetup,
    regenerate: regenerateCodes,
    disable: turnOff,
  };

/**
 * The page's forms. What is done is answered with a redirect to the page (so a reload does not
 * send the form again, and the page is read with the new session cookie Better Auth may have set),
 * with a notice and, after new recovery codes, the cookie that shows them once. What is not done
 * is answered with the form's errors, or the next step of setting up.
 */
export async function securityAction(request: Request) {
  requireSameOrigin(request, getConfig().site.publicUrl);
  const staff = await getStaff(request, undefined, { refuse: pageRefusal });
  if (!staff) throw pageRefusal(401);
  const form = Object.fromEntries(await request.formData());
  const handler = intents[typeof form.intent === "string" ? form.intent : ""];
  if (!handler) {
    return data(
      { toast: { title: copy.notices.authError, text: copy.unknownRequest, tone: "error" as const } },
      { status: 400 },
    );
  }
  const outcome = await handler(form, request);
  if (outcome.done) {
    const headers = outcome.headers;
    for (const cookie of flashNotice(outcome.done.notice).getSetCookie())
      headers.append("Set-Cookie", cookie);
    if (outcome.done.showCodes) {
      headers.append("Set-Cookie", showCodesOnce(await authSecret(), staff.id, new Date(), https()));
    }
    return redirect(deskPaths.security, { status: 303, headers });
  }
  if (outcome.signedOut) return redirect(deskPaths.desk, { status: 303 });
  return data(outcome);
}
