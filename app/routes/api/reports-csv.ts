import { z } from "zod";
import { istDay, parsePeriod } from "~/lib/report-period";
import { parsePageSort, reportTables } from "~/lib/report-table";
import { requireRole } from "~/server/auth/require-role.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { reportCsv, reportCsvName } from "~/server/reports/report-csv.server";
import { buildReport } from "~/server/reports/report.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/reports-csv";

const tableSchema = z.enum(reportTables, { error: `must be one of ${reportTables.join(", ")}` });

/**
 * GET /api/reports.csv?table=pages|sources|campaigns|weeks|funnel|lost-reasons|response with the
 * period's query (admins): one table of the report, as the page shows it, as CSV.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const { database, now } = await getRuntime();
  const at = now();
  const url = new URL(request.url);
  const table = tableSchema.safeParse(url.searchParams.get("table"));
  const parsed = parsePeriod(url, istDay(at));
  if (!table.success || !parsed.ok) {
    const errors = {
      ...(table.success ? {} : { table: table.error.issues[0]!.message }),
      ...(parsed.ok ? {} : parsed.errors),
    };
    return jsonAnswer({ errors }, 400);
  }
  const report = await buildReport(database.db, {
    period: parsed.period,
    site: getConfig().site,
    now: at,
    sort: parsePageSort(url),
  });
  return new Response(reportCsv(report, table.data), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${reportCsvName(report, table.data)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
