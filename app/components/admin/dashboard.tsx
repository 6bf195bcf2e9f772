import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import type { LeadFilterQuery } from "~/lib/lead-filter";
import { Spinner } from "~/components/ui/spinner";
import { Counters, type Counts } from "./counters";
import { LeadFilters } from "./lead-filters";
import { type LeadRow, LeadsTable } from "./leads-table";
import { Pagination } from "./pagination";

/** What the desk's loader found: a page of leads and the counters, or why it could not. */
type DeskData =
  | {
      ok: true;
      list: { rows: LeadRow[]; total: number; page: number; pageCount: number };
      counts: Counts;
    }
  | { ok: false };

/** The admin's dashboard: filters, counters, one page of leads and the pager. */
export function Dashboard({ filter, desk }: { filter: LeadFilterQuery; desk: DeskData }) {
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
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, [page]);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold text-wood-950">
        {copy.allLeads}
      </h1>
      <LeadFilters filter={filter} />
      {loading ? (
        <Spinner label={copy.loadingDashboard} />
      ) : desk.ok ? (
        <>
          <Counters counts={desk.counts} />
          <LeadsTable leads={desk.list.rows} />
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
    </div>
  );
}
