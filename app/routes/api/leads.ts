import { type ApiAnswer, answerLeadPost, methodNotAllowed } from "~/server/http/lead-api.server";
import { clientOf } from "~/server/http/lead-submission.server";
import { parseLeadFilter } from "~/lib/lead-filter";
import { pageSize } from "~/lib/lead-status";
import { listLeads } from "~/server/leads/desk.server";
import { getRuntime } from "~/server/runtime.server";
import { requireRole } from "~/server/auth/require-role.server";
import type { Route } from "./+types/leads";

const respond = ({ status, body, headers }: ApiAnswer) => Response.json(body, { status, headers });

// In production server/app.ts answers POST /api/leads before React Router (same function, less
// overhead per request); this route serves it under `npm run dev` and any other adapter.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return respond(methodNotAllowed);
  // Lead capture is public; every other use of leads goes through requireRole.
  return respond(
    await answerLeadPost(
      request.headers.get("content-type"),
      await request.text(),
      clientOf(request, context),
    ),
  );
}

/** GET /api/leads?status=&q=&page= (admin only): one page of leads, newest first, with the total. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const filter = parseLeadFilter(new URL(request.url));
  const { database } = await getRuntime();
  const result = await listLeads(database.db, filter, filter.page);
  return Response.json({ ...result, pageSize }, { headers: { "Cache-Control": "private, no-store" } });
}
