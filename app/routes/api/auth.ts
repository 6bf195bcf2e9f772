import { getRuntime } from "~/server/runtime.server";
import type { Route } from "./+types/auth";

// Better Auth's endpoints (/api/auth/*) that the desk uses: its forms' calls and the links in its
// e-mails. Anything else answers 404 (app/server/auth/auth-endpoints.server.ts).
export async function loader({ request }: Route.LoaderArgs) {
  return (await getRuntime()).auth.handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return (await getRuntime()).auth.handler(request);
}
