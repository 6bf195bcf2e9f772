import { parseLeadFilter } from "~/lib/lead-filter";
import { istDay } from "~/lib/report-period";
import { leadsCsv } from "~/server/leads/desk.server";
import { getRuntime } from "~/server/runtime.server";
import { requireRole } from "~/server/auth/require-role.server";
import type { Route } from "./+types/leads-csv";

/** GET /api/leads.csv: the current filter's leads (of every view) as CSV, streamed (admin only). */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireRole(request, "admin");
  const { database, now } = await getRuntime();
  const filter = parseLeadFilter(new URL(request.url));
  const viewer = { id: admin.id, email: admin.email, role: "admin" as const };
  const at = now();
  const rows = leadsCsv(database.db, filter, { viewer, now: at });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  // Named by the desk's day in India: just after midnight there it is still yesterday in UTC.
  const day = istDay(at);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
