import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { DeskHeader } from "~/components/admin/desk-header";
import { DetailSection } from "~/components/admin/detail-section";
import { PageNotice } from "~/components/admin/page-notice";
import { StatusBadge } from "~/components/admin/status-badge";
import { StatusControl } from "~/components/admin/status-control";
import { staffPageClass } from "~/components/admin/staff-styles";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { formatLeadDate } from "~/lib/format-date";
import { leadExtraFormFields, leadOriginFields } from "~/lib/lead-fields";
import { mailtoHref, telHref } from "~/lib/links";
import { useSite } from "~/lib/site";
import { pageRefusal, requireRole } from "~/server/auth/require-role.server";
import { staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { getLead } from "~/server/leads/desk.server";
import { getRuntime } from "~/server/runtime.server";
import type { Route } from "./+types/lead";

export const headers = () => staffHeaders;
// Also on the error page below, which the route's own error boundary renders.
export const meta: Route.MetaFunction = () => [
  { title: copy.title },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const staff = await requireRole(request, "admin", { refuse: pageRefusal, cookies: page.cookies });
  const { database } = await getRuntime();
  const found = await getLead(database.db, params.id);
  if (!found) throw data(null, { status: 404 });
  return data({ ...found, email: staff.email, notice: page.notice }, { headers: page.headers() });
}

export default function LeadDetail({ loaderData }: Route.ComponentProps) {
  const { lead, events } = loaderData;
  const site = useSite();
  const origin = leadOriginFields.map(
    (field) => [copy.lead.originLabels[field] ?? field, lead[field]] as const,
  );
  // A field added to the form shows here under the form's own label, with no change to this page.
  const labels: Partial<Record<string, string>> = site.leadForm.labels;
  const extra = leadExtraFormFields.map((field) => [labels[field] ?? field, lead[field]] as const);
  return (
    <div className={staffPageClass}>
      <DeskHeader email={loaderData.email} />
      <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <BackToLeads />
        {loaderData.notice ? <PageNotice notice={loaderData.notice} /> : null}
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="font-display text-3xl font-semibold text-wood-950">{lead.name}</h1>
            <p className="mt-1 text-wood-800">
              {lead.service} · {formatLeadDate(lead.created_at)}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <StatusBadge status={lead.status} />
            <StatusControl id={lead.id} name={lead.name} status={lead.status} />
          </div>
        </div>
        <DetailSection id="contact-h" title={copy.lead.contact}>
          <p className="mt-2">
            <a className="text-wood-800 underline" href={telHref(lead.phone)}>
              {lead.phone}
            </a>
            {lead.email ? (
              <>
                {" · "}
                <a className="break-all text-wood-800 underline" href={mailtoHref(lead.email)}>
                  {lead.email}
                </a>
              </>
            ) : null}
          </p>
          <h2 className="mt-4 font-semibold text-wood-950">{copy.lead.message}</h2>
          <p className="mt-2 whitespace-pre-wrap text-wood-900">{lead.message ?? copy.lead.none}</p>
          {extra.length > 0 ? <FieldList className="mt-4" rows={extra} /> : null}
        </DetailSection>
        <DetailSection id="attr-h" title={copy.lead.origin}>
          <FieldList className="mt-3" rows={origin} />
        </DetailSection>
        <DetailSection id="history-h" title={copy.lead.history}>
          {events.length === 0 ? (
            <p className="mt-2 text-sm text-wood-800">{copy.lead.unchanged}</p>
          ) : (
            <ol className="mt-3 space-y-2 text-sm">
              {events.map((event) => (
                <li key={event.id} className="flex flex-wrap items-center gap-2">
                  <span className="text-wood-800">{formatLeadDate(event.created_at)}</span>
                  <StatusBadge status={event.from_status} />→<StatusBadge status={event.to_status} />
                  <span className="text-wood-800">
                    {copy.lead.by} {event.actor_email ?? copy.lead.unknownActor}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </DetailSection>
      </main>
    </div>
  );
}

/**
 * A lead that does not exist (404) or a staff member without the admin role (403): said on a staff
 * page, with the page's title and a way back to the list, instead of the site's bare error page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 404
      ? [copy.leadNotFound, copy.leadNotFoundText]
      : status === 403
        ? [copy.accessDenied, copy.accessDeniedText]
        : [copy.somethingWrong, copy.tryAgain];
  return (
    <div className={staffPageClass}>
      <DeskHeader />
      <main id="main" className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="font-display text-3xl font-semibold text-wood-950">{title}</h1>
        <p className="mt-3 text-wood-800">{text}</p>
        <BackToLeads className="mt-8" />
      </main>
    </div>
  );
}

function BackToLeads({ className = "" }: { className?: string }) {
  return (
    <Link
      to={deskPaths.desk}
      className={`inline-flex items-center gap-2 font-semibold text-wood-700 underline-offset-4 hover:underline ${className}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {copy.allLeads}
    </Link>
  );
}

/** Labelled values of a lead, two columns on wider screens. */
function FieldList({ rows, className }: { rows: (readonly [string, string | null])[]; className: string }) {
  return (
    <dl className={`grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex gap-2">
          <dt className="min-w-28 font-medium text-wood-800">{label}</dt>
          <dd className="break-all text-wood-950">{value ?? copy.lead.none}</dd>
        </div>
      ))}
    </dl>
  );
}
