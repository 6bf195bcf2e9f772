import { Plus } from "lucide-react";
import { Link } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { filterSearch, type LeadFilterQuery } from "~/lib/lead-filter";
import { staffButtonClass } from "./staff-styles";

const views = ["all", "due"] as const;

/**
 * "All Leads" and "Due" (with how many are due), each keeping the search and filters; and adding an enquiry that
 * came another way.
 */
export function DeskViews({ filter, due }: { filter: LeadFilterQuery; due: number | undefined }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <nav aria-label="Views" className="inline-flex rounded-xl border border-wood-300 bg-white p-1">
        {views.map((view) => {
          const current = filter.view === view;
          return (
            <Link
              key={view}
              to={`${deskPaths.desk}${filterSearch({ ...filter, view, page: 1 })}`}
              aria-current={current ? "page" : undefined}
              className={`inline-flex min-h-10 items-center rounded-lg px-4 py-2 text-sm font-semibold ${
                current ? "bg-wood-700 text-white" : "text-wood-800 hover:bg-wood-100"
              }`}
            >
              {copy.work.views[view]}
              {view === "due" && due !== undefined ? (
                <span
                  className={`ml-2 inline-flex min-w-6 justify-center rounded-full px-1.5 text-xs leading-5 tabular-nums ${
                    current
                      ? "bg-white text-wood-900"
                      : due > 0
                        ? "bg-amber-200 text-amber-950"
                        : "bg-wood-100 text-wood-800"
                  }`}
                >
                  <span className="sr-only">, </span>
                  {due}
                </span>
              ) : null}
            </Link>
          );
        })}
      </nav>
      <Link to={deskPaths.newLead} className={staffButtonClass.outline}>
        <Plus aria-hidden="true" className="size-4" />
        {copy.work.newLead}
      </Link>
    </div>
  );
}
