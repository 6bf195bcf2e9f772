import { personPhoneSchema } from "~/lib/erasure";
import { requireRole } from "~/server/auth/require-role.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { erasePerson } from "~/server/leads/erasure.server";
import { log } from "~/server/log.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/person";

const notAllowed = () => jsonAnswer({ error: "Method not allowed" }, 405, { Allow: "DELETE" });

/**
 * DELETE /api/people/:phone (admins): erases every lead with that phone number, their timelines and
 * the e-mails about them still queued, and records the erasure (no personal data). 200 with the
 * number of leads erased; 404 when there were none; 400 for a number that is not an Indian phone.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireRole(request, "admin");
  if (request.method !== "DELETE") return notAllowed();
  requireSameOrigin(request, getConfig().site.publicUrl);
  const phone = personPhoneSchema.safeParse(params.phone);
  if (!phone.success) return jsonAnswer({ errors: { phone: phone.error.issues[0]?.message } }, 400);
  const { database, now } = await getRuntime();
  const erased = await erasePerson(database.db, { phone: phone.data, erasedBy: admin.email, now: now() });
  if (erased === 0) return jsonAnswer({ error: "No enquiries from that number." }, 404);
  log("info", "person_erased", { leads: erased, by: admin.id });
  return jsonAnswer({ erased });
}

export const loader = notAllowed;
