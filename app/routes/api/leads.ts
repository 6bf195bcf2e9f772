import { parseLeadFilter } from "~/lib/lead-filter";
import { pageSize } from "~/lib/lead-status";
import { actingDeskMember, getStaff, requireDesk } from "~/server/auth/require-role.server";
import { type ApiAnswer, answerLeadPost, methodNotAllowed } from "~/server/http/lead-api.server";
import { clientOf } from "~/server/http/lead-submission.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { listLeads } from "~/server/leads/desk.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/leads";

const respond = ({ status, body, headers }: ApiAnswer) => Response.json(body, { status, headers });

// In production server/app.ts answers a visitor's POST /api/leads before React Router (same
// function, less overhead per request); this route serves a desk member's (the request carries a
// session cookie), and every POST under `npm run dev` and any other adapter.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return respond(methodNotAllowed);
  // Lead capture is public; a desk member entering an enquiry may also say where it came from, and
  // passes every desk request's checks first.
  const member = actingDeskMember(await getStaff(request)) ?? undefined;
  if (member) requireSameOrigin(request, getConfig().site.publicUrl);
  return respond(
    await answerLeadPost(
      request.headers.get("content-type"),
      await request.text(),
      clientOf(request, context),
      member,
    ),
  );
}

/**
 * GET /api/leads?view=&status=&assignee=&source=&q=&page= (desk members): one page of the leads
 * the member may see, with the total. `view=due` lists what is due, in the order to work it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireDesk(request);
  const filter = parseLeadFilter(new URL(request.url));
  const { database, now } = await getRuntime();
  const result = await listLeads(database.db, filter, filter.page, { viewer: member, now: now() });
  return Response.json({ ...result, pageSize }, { headers: { "Cache-Control": "private, no-store" } });
}
