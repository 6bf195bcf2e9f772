import { data, redirect } from "react-router";
import { AlertSettings } from "~/components/admin/alert-settings";
import { deskClientAction } from "~/components/admin/desk-action";
import { DeskAlertChoices } from "~/components/admin/desk-alert-choices";
import { BackToLeads, DeskErrorPage } from "~/components/admin/desk-error-page";
import { DeskHeader } from "~/components/admin/desk-header";
import { OwnerWhatsAppAlerts } from "~/components/admin/owner-whatsapp-alerts";
import { PageNotice } from "~/components/admin/page-notice";
import { PushDevices } from "~/components/push/push-devices";
import { staffPageClass } from "~/components/admin/staff-styles";
import { useToastOn } from "~/components/ui/use-toast-on";
import { adminCopy } from "~/lib/admin-copy";
import { alertFormSchema } from "~/lib/alert-choices";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import type { Toast } from "~/lib/toast";
import { alertChoicesOf, changeAlertChoices, deskAlertChoices } from "~/server/alerts/alert-choices.server";
import { pageRefusal, requireDesk } from "~/server/auth/require-role.server";
import { flashNotice } from "~/server/http/flash-notice.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { isDocumentPost, staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { log } from "~/server/log.server";
import { pushPageData, removeDeviceForm, removesDevice } from "~/server/push/push-page.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import { ownerAlertsView } from "~/server/whatsapp/owner-alerts-view.server";
import type { Route } from "./+types/alerts";

const copy = adminCopy.alerts;

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `${copy.title} · ${adminCopy.title}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** DIGEST_TIME (HH:MM, India time) as people read it: "9:00 am". */
const shownTime = (time: string) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit" }).format(
    new Date(`2000-01-01T${time}:00+05:30`),
  );

/**
 * /admin/alerts: any desk member's own choice of e-mails; for an admin, also who receives what.
 * Signed out, to the sign-in form; without a desk role, Access Denied.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const member = await requireDesk(request, { refuse: pageRefusal, cookies: page.cookies });
  const { database, push } = await getRuntime();
  const { env, site } = getConfig();
  const choices = await alertChoicesOf(database.db, member.id);
  if (!choices) throw data(null, { status: 403 });
  const desk =
    member.role === "admin"
      ? {
          members: await deskAlertChoices(database.db),
          notify: env.NOTIFY_EMAIL ?? [site.business.email],
          whatsapp: await ownerAlertsView(database.db, env),
        }
      : null;
  return data(
    {
      email: member.email,
      role: member.role,
      selfId: member.id,
      choices,
      digestTime: shownTime(env.DIGEST_TIME),
      desk,
      push: await pushPageData(database.db, member.id, push.publicKey),
      notice: page.notice,
    },
    { headers: page.headers() },
  );
}

/**
 * One setting turned on or off. With JavaScript the page gets the notice as data and shows it as
 * a toast; a form posted without it is sent back here, where the notice shows once.
 */
export async function action({ request }: Route.ActionArgs) {
  const cookies = new Headers();
  const member = await requireDesk(request, { refuse: pageRefusal, cookies });
  requireSameOrigin(request, getConfig().site.publicUrl);
  const form = await request.formData();
  if (removesDevice(form)) {
    const { database } = await getRuntime();
    const removed = await removeDeviceForm(database.db, member.id, form);
    return answer(request, cookies, removed.status, removed.toast);
  }
  const parsed = alertFormSchema.safeParse({ setting: form.get("setting"), value: form.get("value") });
  let status = 200;
  let toast: Toast;
  if (!parsed.success) {
    status = 400;
    toast = { title: copy.notices.error, text: copy.notices.chooseSetting, tone: "error" };
  } else {
    try {
      const { database } = await getRuntime();
      await changeAlertChoices(database.db, member.id, parsed.data);
      toast = { title: copy.notices.saved, text: savedText(parsed.data), tone: "success" };
    } catch (error) {
      log("error", "alert_choice_failed", { error: error instanceof Error ? error.message : String(error) });
      status = 500;
      toast = { title: copy.notices.error, text: adminCopy.tryAgain, tone: "error" };
    }
  }
  return answer(request, cookies, status, toast);
}

/** The notice as data for the page with JavaScript; without it, back to the page, where it shows once. */
function answer(request: Request, cookies: Headers, status: number, toast: Toast) {
  const headers = new Headers(staffHeaders);
  for (const cookie of cookies.getSetCookie()) headers.append("Set-Cookie", cookie);
  if (isDocumentPost(request)) {
    for (const cookie of flashNotice(toast).getSetCookie()) headers.append("Set-Cookie", cookie);
    throw redirect(deskPaths.alerts, { status: 303, headers });
  }
  return data({ toast }, { status, headers });
}

/** What a change did, in words: "New-lead alerts are off: …". */
function savedText(change: { leadAlerts?: boolean; morningDigest?: boolean }): string {
  const said = [];
  if (change.leadAlerts !== undefined) said.push(copy.notices.leadAlerts[change.leadAlerts ? "on" : "off"]);
  if (change.morningDigest !== undefined)
    said.push(copy.notices.morningDigest[change.morningDigest ? "on" : "off"]);
  return said.join(" ");
}

/** With JavaScript: the answer, or the failure notice when the server cannot be reached. */
export const clientAction = (args: Route.ClientActionArgs) => deskClientAction(args, copy.notices.error);

export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  useToastOn(actionData);
  const { desk } = loaderData;
  return (
    <div className={staffPageClass}>
      <DeskHeader email={loaderData.email} role={loaderData.role} />
      <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <BackToLeads />
        {loaderData.notice ? <PageNotice notice={loaderData.notice} /> : null}
        <div>
          <h1 className="font-display text-3xl font-semibold text-wood-950">{copy.title}</h1>
          <p className="mt-2 max-w-3xl break-words text-wood-800">
            {fillTemplate(copy.intro, { email: loaderData.email })}
          </p>
        </div>
        <AlertSettings
          choices={loaderData.choices}
          role={loaderData.role}
          digestTime={loaderData.digestTime}
        />
        <PushDevices
          publicKey={loaderData.push.publicKey}
          devices={loaderData.push.devices}
          leadAlerts={loaderData.choices.leadAlerts}
        />
        {desk ? (
          <DeskAlertChoices members={desk.members} notify={desk.notify} selfId={loaderData.selfId}>
            {desk.whatsapp ? <OwnerWhatsAppAlerts view={desk.whatsapp} /> : null}
          </DeskAlertChoices>
        ) : null}
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} />;
}
