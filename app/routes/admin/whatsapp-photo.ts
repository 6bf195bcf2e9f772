import { data } from "react-router";
import { pageRefusal, requireDesk } from "~/server/auth/require-role.server";
import { staffHeaders } from "~/server/http/staff-headers.server";
import { getRuntime } from "~/server/runtime.server";
import { chatLead } from "~/server/whatsapp/conversation.server";
import type { Route } from "./+types/whatsapp-photo";

/** The photo types a customer's photo is served as; anything else is not served. */
const shownTypes = new Set(["image/jpeg", "image/png", "image/webp"]);

/** GET /admin/leads/:id/whatsapp/photos/:mediaId: a photo the customer sent, for those who may see the lead. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireDesk(request, { refuse: pageRefusal });
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
  if (!photo || !shownTypes.has(photo.mime_type)) throw data(null, { status: 404 });
  return new Response(Buffer.from(photo.bytes), {
    headers: {
      ...staffHeaders,
      "content-type": photo.mime_type,
      "x-content-type-options": "nosniff",
    },
  });
}
