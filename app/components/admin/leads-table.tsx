import { Mail, Phone, UserRound } from "lucide-react";
import { Link } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { formatLeadDate } from "~/lib/format-date";
import type { Lead } from "~/lib/lead-schema";
import { mailtoHref, telHref } from "~/lib/links";
import type { LeadSource } from "~/lib/lead-work";
import { FollowUpTag, ReturningTag, SourceTag } from "./lead-tags";
import { QuickActions } from "./quick-actions";
import { DeskTable } from "./desk-table";
import { StatusBadge } from "./status-badge";
import { StatusControl } from "./status-control";
import { WaitingTag } from "./waiting-tag";
import { LatestQuoteLine } from "~/components/quotes/latest-quote";
import type { LatestQuote } from "~/lib/quotes/quote-view";

export type LeadRow = Pick<
  Lead,
  "id" | "name" | "phone" | "email" | "service" | "message" | "status" | "created_at"
> & {
  source: LeadSource;
  follow_up_at: string | null;
  first_response_at: string | null;
  assignee_email: string | null;
  returning: boolean;
  /** The phone in its international format (formatPhone, on the server). */
  phone_shown: string;
  /** The lead's newest quote, if it has one. */
  quote?: LatestQuote | null;
};

/** The lead's name and what to know at a glance: returning customer, how it came, who owns it. */
function Who({ lead }: { lead: LeadRow }) {
  return (
    <div className="space-y-1.5">
      <LeadLink lead={lead} className="font-semibold text-wood-950" />
      {lead.returning || lead.source !== "web" ? (
        <div className="flex flex-wrap gap-1.5">
          {lead.returning ? <ReturningTag /> : null}
          <SourceTag source={lead.source} />
        </div>
      ) : null}
      <Owner email={lead.assignee_email} />
    </div>
  );
}

function Owner({ email }: { email: string | null }) {
  return (
    <p className="flex max-w-full items-center gap-1 text-xs text-wood-700">
      <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{copy.work.owner}: </span>
      {email ? <EmailText email={email} /> : <span>{copy.work.unassigned}</span>}
    </p>
  );
}

/** When it came, how long it has waited for a first reply and, when one is planned, the next follow-up. */
function When({ lead, now }: { lead: LeadRow; now: string }) {
  return (
    <div className="flex flex-col items-start gap-1.5">
      <p className="text-sm whitespace-nowrap text-wood-800">{formatLeadDate(lead.created_at)}</p>
      <WaitingTag lead={lead} now={now} />
      {lead.follow_up_at ? <FollowUpTag at={lead.follow_up_at} now={now} /> : null}
    </div>
  );
}

/** The lead's name, linking to its page. */
function LeadLink({ lead, className = "" }: { lead: LeadRow; className?: string }) {
  return (
    <Link to={deskPaths.lead(lead.id)} className={`hover:underline ${className}`}>
      {lead.name}
    </Link>
  );
}

const LeadStatusControl = ({ lead }: { lead: LeadRow }) => (
  <StatusControl id={lead.id} name={lead.name} status={lead.status} />
);

/** The table's cells, one per column of copy.columns; the newest quote shows under the status. */
const cells: { className: string; render: (lead: LeadRow, now: string) => React.ReactNode }[] = [
  { className: "", render: (lead) => <Who lead={lead} /> },
  { className: "", render: (lead) => <Contact lead={lead} /> },
  { className: "max-w-xs", render: (lead) => <Service lead={lead} /> },
  {
    className: "",
    render: (lead) => (
      <>
        <StatusBadge status={lead.status} />
        {lead.quote ? <LatestQuoteLine quote={lead.quote} /> : null}
      </>
    ),
  },
  { className: "", render: (lead, now) => <When lead={lead} now={now} /> },
  {
    className: "",
    render: (lead) => (
      <div className="space-y-2">
        <LeadStatusControl lead={lead} />
        <QuickActions lead={lead} compact />
      </div>
    ),
  },
];

/**
 * The phone and e-mail, each kept whole: a phone number never wraps, and an e-mail address wraps
 * only before its "@" (and mid-word only when even its parts are wider than the card).
 */
function Contact({ lead }: { lead: LeadRow }) {
  return (
    <div className="flex flex-col items-start gap-1 text-sm">
      <a
        href={telHref(lead.phone)}
        className="inline-flex items-center gap-1.5 whitespace-nowrap text-wood-800 hover:underline"
        data-contact="phone"
      >
        <Phone aria-hidden="true" className="size-3.5 shrink-0" />
        {lead.phone_shown}
      </a>
      {lead.email ? (
        <a
          href={mailtoHref(lead.email)}
          className="inline-flex max-w-full items-center gap-1.5 text-wood-800 hover:underline"
          data-contact="email"
        >
          <Mail aria-hidden="true" className="size-3.5 shrink-0" />
          <EmailText email={lead.email} />
        </a>
      ) : null}
    </div>
  );
}

/**
 * An e-mail address that may wrap before its "@" and nowhere else; a part wider than its box (a
 * rare, very long address on a phone) is cut off with an ellipsis rather than split.
 */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  const parts = at > 0 ? [email.slice(0, at), email.slice(at)] : [email];
  return (
    <span className="min-w-0 overflow-hidden text-ellipsis" title={email}>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 ? <wbr /> : null}
          <span className="whitespace-nowrap">{part}</span>
        </span>
      ))}
    </span>
  );
}

function Service({ lead }: { lead: LeadRow }) {
  const message = lead.message ?? "";
  return (
    <div className="text-sm">
      <p className="font-medium text-wood-950">{lead.service}</p>
      {message.length > 80 ? (
        <details className="mt-1 text-wood-800">
          <summary className="cursor-pointer">
            <span className="line-clamp-1">{message}</span>
            <span className="text-xs font-semibold text-wood-700 underline">{copy.showMessage}</span>
          </summary>
          <p className="mt-1 whitespace-pre-wrap">{message}</p>
        </details>
      ) : message ? (
        <p className="mt-1 whitespace-pre-wrap text-wood-800">{message}</p>
      ) : null}
    </div>
  );
}

/** The list of leads: a table on wide screens, cards on a phone. */
export function LeadsTable({ leads, now, empty }: { leads: LeadRow[]; now: string; empty: string }) {
  if (leads.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-wood-300 bg-white p-8 text-center text-wood-800">
        {empty}
      </p>
    );
  }
  return (
    <>
      <DeskTable
        rows={leads}
        columns={cells.map(({ className, render }, column) => ({
          header: copy.columns[column]!,
          className,
          render: (lead: LeadRow) => render(lead, now),
        }))}
      />
      <ul className="space-y-3 md:hidden">
        {leads.map((lead) => (
          <LeadCard key={lead.id} lead={lead} now={now} />
        ))}
      </ul>
    </>
  );
}

/** A lead on a phone: one card instead of a table row. */
function LeadCard({ lead, now }: { lead: LeadRow; now: string }) {
  return (
    <li className="rounded-2xl border border-wood-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <Who lead={lead} />
        <StatusBadge status={lead.status} />
      </div>
      <div className="mt-2">
        <When lead={lead} now={now} />
      </div>
      {lead.quote ? <LatestQuoteLine quote={lead.quote} /> : null}
      <div className="mt-3 space-y-3">
        <Contact lead={lead} />
        <Service lead={lead} />
        <QuickActions lead={lead} />
        <LeadStatusControl lead={lead} />
      </div>
    </li>
  );
}
