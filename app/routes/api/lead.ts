import { statusChangeSchema } from "~/lib/lead-status";
import { requireRole } from "~/server/auth/require-role.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { getLead, setLeadStatus } from "~/server/leads/desk.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/lead";

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** PATCH /api/leads/:id with {status} (admin only). */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireRole(request, "admin");
  if (request.method !== "PATCH") return json({ error: "Method not allowed" }, 405);
  requireSameOrigin(request, getConfig().site.publicUrl);
  const parsed = statusChangeSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return json({ errors: { status: parsed.error.issues[0]?.message ?? "is invalid" } }, 400);
  const { database } = await getRuntime();
  const lead = await setLeadStatus(database.db, {
    id: params.id,
    status: parsed.data.status,
    actor: { id: staff.id, email: staff.email },
    now: new Date(),
  });
  return lead ? json({ lead }) : json({ error: "No such lead." }, 404);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const { database } = await getRuntime();
  const found = await getLead(database.db, params.id);
  return found ? json(found) : json({ error: "No such lead." }, 404);
}
