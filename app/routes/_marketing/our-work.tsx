import { NotFoundPage } from "~/components/sections/not-found-page";
import { WorkGallery } from "~/components/showcase/work-gallery";
import { notFoundMeta, siteFromMatches } from "~/lib/meta";
import { ourWorkPath } from "~/lib/showcase";
import { useSite } from "~/lib/site";
import { hasWork, workTexts } from "~/lib/work";
import { workPageMeta } from "~/lib/work-meta";
import { notFound } from "~/server/not-found.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/our-work";

// The gallery of every published project. With none there is no such page (and no nav link to it).

export function loader({ request }: Route.LoaderArgs) {
  return hasWork(getConfig().site) ? { gallery: true as const } : notFound(request);
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = siteFromMatches(matches);
  if (!site || !data || !("gallery" in data)) return notFoundMeta(site, location.pathname);
  const work = workTexts(site);
  return workPageMeta(site, {
    heading: work.heading,
    description: work.seo.description,
    path: ourWorkPath,
    photo: site.showcase[0]?.cover,
  }).map((tag) => ("title" in tag ? { title: work.seo.title } : tag));
};

export default function OurWork({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  if (!("gallery" in loaderData)) return <NotFoundPage />;
  return <WorkGallery heading={workTexts(site).heading} projects={site.showcase} />;
}
