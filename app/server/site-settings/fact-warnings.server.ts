import type { Profile } from "~/profiles/schema";
import type { ProfileProblem } from "./site-versions.server";

// CONTRACT (to be built): texts that spell out a fact that has its own field (the business name, the
// phone…) instead of its placeholder ({business}, {phone}…), so changing the fact would miss them.

export function spelledOutFacts(_profile: Profile): ProfileProblem[] {
  throw new Error("fact warnings are not built yet");
}
