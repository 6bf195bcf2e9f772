import { Plus } from "lucide-react";
import { Link } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { filterSearch, type LeadFilterQuery } from "~/lib/lead-filter";
import { fillTemplate } from "~/lib/links";
import { staffButtonClass } from "./staff-styles";

const views = ["all", "due"] as const;

/**
 * The desk's two lists as tabs: "All Leads" (the first screen) and "Due", which says how many are
 * due; each keeps the search and filters.
 */
export function DeskViews({ filter, due }: { filter: LeadFilterQuery; due: number | undefined }) {
  return (
    <nav
      aria-label="Views"
      className="grid grid-cols-2 rounded-xl border border-wood-300 bg-white p-1 sm:inline-grid sm:w-auto"
    >
      {views.map((view) => {
        const current = filter.view === view;
        const counted = view === "due" && due !== undefined;
        return (
          <Link
            key={view}
            to={`${deskPaths.desk}${filterSearch({ ...filter, view, page: 1 })}`}
            aria-current={current ? "page" : undefined}
            aria-label={counted ? fillTemplate(copy.work.dueTab, { count: String(due) }) : undefined}
            className={`inline-flex min-h-10 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold ${
              current ? "bg-wood-700 text-white" : "text-wood-800 hover:bg-wood-100"
            }`}
          >
            {copy.work.views[view]}
            {counted ? (
              <span
                className={`ml-2 inline-flex min-w-6 justify-center rounded-full px-1.5 text-xs leading-5 tabular-nums ${
                  current
                    ? "bg-white text-wood-900"
                    : due > 0
                      ? "bg-amber-200 text-amber-950"
                      : "bg-wood-100 text-wood-800"
                }`}
              >
                {due}
              </span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}

/** Adding an enquiry that came another way (a call, a walk-in). */
export function AddEnquiryLink() {
  return (
    <Link to={deskPaths.newLead} className={staffButtonClass.outline}>
      <Plus aria-hidden="true" className="size-4" />
      {copy.work.newLead}
    </Link>
  );
}
