import { data } from "react-router";
import { DeskErrorPage } from "~/components/admin/desk-error-page";
import { DeskPage } from "~/components/admin/desk-page";
import { PagesTable } from "~/components/admin/reports/pages-table";
import { PeriodPicker } from "~/components/admin/reports/period-picker";
import { count, csvHref } from "~/components/admin/reports/report-links";
import { FiguresTable, ReportChart, ReportSection } from "~/components/admin/reports/report-section";
import { QuotesSection } from "~/components/admin/reports/quotes-section";
import { SourcesTables } from "~/components/admin/reports/sources-tables";
import { staffCardClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";
import { istDay, periodParams, parsePeriod, periodQuery } from "~/lib/report-period";
import { leadChannels, parsePageSort } from "~/lib/report-table";
import { pageRefusal, requireRole } from "~/server/auth/require-role.server";
import { staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { reportCharts } from "~/server/reports/report-charts.server";
import { buildReport } from "~/server/reports/report.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/reports";

const copy = adminCopy.reports;

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `${copy.title} · ${adminCopy.title}` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * /admin/reports (admins): what the website brought and how the desk answered, for a period. A
 * bad period answers 400 with the form and what is wrong, and no figures.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const staff = await requireRole(request, "admin", { refuse: pageRefusal, cookies: page.cookies });
  const { database, now } = await getRuntime();
  const { site } = getConfig();
  const at = now();
  const url = new URL(request.url);
  const today = istDay(at);
  const sort = parsePageSort(url);
  const query = periodQuery(url);
  const parsed = parsePeriod(url, today);
  const base = { email: staff.email, role: staff.role, notice: page.notice, today, sort, query };
  if (!parsed.ok) {
    return data(
      { ...base, errors: parsed.errors, report: null, charts: null },
      { status: 400, headers: page.headers() },
    );
  }
  const report = await buildReport(database.db, { period: parsed.period, site, now: at, sort });
  return data({ ...base, errors: null, report, charts: reportCharts(report) }, { headers: page.headers() });
}

const minutes = (n: number | null) =>
  n === null ? copy.response.none : fillTemplate(copy.minutes, { n: String(n) });

export default function ReportsPage({ loaderData }: Route.ComponentProps) {
  const { report, charts, sort, errors, query, today } = loaderData;
  return (
    <DeskPage
      email={loaderData.email}
      role={loaderData.role}
      notice={loaderData.notice}
      title={copy.title}
      intro={copy.intro}
      note={copy.countingLimits}
    >
      <PeriodPicker period={report?.period ?? null} sort={sort} query={query} errors={errors} today={today} />
      {report && charts ? (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {(
              [
                ["views", report.totals.views],
                ["visitors", report.totals.visitors],
                ["contacts", report.totals.contacts],
                ["leads", report.totals.leads],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className={`${staffCardClass} p-4`}>
                <dt className="text-sm font-semibold text-wood-800">{copy.totals[key]}</dt>
                <dd className="mt-1 font-display text-3xl font-semibold text-wood-950 tabular-nums">
                  {count(value)}
                </dd>
                {key === "contacts" ? (
                  <dd className="text-xs text-wood-800">{copy.totals.contactsHint}</dd>
                ) : null}
              </div>
            ))}
          </dl>

          <ReportSection
            id="weeks"
            heading={copy.weeks.heading}
            intro={copy.weeks.intro}
            downloads={[{ href: csvHref(report.period, "weeks"), table: copy.weeks.heading }]}
          >
            <ReportChart chart={charts.weeks} />
            <FiguresTable
              caption={copy.weeks.heading}
              columns={[
                copy.weeks.week,
                ...leadChannels.map((channel) => copy.channels[channel]),
                copy.weeks.total,
              ]}
              rows={report.weeks.map((week) => [
                week.week,
                ...leadChannels.map((channel) => week[channel]),
                week.total,
              ])}
            />
          </ReportSection>

          <ReportSection
            id="pages"
            heading={copy.pages.heading}
            intro={copy.pages.intro}
            downloads={[{ href: csvHref(report.period, "pages"), table: copy.pages.heading }]}
          >
            <PagesTable rows={report.pages} sort={sort} params={periodParams(report.period)} />
          </ReportSection>

          <QuotesSection
            quotes={report.quotes}
            pageName={(path) => report.pages.find((page) => page.path === path)?.name ?? path}
          />

          <ReportSection
            id="sources"
            heading={copy.sources.heading}
            intro={copy.sources.intro}
            downloads={[
              { href: csvHref(report.period, "sources"), table: copy.sources.columns.source },
              { href: csvHref(report.period, "campaigns"), table: copy.sources.campaigns },
            ]}
          >
            <SourcesTables sources={report.sources} campaigns={report.campaigns} />
          </ReportSection>

          <div className="space-y-6">
            <ReportSection
              id="funnel"
              heading={copy.funnel.heading}
              intro={copy.funnel.intro}
              downloads={[
                { href: csvHref(report.period, "funnel"), table: copy.funnel.heading },
                { href: csvHref(report.period, "lost-reasons"), table: copy.funnel.lostHeading },
              ]}
            >
              <ReportChart chart={charts.funnel} />
              <FiguresTable
                caption={copy.funnel.heading}
                columns={[copy.funnel.stage, copy.funnel.leads]}
                rows={[
                  ...report.funnel.stages.map((stage) => [copy.statuses[stage.status], stage.count] as const),
                  [copy.funnel.closed, report.funnel.closed],
                ]}
              />
              <h3 className="mt-5 font-semibold text-wood-950">{copy.funnel.lostHeading}</h3>
              {report.funnel.lostReasons.length > 0 ? (
                <ul className="mt-2 divide-y divide-wood-200 text-sm">
                  {report.funnel.lostReasons.map((row) => (
                    <li key={row.reason} className="flex justify-between gap-4 py-2">
                      <span>{row.reason || copy.funnel.noReason}</span>
                      <span className="font-semibold tabular-nums">{count(row.count)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-wood-800">{copy.funnel.noLost}</p>
              )}
            </ReportSection>

            <ReportSection
              id="response"
              heading={copy.response.heading}
              intro={copy.response.intro}
              downloads={[{ href: csvHref(report.period, "response"), table: copy.response.heading }]}
            >
              <ReportChart chart={charts.response} />
              <FiguresTable
                caption={copy.response.heading}
                columns={[copy.response.week, copy.response.minutes, copy.response.replied]}
                rows={report.response.map((week) => [week.week, minutes(week.minutes), week.replied])}
              />
            </ReportSection>
          </div>
        </>
      ) : null}
    </DeskPage>
  );
}

/** Staff or an account without a role (403), or a failure: said on a staff page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} />;
}
