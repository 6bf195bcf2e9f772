import { Link } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { filterSearch, type LeadFilterQuery } from "~/lib/lead-filter";
import { pageSize } from "~/lib/lead-status";

/** "1–50 of 120" and the links to the pages before and after. */
export function Pagination({
  filter,
  page,
  pageCount,
  total,
}: {
  filter: LeadFilterQuery;
  page: number;
  pageCount: number;
  total: number;
}) {
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  const link = (target: number) => `${deskPaths.desk}${filterSearch({ ...filter, page: target })}`;
  const linkClass =
    "rounded-lg border border-wood-300 bg-white px-4 py-2 font-semibold text-wood-800 hover:bg-wood-100";
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-wood-800"
    >
      <p>
        {from}–{to} of {total}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={link(page - 1)} className={linkClass}>
            {copy.previous}
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={link(page + 1)} className={linkClass}>
            {copy.next}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
