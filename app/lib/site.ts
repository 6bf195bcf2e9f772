import { useRouteLoaderData } from "react-router";
import type { Profile } from "~/profiles/schema";

/** The active profile with deployment overrides applied, as the server resolved it at start. */
export type Site = Profile & {
  publicUrl: string;
  /** The business phone formatted for reading, e.g. "+91 98765 43210". */
  phoneDisplay: string;
};

export function useSite(): Site {
  const data = useRouteLoaderData<{ site: Site }>("root");
  if (!data) throw new Error("useSite() needs the root loader's data");
  return data.site;
}
