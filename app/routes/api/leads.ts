import { type ApiAnswer, answerLeadPost, methodNotAllowed } from "~/server/leads/lead-api.server";
import { originOf } from "~/server/leads/submit-lead.server";
import type { Route } from "./+types/leads";

const respond = ({ status, body, headers }: ApiAnswer) => Response.json(body, { status, headers });

// In production server/app.ts answers POST /api/leads before React Router (same function, less
// overhead per request); this route serves it under `npm run dev` and any other adapter.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return respond(methodNotAllowed);
  return respond(
    await answerLeadPost(
      request.headers.get("content-type"),
      await request.text(),
      originOf(request, context),
    ),
  );
}

export function loader() {
  return respond(methodNotAllowed);
}
