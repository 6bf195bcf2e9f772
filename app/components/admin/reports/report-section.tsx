import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { reportsCopy as copy } from "~/lib/desk-copy/reports";
import { fillTemplate } from "~/lib/links";
import { staffCardClass } from "../staff-styles";
import { ScrollTable } from "./scroll-table";

/** One part of the report: a card with its heading, what it shows, and its CSV download(s). */
export function ReportSection({
  id,
  heading,
  intro,
  downloads,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  downloads: { href: string; table: string }[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`${staffCardClass} min-w-0 p-4 sm:p-6`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-3xl">
          <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-wood-950">
            {heading}
          </h2>
          {intro ? <p className="mt-1 text-sm text-wood-800">{intro}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {downloads.map(({ href, table }) => (
            <a
              key={href}
              href={href}
              download
              aria-label={fillTemplate(copy.downloadFor, { table })}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-wood-300 px-3 text-sm font-semibold text-wood-800 hover:bg-wood-100"
            >
              <Download aria-hidden="true" className="size-4" />
              {downloads.length > 1 ? table : copy.downloadCsv}
            </a>
          ))}
        </div>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A chart drawn on the server: the phone's drawing below 640 px, the desktop's above; its words below. */
export function ReportChart({ chart }: { chart: { narrow: string; wide: string; summary: string } }) {
  return (
    <figure className="m-0">
      <div className="sm:hidden" dangerouslySetInnerHTML={{ __html: chart.narrow }} />
      <div className="hidden max-w-3xl sm:block" dangerouslySetInnerHTML={{ __html: chart.wide }} />
      {chart.summary ? <figcaption className="mt-2 text-sm text-wood-800">{chart.summary}</figcaption> : null}
    </figure>
  );
}

/** The figures behind a chart, as a table (for screen readers, and anyone who wants the numbers). */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
    <details className="mt-3 rounded-lg border border-wood-200 bg-wood-50 px-3 py-2">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-wood-800">{copy.figures}</summary>
      <ScrollTable table={caption} className="mt-2">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-2 py-1 font-semibold ${i > 0 ? "text-right" : ""}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])} className="border-t border-wood-200">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-2 py-1 font-normal whitespace-nowrap">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-2 py-1 text-right tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </details>
  );
}
