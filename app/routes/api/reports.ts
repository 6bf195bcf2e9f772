import { istDay, parsePeriod } from "~/lib/report-period";
import { parsePageSort } from "~/lib/report-table";
import { requireRole } from "~/server/auth/require-role.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { buildReport } from "~/server/reports/report.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/reports";

/**
 * GET /api/reports?from=YYYY-MM-DD&to=YYYY-MM-DD (or ?days=7|30|90; admins): the reports page's
 * figures as JSON. A bad period is 400 `{errors: {field: message}}`.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const { database, now } = await getRuntime();
  const at = now();
  const url = new URL(request.url);
  const parsed = parsePeriod(url, istDay(at));
  if (!parsed.ok) return jsonAnswer({ errors: parsed.errors }, 400);
  const report = await buildReport(database.db, {
    period: parsed.period,
    site: getConfig().site,
    now: at,
    sort: parsePageSort(url),
  });
  return jsonAnswer(report);
}
