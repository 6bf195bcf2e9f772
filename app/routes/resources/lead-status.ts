import { data, redirect } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths, isDeskPath } from "~/lib/desk-paths";
import { statusChangeSchema } from "~/lib/lead-status";
import { fillTemplate } from "~/lib/links";
import type { Toast } from "~/lib/toast";
import { requireRole } from "~/server/auth/require-role.server";
import { flashNotice } from "~/server/http/flash-notice.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { isDocumentPost, staffHeaders } from "~/server/http/staff-headers.server";
import { setLeadStatus } from "~/server/leads/desk.server";
import { log } from "~/server/log.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/lead-status";

type Outcome = { status: number; toast: Toast };

const failed = (status: number, text: string): Outcome => ({
  status,
  toast: { title: copy.notices.updateError, text, tone: "error" },
});

/** A refusal answered as a notice, like every other outcome of a status change. */
class Refused {
  constructor(readonly outcome: Outcome) {}
}
const refuse = (status: 401 | 403) =>
  new Refused(failed(status, status === 401 ? copy.signInFirst : copy.accessDeniedText));

/**
 * POST /resources/leads/:id/status: the status dropdown's endpoint, wherever the dropdown is.
 * With JavaScript the dropdown's fetcher gets the notice as data; a form posted without it is sent
 * back to the page it came from, which shows the notice.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await requireRole(request, "admin", { refuse }).then(
    async (staff) => {
      requireSameOrigin(request, getConfig().site.publicUrl);
      return changeStatus(params.id, (await request.formData()).get("status"), staff);
    },
    (error: unknown) => {
      if (error instanceof Refused) return error.outcome;
      throw error;
    },
  );
  if (isDocumentPost(request)) {
    const back = new URL(request.url).searchParams.get("returnTo") ?? "";
    throw redirect(isDeskPath(back) ? back : deskPaths.desk, {
      status: 303,
      headers: flashNotice(outcome.toast),
    });
  }
  return data({ toast: outcome.toast }, { status: outcome.status, headers: staffHeaders });
}

async function changeStatus(
  id: string,
  status: FormDataEntryValue | null,
  staff: { id: string; email: string },
): Promise<Outcome> {
  const parsed = statusChangeSchema.safeParse({ status });
  if (!parsed.success) return failed(400, copy.chooseStatus);
  try {
    const { database } = await getRuntime();
    const lead = await setLeadStatus(database.db, {
      id,
      status: parsed.data.status,
      actor: staff,
      now: new Date(),
    });
    if (!lead) return failed(404, copy.leadGone);
    const text = fillTemplate(copy.notices.leadUpdated.text, { status: parsed.data.status });
    return { status: 200, toast: { title: copy.notices.leadUpdated.title, text, tone: "success" } };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log("error", "lead_update_failed", { error: message });
    return failed(500, message);
  }
}
