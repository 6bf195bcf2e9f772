import { parseLeadFilter } from "~/lib/lead-filter";
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
  const rows = leadsCsv(database.db, filter, { viewer, now: now() });
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
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
