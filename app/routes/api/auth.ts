import { getRuntime } from "~/server/runtime.server";
import type { Route } from "./+types/auth";

// Better Auth's own endpoints (/api/auth/*): e-mail verification and password reset links land here.
export async function loader({ request }: Route.LoaderArgs) {
  return (await getRuntime()).auth.handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return (await getRuntime()).auth.handler(request);
}
