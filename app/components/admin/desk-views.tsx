import { Plus } from "lucide-react";
import { Link } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { filterSearch, type LeadFilterQuery } from "~/lib/lead-filter";
import { staffButtonClass } from "./staff-styles";

const views = ["due", "all"] as const;

/** "Due" and "All Leads", each keeping the search and filters; and adding an enquiry that came another way. */
export function DeskViews({ filter }: { filter: LeadFilterQuery }) {
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
              className={`min-h-10 rounded-lg px-4 py-2 text-sm font-semibold ${
                current ? "bg-wood-700 text-white" : "text-wood-800 hover:bg-wood-100"
              }`}
            >
              {copy.work.views[view]}
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
