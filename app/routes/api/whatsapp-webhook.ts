import { getRuntime } from "~/server/runtime.server";
import { validSignature } from "~/server/whatsapp/webhook-signature.server";
import type { Route } from "./+types/whatsapp-webhook";

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

/**
 * GET /api/whatsapp/webhook: Meta's verification handshake. With hub.mode=subscribe and our verify
 * token, the challenge is answered as it came; anything else 403. 404 while WhatsApp is not set up.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { whatsapp } = await getRuntime();
  if (!whatsapp) return plain(404, "Not found");
  const query = new URL(request.url).searchParams;
  const challenge = query.get("hub.challenge");
  if (
    query.get("hub.mode") !== "subscribe" ||
    query.get("hub.verify_token") !== whatsapp.verifyToken ||
    !challenge
  )
    return plain(403, "Forbidden");
  return plain(200, challenge);
}

/**
 * POST /api/whatsapp/webhook: a delivery from Meta, signed with the app secret over the raw body
 * (X-Hub-Signature-256). Unsigned or wrongly signed: 401, nothing kept. Signed: kept in the inbox
 * and answered 200 at once (Meta retries what it is not answered quickly); the chat worker does
 * the rest.
 */
export async function action({ request }: Route.ActionArgs) {
  const { whatsapp } = await getRuntime();
  if (!whatsapp) return plain(404, "Not found");
  if (request.method !== "POST") return plain(405, "Method not allowed");
  const body = new Uint8Array(await request.arrayBuffer());
  if (!validSignature(body, request.headers.get("x-hub-signature-256"), whatsapp.appSecret))
    return plain(401, "Bad signature");
  await whatsapp.keep(new TextDecoder().decode(body));
  return plain(200, "OK");
}
