import { ArrowLeft, Trash2 } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { deskClientAction } from "~/components/admin/desk-action";
import { DeskErrorPage } from "~/components/admin/desk-error-page";
import { DeskHeader } from "~/components/admin/desk-header";
import { PageNotice } from "~/components/admin/page-notice";
import { staffButtonClass, staffCardClass, staffPageClass } from "~/components/admin/staff-styles";
import { useToastOn } from "~/components/ui/use-toast-on";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { enquiriesCount, eraseConfirmationSchema } from "~/lib/erasure";
import { fillTemplate } from "~/lib/links";
import { formatPhone } from "~/lib/phone";
import type { Toast } from "~/lib/toast";
import { pageRefusal, requireRole } from "~/server/auth/require-role.server";
import { flashNotice } from "~/server/http/flash-notice.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { countLeadsByPhone, erasePerson } from "~/server/leads/erasure.server";
import { getLead } from "~/server/leads/lead-record.server";
import { log } from "~/server/log.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/erase-person";

const copy = adminCopy.erase;

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `${copy.title} | ${adminCopy.title}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** The lead whose person is to be erased, for an admin; 404 when there is none. */
async function personOf(request: Request, id: string, cookies?: Headers) {
  const admin = await requireRole(request, "admin", { refuse: pageRefusal, cookies });
  const { database, now } = await getRuntime();
  const found = await getLead(database.db, id, { ...admin, role: "admin" });
  if (!found) throw data(null, { status: 404 });
  return { admin, database, now, lead: found.lead };
}

/** /admin/leads/:id/erase: how many enquiries erasing this lead's person takes, and the button. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const { admin, database, lead } = await personOf(request, params.id, page.cookies);
  const count = await countLeadsByPhone(database.db, lead.phone);
  return data(
    {
      email: admin.email,
      role: admin.role,
      lead: { id: lead.id, name: lead.name, phone: lead.phone },
      count,
      notice: page.notice,
    },
    { headers: page.headers() },
  );
}

/**
 * Erases every lead with this lead's phone number, then sends the admin to the desk with the notice
 * (a redirect with or without JavaScript: the lead's page is gone).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const cookies = new Headers();
  const { admin, database, now, lead } = await personOf(request, params.id, cookies);
  requireSameOrigin(request, getConfig().site.publicUrl);
  const headers = new Headers(staffHeaders);
  for (const cookie of cookies.getSetCookie()) headers.append("Set-Cookie", cookie);
  const confirmed = eraseConfirmationSchema.safeParse({ confirm: (await request.formData()).get("confirm") });
  if (!confirmed.success) throw redirect(deskPaths.erasePerson(lead.id), { status: 303, headers });
  let toast: Toast;
  try {
    const count = await erasePerson(database.db, { phone: lead.phone, erasedBy: admin.email, now: now() });
    log("info", "person_erased", { leads: count, by: admin.id });
    toast = {
      ...copy.done,
      text: fillTemplate(copy.done.text, { enquiries: enquiriesCount(count) }),
      tone: "success",
    };
  } catch (error) {
    log("error", "person_erase_failed", { error: error instanceof Error ? error.message : String(error) });
    toast = { ...copy.failed, tone: "error" };
    for (const cookie of flashNotice(toast).getSetCookie()) headers.append("Set-Cookie", cookie);
    throw redirect(deskPaths.erasePerson(lead.id), { status: 303, headers });
  }
  for (const cookie of flashNotice(toast).getSetCookie()) headers.append("Set-Cookie", cookie);
  throw redirect(deskPaths.desk, { status: 303, headers });
}

/** With JavaScript: the server's redirect, or the failure notice when the server cannot be reached. */
export const clientAction = (args: Route.ClientActionArgs) => deskClientAction(args, copy.failed.title);

export default function ErasePerson({ loaderData, actionData }: Route.ComponentProps) {
  useToastOn(actionData);
  const { lead, count } = loaderData;
  const enquiries = enquiriesCount(count);
  return (
    <div className={staffPageClass}>
      <DeskHeader email={loaderData.email} role={loaderData.role ?? undefined} />
      <main id="main" className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
        <Link
          to={deskPaths.lead(lead.id)}
          className="inline-flex items-center gap-2 font-semibold text-wood-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {lead.name}
        </Link>
        {loaderData.notice ? <PageNotice notice={loaderData.notice} /> : null}
        <section aria-labelledby="erase-h" className={`${staffCardClass} p-6`}>
          <h1 id="erase-h" className="font-display text-3xl font-semibold text-wood-950">
            {copy.title}
          </h1>
          <p className="mt-3 text-wood-800">{copy.intro}</p>
          <p className="mt-5 rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-900">
            {fillTemplate(copy.confirm, { enquiries, phone: formatPhone(lead.phone) })}
          </p>
          <Form method="post" className="mt-6 flex flex-wrap gap-3">
            <button
              type="submit"
              name="confirm"
              value="yes"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {fillTemplate(copy.button, { enquiries })}
            </button>
            <Link to={deskPaths.lead(lead.id)} className={staffButtonClass.outline}>
              {copy.cancel}
            </Link>
          </Form>
        </section>
      </main>
    </div>
  );
}

/** A lead that does not exist (404); anyone but an admin (403). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} />;
}
