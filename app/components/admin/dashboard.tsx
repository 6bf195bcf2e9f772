import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import type { LeadFilterQuery } from "~/lib/lead-filter";
import { Spinner } from "~/components/ui/spinner";
import { Counters, type Counts } from "./counters";
import { AddEnquiryLink, DeskViews } from "./desk-views";
import { LeadFilters, type Member } from "./lead-filters";
import { type LeadRow, LeadsTable } from "./leads-table";
import { Pagination } from "./pagination";
import { type ResponseFigure, ResponseMedian } from "./response-median";
import { type SampleDetailRow, SampleDetailsBanner } from "./sample-details-banner";
import { OperationsStatus, operationsFailing } from "~/components/backups/operations-status";
import type { DeskOperations } from "~/lib/desk-operations";

/** What the desk's loader found: a page of leads, the counters, the median reply and the members, or why it could not. */
type DeskData =
  | {
      ok: true;
      list: { rows: LeadRow[]; total: number; page: number; pageCount: number };
      /** How many leads the Due tab lists, under the same search and filters. */
      due: number;
      counts: Counts;
      response: ResponseFigure;
      members: Member[];
      now: string;
    }
  | { ok: false };

/**
 * The dashboard: All Leads (the first screen) or what is due, filters, counters and the median reply, one page of
 * leads and the pager. For admins, the backups and e-mail line and the sample details the site still shows: at the
 * top on a wide screen, after the leads on a phone, where the first screen belongs to the leads; a backup or the
 * e-mail that is failing leads on every screen.
 */
export function Dashboard({
  filter,
  desk,
  role,
  samples,
  operations,
}: {
  filter: LeadFilterQuery;
  desk: DeskData;
  role: "admin" | "staff";
  /** For admins: the sample details the public site still shows; null for staff. */
  samples: { details: SampleDetailRow[]; fromProfile: string | null } | null;
  /** For admins: the off-site backups' and the mail's state; null for staff. */
  operations: DeskOperations | null;
}) {
  const navigation = useNavigation();
  // A search, filter or page change (not a form post: those have their own notices).
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === deskPaths.desk &&
    navigation.formMethod !== "POST";
  // Going to another page of the list removes the Previous or Next link that had focus (and the
  // whole list while the page loads): focus then goes to the list's heading, where the new page
  // begins, rather than being lost to the document.
  const heading = useRef<HTMLHeadingElement>(null);
  const page = desk.ok ? desk.list.page : undefined;
  const shownPage = useRef(page);
  const urgent = operations !== null && operationsFailing(operations);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, [page]);
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:space-y-6 sm:px-6 sm:py-8">
      {operations ? (
        <OperationsStatus status={operations} className={urgent ? "" : "hidden md:block"} />
      ) : null}
      {samples ? <SampleDetailsBanner {...samples} className="hidden md:block" /> : null}
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold text-wood-950">
            {filter.view === "due" ? copy.work.views.due : copy.allLeads}
          </h1>
          <AddEnquiryLink />
        </div>
        <DeskViews filter={filter} due={desk.ok ? desk.due : undefined} />
      </div>
      <LeadFilters filter={filter} members={desk.ok ? desk.members : []} canExport={role === "admin"} />
      {loading ? (
        <Spinner label={copy.loadingDashboard} />
      ) : desk.ok ? (
        <>
          <div className="space-y-3">
            <Counters counts={desk.counts} />
            <ResponseMedian response={desk.response} />
          </div>
          <LeadsTable
            leads={desk.list.rows}
            now={desk.now}
            empty={filter.view === "due" ? copy.work.dueEmpty : copy.empty}
          />
          <Pagination
            filter={filter}
            page={desk.list.page}
            pageCount={desk.list.pageCount}
            total={desk.list.total}
          />
        </>
      ) : (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p className="font-semibold">{copy.notices.fetchError}</p>
          <p className="mt-1 text-sm">{copy.notices.fetchErrorHint}</p>
        </div>
      )}
      {operations && !urgent ? <OperationsStatus status={operations} className="md:hidden" /> : null}
      {samples ? <SampleDetailsBanner {...samples} className="md:hidden" /> : null}
    </div>
  );
}
