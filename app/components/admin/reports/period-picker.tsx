import { Form, Link } from "react-router";
import { reportsCopy as copy } from "~/lib/desk-copy/reports";
import { fillTemplate } from "~/lib/links";
import { periodPresets, type ReportPeriod } from "~/lib/report-period";
import type { PageSort } from "~/lib/report-table";
import { staffButtonClass, staffCardClass } from "../staff-styles";
import { reportHref } from "./report-links";

const presetClass =
  "inline-flex min-h-11 items-center rounded-lg border border-wood-300 px-3 font-semibold text-wood-800 hover:bg-wood-100 aria-[current=true]:border-wood-700 aria-[current=true]:bg-wood-700 aria-[current=true]:text-white";
const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-wood-300 bg-white px-3 text-wood-950 aria-[invalid=true]:border-red-700";

const longDay = (day: string) =>
  new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

/**
 * The period: the last 7, 30 or 90 days as links, or any dates by a GET form; both work without
 * JavaScript and keep the page table's order.
 */
export function PeriodPicker({
  period,
  sort,
  query,
  errors,
  today,
}: {
  period: ReportPeriod | null;
  sort: PageSort;
  query: { from: string | null; to: string | null };
  errors: Record<string, string> | null;
  today: string;
}) {
  const error = (field: "from" | "to") =>
    errors?.[field] ?? (field === "from" ? (errors?.days ?? errors?.period) : undefined);
  return (
    <section aria-labelledby="period-heading" className={`${staffCardClass} p-4 sm:p-5`}>
      <h2 id="period-heading" className="font-semibold text-wood-950">
        {copy.period.legend}
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-4">
        <ul className="flex flex-wrap gap-2">
          {periodPresets.map((days) => (
            <li key={days}>
              <Link
                to={reportHref({ days: String(days) }, sort)}
                aria-current={period?.preset === days ? "true" : undefined}
                className={presetClass}
              >
                {copy.period.presets[days]}
              </Link>
            </li>
          ))}
        </ul>
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="sort" value={sort.key} />
          <input type="hidden" name="dir" value={sort.dir} />
          {(["from", "to"] as const).map((field) => (
            <div key={field}>
              <label htmlFor={`period-${field}`} className="text-sm font-semibold text-wood-900">
                {copy.period[field]}
              </label>
              <input
                id={`period-${field}`}
                type="date"
                name={field}
                max={today}
                defaultValue={query[field] ?? period?.[field] ?? ""}
                aria-invalid={error(field) ? true : undefined}
                aria-describedby={error(field) ? `period-${field}-error` : undefined}
                className={inputClass}
              />
            </div>
          ))}
          <button type="submit" className={staffButtonClass.primary}>
            {copy.period.show}
          </button>
        </Form>
      </div>
      {errors ? (
        <div role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          <strong className="block">{copy.period.invalid}</strong>
          {(["from", "to"] as const).map((field) =>
            error(field) ? (
              <p key={field} id={`period-${field}-error`}>
                {copy.period[field]}: {error(field)}
              </p>
            ) : null,
          )}
        </div>
      ) : period ? (
        <p className="mt-3 text-sm text-wood-800">
          {fillTemplate(copy.period.showing, {
            from: longDay(period.from),
            to: longDay(period.to),
            days: String(period.days),
          })}
        </p>
      ) : null}
    </section>
  );
}
