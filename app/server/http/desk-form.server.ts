import { data, redirect } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths, isDeskPath } from "~/lib/desk-paths";
import type { Toast } from "~/lib/toast";
import { type DeskStaff, requireDesk } from "../auth/require-role.server";
import { log } from "../log.server";
import { getConfig } from "../site.server";
import { flashNotice } from "./flash-notice.server";
import { requireSameOrigin } from "./same-origin.server";
import { isDocumentPost, staffHeaders } from "./staff-headers.server";

/** How a desk form's post ended: its notice, and where to go when the page it came from is no place to return to. */
export type DeskFormOutcome = { status: number; toast: Toast; goTo?: string };

export const formFailed = (status: number, text: string): DeskFormOutcome => ({
  status,
  toast: { title: copy.notices.updateError, text, tone: "error" },
});

export const formDone = (title: string, text: string, goTo?: string): DeskFormOutcome => ({
  status: 200,
  toast: { title, text, tone: "success" },
  goTo,
});

/** A refusal answered as a notice, like every other outcome of a desk form. */
class Refused {
  constructor(readonly outcome: DeskFormOutcome) {}
}
const refuse = (status: 401 | 403 | 503) =>
  new Refused(
    formFailed(
      status,
      status === 401 ? copy.signInFirst : status === 503 ? copy.deskUnavailable : copy.accessDeniedText,
    ),
  );

/**
 * The action of a desk form that has no page of its own (resources/…): the member is checked, the
 * origin too, and the work done. With JavaScript the form's fetcher gets the notice as data; a form
 * posted without it is sent back to the page it came from (`returnTo`), which shows the notice.
 * Where that page no longer fits (a lead handed to someone else), the outcome says where to go.
 */
export async function answerDeskForm(
  request: Request,
  work: (member: DeskStaff, form: FormData) => Promise<DeskFormOutcome>,
) {
  const outcome = await requireDesk(request, { refuse }).then(
    async (member) => {
      requireSameOrigin(request, getConfig().site.publicUrl);
      try {
        return await work(member, await request.formData());
      } catch (error) {
        log("error", "lead_update_failed", { error: error instanceof Error ? error.message : String(error) });
        return formFailed(500, copy.tryAgain);
      }
    },
    (error: unknown) => {
      if (error instanceof Refused) return error.outcome;
      throw error;
    },
  );
  if (outcome.goTo || isDocumentPost(request)) {
    const back = new URL(request.url).searchParams.get("returnTo") ?? "";
    throw redirect(outcome.goTo ?? (isDeskPath(back) ? back : deskPaths.desk), {
      status: 303,
      headers: flashNotice(outcome.toast),
    });
  }
  return data({ toast: outcome.toast }, { status: outcome.status, headers: staffHeaders });
}
