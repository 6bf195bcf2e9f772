import { Download, Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { filterSearch, type LeadFilterQuery } from "~/lib/lead-filter";
import { leadStatuses } from "~/lib/lead-status";
import { staffButtonClass, staffCardClass } from "./staff-styles";

/** Search, status filter and the CSV export of what they select. */
export function LeadFilters({ filter }: { filter: LeadFilterQuery }) {
  const exportHref = `/api/leads.csv${filterSearch({ q: filter.q, status: filter.status })}`;
  // The fields show the filter of the page on screen (also after Back and Forward). They are set in
  // place rather than by drawing the form anew, so a keyboard user's focus stays where it was.
  // Only when the filter changes: when React takes the page over, the fields already show it, or
  // what the person typed or chose while the page was starting, which must not be wiped.
  const search = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLSelectElement>(null);
  const shown = useRef({ q: filter.q, status: filter.status });
  useEffect(() => {
    if (shown.current.q === filter.q && shown.current.status === filter.status) return;
    shown.current = { q: filter.q, status: filter.status };
    if (search.current) search.current.value = filter.q ?? "";
    if (status.current) status.current.value = filter.status ?? "";
  }, [filter.q, filter.status]);
  return (
    <div className={`flex flex-col gap-3 p-4 lg:flex-row lg:items-end ${staffCardClass}`}>
      <Form method="get" className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-end">
        <FilterField id="desk-q" label={copy.search} className="flex-1">
          <input
            ref={search}
            id="desk-q"
            name="q"
            type="search"
            defaultValue={filter.q}
            placeholder={copy.searchPlaceholder}
            className="mt-1 block w-full rounded-lg border border-wood-300 px-3 py-2"
          />
        </FilterField>
        <FilterField id="desk-status" label={copy.statusFilter}>
          <select
            ref={status}
            id="desk-status"
            name="status"
            defaultValue={filter.status ?? ""}
            className="mt-1 block w-full rounded-lg border border-wood-300 bg-white px-3 py-2 capitalize sm:w-44"
          >
            <option value="">{copy.allStatuses}</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </FilterField>
        <button type="submit" className={staffButtonClass.primary}>
          <Search aria-hidden="true" className="size-4" />
          {copy.search}
        </button>
      </Form>
      <a href={exportHref} download className={staffButtonClass.outline}>
        <Download aria-hidden="true" className="size-4" />
        {copy.exportCsv}
      </a>
    </div>
  );
}

/** A filter's label above its control (which carries the id). */
function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-wood-950">
        {label}
      </label>
      {children}
    </div>
  );
}
