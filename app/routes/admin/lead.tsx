import { Trash2 } from "lucide-react";
import { data, Link } from "react-router";
import { BackToLeads, DeskErrorPage } from "~/components/admin/desk-error-page";
import { DeskHeader } from "~/components/admin/desk-header";
import { DetailSection } from "~/components/admin/detail-section";
import { FollowUpTag, ReturningTag, SourceTag } from "~/components/admin/lead-tags";
import { LeadTimeline } from "~/components/admin/lead-timeline";
import { FollowUpForm, LogForm, LostForm, OwnerForm } from "~/components/admin/lead-work-forms";
import { PageNotice } from "~/components/admin/page-notice";
import { QuickActions } from "~/components/admin/quick-actions";
import { StatusBadge } from "~/components/admin/status-badge";
import { StatusControl } from "~/components/admin/status-control";
import { staffPageClass } from "~/components/admin/staff-styles";
import { WaitingTag } from "~/components/admin/waiting-tag";
import { LeadQuotes } from "~/components/quotes/lead-quotes";
import { ChatPanel } from "~/components/whatsapp/chat-panel";
import { ChatWindowTag } from "~/components/whatsapp/chat-window-tag";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { formatLeadDate } from "~/lib/format-date";
import { leadExtraFormFields, leadOriginFields } from "~/lib/lead-fields";
import { fillTemplate, mailtoHref, telHref } from "~/lib/links";
import { formatPhone } from "~/lib/phone";
import { useSite } from "~/lib/site";
import { deskMembers } from "~/server/auth/desk-members.server";
import { pageRefusal, requireDesk } from "~/server/auth/require-role.server";
import { staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { getLead } from "~/server/leads/lead-record.server";
import { listLeadQuotes } from "~/server/quotes/quote-store.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import { chatView } from "~/server/whatsapp/chat-view.server";
import type { Route } from "./+types/lead";

export const headers = () => staffHeaders;
// Also on the error page below, which the route's own error boundary renders.
export const meta: Route.MetaFunction = () => [
  { title: copy.title },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const member = await requireDesk(request, { refuse: pageRefusal, cookies: page.cookies });
  const { database, now, whatsapp } = await getRuntime();
  const at = now();
  const [found, members, quotes, chat] = await Promise.all([
    getLead(database.db, params.id, member),
    deskMembers(database.db),
    listLeadQuotes(database.db, member, params.id),
    chatView(database.db, { whatsapp, site: getConfig().site, leadId: params.id, member, now: at }),
  ]);
  if (!found || !chat) throw data(null, { status: 404 });
  const { email, role } = member;
  return data(
    // The phone as people read it, formatted here: the phone metadata stays off the desk's pages.
    {
      ...found,
      phoneShown: formatPhone(found.lead.phone),
      members,
      quotes: quotes ?? [],
      chat,
      email,
      role,
      now: at.toISOString(),
      notice: page.notice,
    },
    { headers: page.headers() },
  );
}

export default function LeadDetail({ loaderData }: Route.ComponentProps) {
  const { lead, phoneShown, activities, related, members, role, now, quotes, chat } = loaderData;
  const site = useSite();
  const origin = leadOriginFields.map(
    (field) => [copy.lead.originLabels[field] ?? field, lead[field]] as const,
  );
  // A field added to the form shows here under the form's own label, with no change to this page.
  const labels: Partial<Record<string, string>> = site.leadForm.labels;
  const extra = leadExtraFormFields.map((field) => [labels[field] ?? field, lead[field]] as const);
  return (
    <div className={staffPageClass}>
      <DeskHeader email={loaderData.email} role={role} />
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <BackToLeads />
        {loaderData.notice ? <PageNotice notice={loaderData.notice} /> : null}
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="space-y-2">
            <h1 className="font-display text-3xl font-semibold text-wood-950">{lead.name}</h1>
            <p className="text-wood-800">
              {lead.service} · {formatLeadDate(lead.created_at)}
            </p>
            <div className="flex flex-wrap gap-1.5">
              <WaitingTag lead={lead} now={now} />
              <ChatWindowTag window={chat.window} now={now} />
              {related.some((other) => other.created_at < lead.created_at) ? <ReturningTag /> : null}
              <SourceTag source={lead.source} />
              {lead.follow_up_at ? <FollowUpTag at={lead.follow_up_at} now={now} /> : null}
            </div>
          </div>
          <div className="flex items-center gap-3">
            <StatusBadge status={lead.status} />
            <StatusControl id={lead.id} name={lead.name} status={lead.status} />
          </div>
        </div>
        <QuickActions lead={lead} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-6">
            <ChatPanel leadId={lead.id} chat={chat} />
            <LeadQuotes leadId={lead.id} quotes={quotes} />
            <DetailSection id="follow-up-h" title={copy.work.followUp}>
              {lead.follow_up_at ? null : (
                <p className="mt-1 text-sm text-wood-800">{copy.work.followUpNone}</p>
              )}
              <FollowUpForm leadId={lead.id} status={lead.status} followUpAt={lead.follow_up_at} />
            </DetailSection>
            <section
              id="log"
              aria-labelledby="log-h"
              className="scroll-mt-24 rounded-2xl border border-wood-200 bg-white p-5 shadow-sm"
            >
              <h2 id="log-h" className="font-semibold text-wood-950">
                {copy.work.logHeading}
              </h2>
              <LogForm leadId={lead.id} status={lead.status} />
            </section>
            <DetailSection id="timeline-h" title={copy.work.timeline}>
              <LeadTimeline
                leadId={lead.id}
                entries={activities}
                arrivedAt={lead.created_at}
                canRemove={role === "admin"}
              />
            </DetailSection>
          </div>
          <div className="space-y-6">
            <DetailSection id="contact-h" title={copy.lead.contact}>
              <p className="mt-2">
                <a className="text-wood-800 underline" href={telHref(lead.phone)}>
                  {phoneShown}
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
              <h3 className="mt-4 font-semibold text-wood-950">{copy.lead.message}</h3>
              <p className="mt-2 whitespace-pre-wrap text-wood-900">{lead.message ?? copy.lead.none}</p>
              {extra.length > 0 ? <FieldList className="mt-4" rows={extra} /> : null}
            </DetailSection>
            <DetailSection id="owner-h" title={copy.work.owner}>
              <p className="mt-1 text-sm break-all text-wood-800">
                {lead.assignee_email ?? copy.work.unassigned}
              </p>
              <OwnerForm leadId={lead.id} assigneeId={lead.assignee_id} members={members} />
            </DetailSection>
            {related.length > 0 ? (
              <DetailSection id="related-h" title={copy.work.related}>
                <ul className="mt-3 space-y-2 text-sm">
                  {related.map((other) => (
                    <li key={other.id} className="flex flex-wrap items-center gap-2">
                      <Link to={deskPaths.lead(other.id)} className="font-semibold text-wood-800 underline">
                        {other.service}
                      </Link>
                      <span className="text-wood-700">{formatLeadDate(other.created_at)}</span>
                      <StatusBadge status={other.status} />
                    </li>
                  ))}
                </ul>
              </DetailSection>
            ) : null}
            {lead.status === "closed" && lead.lost_reason ? (
              <DetailSection id="lost-h" title={copy.work.lostHeading}>
                <p className="mt-2 text-wood-900">
                  {fillTemplate(copy.work.lostBecause, { reason: lead.lost_reason })}
                </p>
              </DetailSection>
            ) : (
              <DetailSection id="lost-h" title={copy.work.lostHeading}>
                <LostForm leadId={lead.id} />
              </DetailSection>
            )}
            <DetailSection id="attr-h" title={copy.lead.origin}>
              <FieldList
                className="mt-3"
                rows={[[copy.work.source, copy.work.sources[lead.source]], ...origin]}
              />
            </DetailSection>
            {role === "admin" ? (
              <Link
                to={deskPaths.erasePerson(lead.id)}
                className="inline-flex items-center gap-2 font-semibold text-red-800 underline-offset-4 hover:underline"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {copy.erase.link}
              </Link>
            ) : null}
          </div>
        </div>
      </main>
    </div>
  );
}

/** A lead that does not exist, or is not the viewer's to see (404); an account without a desk role (403). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} />;
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
