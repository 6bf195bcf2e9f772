import { Home } from "lucide-react";
import { data } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import { useSite } from "~/lib/site";
import { log } from "~/server/log.server";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  log("warn", "page_not_found", { path, referrer: request.headers.get("referer") ?? undefined });
  return data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  if (!site) return [];
  // A missing page has no canonical address of its own and must not be indexed.
  const tags = pageMeta(site, site.notFound.seo, location.pathname).filter((tag) => !("rel" in tag));
  return [...tags, { name: "robots", content: "noindex" }];
};

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
