import { ChevronDown, Download, Search, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { adminCopy as copy } from "~/lib/admin-copy";
import { filterSearch, type LeadFilterQuery } from "~/lib/lead-filter";
import { leadStatuses } from "~/lib/lead-status";
import { leadSources } from "~/lib/lead-work";
import { staffButtonClass, staffCardClass } from "./staff-styles";

/** A desk member, as the owner filter and the assign form list them. */
export type Member = { id: string; email: string };

const selectClass = "mt-1 block w-full rounded-lg border border-wood-300 bg-white px-3 py-2 sm:w-40";
type Chosen = Pick<LeadFilterQuery, "q" | "status" | "assignee" | "source">;
const fieldNames = ["q", "status", "assignee", "source"] as const;

/** Search, the status, owner and source filters, and (for admins) the CSV export of what they select. */
export function LeadFilters({
  filter,
  members,
  canExport,
}: {
  filter: LeadFilterQuery;
  members: Member[];
  canExport: boolean;
}) {
  const exportHref = `/api/leads.csv${filterSearch({ q: filter.q, status: filter.status, assignee: filter.assignee, source: filter.source })}`;
  // The fields show the filter of the page on screen (also after Back and Forward). They are set in
  // place rather than by drawing the form anew, so a keyboard user's focus stays where it was.
  // Only when the filter changes: when React takes the page over, the fields already show it, or
  // what the person typed or chose while the page was starting, which must not be wiped.
  const form = useRef<HTMLFormElement>(null);
  const shown = useRef<Chosen>(filter);
  useEffect(() => {
    if (fieldNames.every((name) => shown.current[name] === filter[name])) return;
    shown.current = filter;
    for (const name of fieldNames) {
      const field = form.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement)
        field.value = filter[name] ?? "";
    }
  }, [filter]);
  const chosen = [filter.status, filter.assignee, filter.source].filter(Boolean).length;
  return (
    <Form ref={form} method="get" className={`flex flex-wrap items-end gap-3 p-4 ${staffCardClass}`}>
      <input type="hidden" name="view" value={filter.view ?? "all"} />
      <FilterField
        id="desk-q"
        label={copy.search}
        className="min-w-0 basis-full xl:min-w-56 xl:flex-1 xl:basis-auto"
      >
        <input
          id="desk-q"
          name="q"
          type="search"
          defaultValue={filter.q}
          placeholder={copy.searchPlaceholder}
          className="mt-1 block w-full rounded-lg border border-wood-300 px-3 py-2"
        />
      </FilterField>
      {/* On a phone the other filters fold under one line beside Search (open while one is chosen),
          so the leads start on the first screen; from a tablet up they always show. */}
      <details
        open={chosen > 0 || undefined}
        className="group min-w-0 flex-1 open:basis-full md:flex-none md:open:basis-auto md:[&::details-content]:[content-visibility:visible]"
        data-more-filters
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-wood-300 px-3 font-semibold text-wood-800 md:hidden [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {copy.work.moreFilters}
          {chosen > 0 ? <span className="text-sm font-normal text-wood-700">({chosen})</span> : null}
          <ChevronDown
            aria-hidden="true"
            className="ml-auto size-4 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="mt-3 grid grid-cols-2 items-end gap-3 md:mt-0 md:flex md:flex-wrap">
          <FilterField id="desk-status" label={copy.statusFilter}>
            <select
              id="desk-status"
              name="status"
              defaultValue={filter.status ?? ""}
              className={`${selectClass} capitalize`}
            >
              <option value="">{copy.allStatuses}</option>
              {leadStatuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField id="desk-assignee" label={copy.work.owner}>
            <select
              id="desk-assignee"
              name="assignee"
              defaultValue={filter.assignee ?? ""}
              className={selectClass}
            >
              <option value="">{copy.work.anyOwner}</option>
              <option value="me">{copy.work.mine}</option>
              <option value="none">{copy.work.unassigned}</option>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.email}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField id="desk-source" label={copy.work.source}>
            <select id="desk-source" name="source" defaultValue={filter.source ?? ""} className={selectClass}>
              <option value="">{copy.work.anySource}</option>
              {leadSources.map((source) => (
                <option key={source} value={source}>
                  {copy.work.sources[source]}
                </option>
              ))}
            </select>
          </FilterField>
          {canExport ? (
            <a href={exportHref} download className={`${staffButtonClass.outline} col-span-2 sm:col-auto`}>
              <Download aria-hidden="true" className="size-4" />
              {copy.exportCsv}
            </a>
          ) : null}
        </div>
      </details>
      <button type="submit" className={staffButtonClass.primary}>
        <Search aria-hidden="true" className="size-4" />
        {copy.search}
      </button>
    </Form>
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
