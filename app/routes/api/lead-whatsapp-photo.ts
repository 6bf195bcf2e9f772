import { requireDesk } from "~/server/auth/require-role.server";
import { jsonAnswer } from "~/server/http/json-answer.server";
import { staffHeaders } from "~/server/http/staff-headers.server";
import { getRuntime } from "~/server/runtime.server";
import { chatLead } from "~/server/whatsapp/conversation.server";
import type { Route } from "./+types/lead-whatsapp-photo";

/** The photo types a customer's photo is served as; anything else is not served. */
const shownTypes = new Set(["image/jpeg", "image/png", "image/webp"]);

/**
 * GET /api/leads/:id/whatsapp/photos/:mediaId: a photo the customer sent on WhatsApp, to the desk
 * members who may see the lead (the lead page shows it); 404 for anyone else and any other photo.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireDesk(request);
  const { database } = await getRuntime();
  const lead = await chatLead(database.db, params.id, member);
  const photo =
    lead &&
    (await database.db
      .selectFrom("whatsapp_media")
      .select(["mime_type", "bytes"])
      .where("media_id", "=", params.mediaId)
      .where("lead_id", "=", lead.id)
      .executeTakeFirst());
  if (!photo || !shownTypes.has(photo.mime_type))
    return jsonAnswer({ error: "No such photo." }, 404, staffHeaders);
  return new Response(Buffer.from(photo.bytes), {
    headers: { ...staffHeaders, "Content-Type": photo.mime_type, "X-Content-Type-Options": "nosniff" },
  });
}
