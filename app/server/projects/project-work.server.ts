import type { DeskStaff } from "../auth/require-role.server";
import { getRuntime } from "../runtime.server";
import { getConfig } from "../site.server";
import type { ProjectDeps } from "./project-access.server";

// A desk member's work on projects, through the JSON API or the desk's pages alike: in the running
// database, at the desk's "now", against the live site's services.

/** The dependencies of a change made by `member` now. */
export async function projectDepsFor(member: DeskStaff): Promise<ProjectDeps> {
  const { database, now } = await getRuntime();
  return {
    db: database.db,
    now: now(),
    actor: { id: member.id, email: member.email, role: member.role },
    serviceIds: getConfig().site.services.map((service) => service.id),
  };
}

/** What a project's form offers: the site's services, and the areas it names (its neighbourhoods first). */
export function projectChoices() {
  const { site } = getConfig();
  const named = [
    ...(site.landing?.areas.map((area) => area.name) ?? []),
    ...site.services.flatMap((service) => service.areas),
  ];
  return {
    services: site.services.map((service) => ({ id: service.id, title: service.title })),
    areas: [...new Set(named)],
  };
}
