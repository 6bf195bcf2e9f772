import { Home } from "lucide-react";
import type { MetaDescriptor } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import { type Site, useSite } from "~/lib/site";
import { notFound } from "~/server/not-found.server";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return notFound(request);
}

/**
 * A missing page has no canonical address of its own. Its 404 status keeps it out of search
 * indexes, so it needs no robots tag (docs/decisions/0013-page-audit.md).
 */
export function notFoundMeta(site: Site | undefined, pathname: string): MetaDescriptor[] {
  if (!site) return [];
  return pageMeta(site, site.notFound.seo, pathname).filter((tag) => !("rel" in tag));
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  notFoundMeta(siteFromMatches(matches), location.pathname);

export default function NotFound() {
  const { notFound } = useSite();
  return (
    <section className="wood-grain">
      <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
        <p className="font-display text-8xl font-semibold text-wood-700">{notFound.code}</p>
        <h1 className="mt-4 font-display text-3xl font-semibold text-wood-950 sm:text-4xl">
          {notFound.heading}
        </h1>
        <p className="mt-3 text-lg text-wood-800">{notFound.text}</p>
        <ButtonLink to="/" icon={Home} className="mt-8">
          {notFound.homeLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
