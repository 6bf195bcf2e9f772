import { ArrowDown, ArrowUp } from "lucide-react";
import { Link } from "react-router";
import { reportsCopy as copy } from "~/lib/desk-copy/reports";
import type { PageRow, PageSort, PageSortKey } from "~/lib/report-table";
import { count, reportHref } from "./report-links";
import { ScrollTable } from "./scroll-table";

const columns: readonly PageSortKey[] = ["page", "views", "visitors", "calls", "whatsapps", "leads", "rate"];

/** The order a header's link asks for: the other way round when the table is sorted by it already. */
function nextSort(key: PageSortKey, sort: PageSort): PageSort {
  if (sort.key === key) return { key, dir: sort.dir === "asc" ? "desc" : "asc" };
  return { key, dir: key === "page" ? "asc" : "desc" };
}

function SortHeader({
  column,
  sort,
  params,
}: {
  column: PageSortKey;
  sort: PageSort;
  params: Record<string, string>;
}) {
  const sorted = sort.key === column;
  const Arrow = sort.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={sorted ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
      className={`px-2 py-2 align-bottom font-semibold ${column === "page" ? "text-left" : "text-right"}`}
    >
      <Link
        to={reportHref(params, nextSort(column, sort))}
        preventScrollReset
        className="inline-flex min-h-11 items-center gap-1 rounded text-wood-900 underline-offset-4 hover:underline"
      >
        {copy.pages.columns[column]}
        {sorted ? <Arrow aria-hidden="true" className="size-4 shrink-0" /> : null}
      </Link>
    </th>
  );
}

/** A bar as long as the page's share of its group's busiest page's views. */
function ViewsBar({ views, most }: { views: number; most: number }) {
  const share = most > 0 ? (views / most) * 100 : 0;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 100 6"
      preserveAspectRatio="none"
      className="mt-1 ml-auto block h-1.5 w-24"
    >
      <rect width="100" height="6" rx="3" className="fill-wood-100" />
      {share > 0 ? <rect width={Math.max(share, 2)} height="6" rx="3" className="fill-wood-600" /> : null}
    </svg>
  );
}

const groupOrder = ["main", "neighbourhood"] as const;

/**
 * Every public page with its figures, one group per kind of page (the neighbourhood pages side by
 * side, each with a bar for its views), sortable by each column through links (no script needed).
 */
export function PagesTable({
  rows,
  sort,
  params,
}: {
  rows: readonly PageRow[];
  sort: PageSort;
  params: Record<string, string>;
}) {
  const groups = groupOrder
    .map((group) => ({ group, rows: rows.filter((row) => row.group === group) }))
    .filter((group) => group.rows.length > 0);
  return (
    <ScrollTable table={copy.pages.heading}>
      <table className="w-full min-w-[42rem] text-sm">
        <caption className="sr-only">{copy.pages.heading}</caption>
        <thead className="border-b-2 border-wood-300">
          <tr>
            {columns.map((column) => (
              <SortHeader key={column} column={column} sort={sort} params={params} />
            ))}
          </tr>
        </thead>
        {groups.map(({ group, rows: groupRows }) => {
          const most = Math.max(0, ...groupRows.map((row) => row.views));
          return (
            <tbody key={group}>
              {groups.length > 1 ? (
                <tr className="bg-wood-50">
                  <th
                    scope="colgroup"
                    colSpan={columns.length}
                    className="px-2 py-2 text-left font-semibold text-wood-900"
                  >
                    {copy.pages.groups[group]} ({groupRows.length})
                  </th>
                </tr>
              ) : null}
              {groupRows.map((row) => (
                <tr key={row.path} className="border-t border-wood-200">
                  <th scope="row" className="px-2 py-2 text-left font-normal">
                    <span className="block font-semibold text-wood-950">{row.name}</span>
                    <span className="hidden text-xs break-all text-wood-800 sm:block">{row.path}</span>
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">
                    {count(row.views)}
                    <ViewsBar views={row.views} most={most} />
                  </td>
                  <td className="px-2 py-2 text-right tabular-nums">{count(row.visitors)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{count(row.calls)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{count(row.whatsapps)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{count(row.leads)}</td>
                  <td className="px-2 py-2 text-right font-semibold tabular-nums">
                    {row.rate === null ? "–" : row.rate.toFixed(1)}
                  </td>
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </ScrollTable>
  );
}
