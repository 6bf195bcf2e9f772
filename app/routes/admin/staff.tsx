import { data, redirect } from "react-router";
import { DeskErrorPage } from "~/components/admin/desk-error-page";
import { deskClientAction } from "~/components/admin/desk-action";
import { DeskPage } from "~/components/admin/desk-page";
import { StaffAccounts } from "~/components/admin/staff-accounts";
import { useToastOn } from "~/components/ui/use-toast-on";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import { staffAccessChangeSchema } from "~/lib/staff-access";
import type { Toast } from "~/lib/toast";
import { pageRefusal, requireRole } from "~/server/auth/require-role.server";
import {
  type AccessChange,
  listStaffAccounts,
  revokeDeskAccess,
  setDeskRole,
} from "~/server/auth/staff-accounts.server";
import { flashNotice } from "~/server/http/flash-notice.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { isDocumentPost, staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { log } from "~/server/log.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/staff";

export const headers = () => staffHeaders;
// Also on the error page below, which the route's own error boundary renders.
export const meta: Route.MetaFunction = () => [
  { title: `${copy.staff.title} | ${copy.title}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** /admin/staff: who may use the desk. Admins only; everyone else is refused (pageRefusal). */
export async function loader({ request }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const staff = await requireRole(request, "admin", { refuse: pageRefusal, cookies: page.cookies });
  const { database } = await getRuntime();
  const accounts = await listStaffAccounts(database.db, { withoutAccess: true });
  return data(
    { email: staff.email, role: staff.role, selfId: staff.id, accounts, notice: page.notice },
    { headers: page.headers() },
  );
}

type Outcome = { status: number; toast: Toast; change?: AccessChange };

const failed = (status: number, text: string): Outcome => ({
  status,
  toast: { title: copy.staff.notices.error, text, tone: "error" },
});

/**
 * A grant or a revoke. With JavaScript the page gets the notice as data and shows it as a toast; a
 * form posted without it is sent back here, where the notice shows once. An admin who took their
 * own admin role away is sent to the desk instead: this page is no longer theirs.
 */
export async function action({ request }: Route.ActionArgs) {
  const cookies = new Headers();
  const staff = await requireRole(request, "admin", { refuse: pageRefusal, cookies });
  requireSameOrigin(request, getConfig().site.publicUrl);
  const outcome = await changeAccess(await request.formData());
  const account = outcome.change?.ok ? outcome.change.account : undefined;
  const leftPage = account?.id === staff.id && account.role !== "admin";
  const headers = new Headers(staffHeaders);
  for (const cookie of cookies.getSetCookie()) headers.append("Set-Cookie", cookie);
  if (leftPage || isDocumentPost(request)) {
    for (const cookie of flashNotice(outcome.toast).getSetCookie()) headers.append("Set-Cookie", cookie);
    throw redirect(leftPage ? deskPaths.desk : deskPaths.staff, { status: 303, headers });
  }
  return data({ toast: outcome.toast }, { status: outcome.status, headers });
}

async function changeAccess(form: FormData): Promise<Outcome> {
  const parsed = staffAccessChangeSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) return failed(400, copy.staff.notices.chooseAction);
  const { intent, id } = parsed.data;
  try {
    const { database } = await getRuntime();
    const change =
      intent === "revoke"
        ? await revokeDeskAccess(database.db, { id })
        : await setDeskRole(database.db, { id }, intent === "make-admin" ? "admin" : "staff");
    return { ...answerFor(change), change };
  } catch (error) {
    log("error", "staff_access_change_failed", {
      error: error instanceof Error ? error.message : String(error),
    });
    return failed(500, copy.tryAgain);
  }
}

/** The notice for a change: what it did, or why it was refused. */
function answerFor(change: AccessChange): Outcome {
  const { notices } = copy.staff;
  if (!change.ok) {
    if (change.reason === "no-account") return failed(404, notices.noAccount);
    const email = change.account.email;
    return change.reason === "last-admin"
      ? failed(409, fillTemplate(notices.lastAdmin, { email }))
      : failed(409, fillTemplate(notices.unconfirmed, { email }));
  }
  const { email, role } = change.account;
  if (role === null) {
    const text = fillTemplate(notices.revoked.text, { email });
    return { status: 200, toast: { title: notices.revoked.title, text, tone: "success" } };
  }
  const said = role === change.before ? notices.unchanged : notices.granted;
  const text = fillTemplate(said.text, { email, role: copy.staff.asRole[role] });
  return { status: 200, toast: { title: said.title, text, tone: "success" } };
}

/** With JavaScript: the answer, or the failure notice when the server cannot be reached. */
export const clientAction = (args: Route.ClientActionArgs) =>
  deskClientAction(args, copy.staff.notices.error);

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  useToastOn(actionData);
  return (
    <DeskPage
      email={loaderData.email}
      role={loaderData.role}
      notice={loaderData.notice}
      title={copy.staff.title}
      intro={copy.staff.intro}
    >
      <StaffAccounts accounts={loaderData.accounts} selfId={loaderData.selfId} />
    </DeskPage>
  );
}

/** Staff or an account without a role (403), or a failure: said on a staff page, as the lead page does. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} />;
}
