import { NotFoundPage } from "~/components/sections/not-found-page";
import { WorkGallery } from "~/components/showcase/work-gallery";
import { fillTemplate } from "~/lib/links";
import { notFoundMeta, siteFromMatches } from "~/lib/meta";
import { useSite } from "~/lib/site";
import { projectsInArea, workAreas, workTexts } from "~/lib/work";
import { workPageMeta } from "~/lib/work-meta";
import { notFound } from "~/server/not-found.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/our-work-area";

// One area's part of the gallery: a page of its own (pages are made once, so a filter is a path).

export function loader({ request, params }: Route.LoaderArgs) {
  const filter = workAreas(getConfig().site).find((one) => one.slug === params.area);
  return filter ? { filter } : notFound(request);
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = siteFromMatches(matches);
  if (!site || !data || !("filter" in data)) return notFoundMeta(site, location.pathname);
  const work = workTexts(site);
  const heading = fillTemplate(work.areaHeading, { area: data.filter.name });
  const projects = projectsInArea(site, data.filter.slug);
  return workPageMeta(site, {
    heading,
    description: `${heading}. ${work.text}`,
    path: data.filter.path,
    photo: projects[0]?.cover,
  });
};

export default function OurWorkArea({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  if (!("filter" in loaderData)) return <NotFoundPage />;
  const { filter } = loaderData;
  return (
    <WorkGallery
      heading={fillTemplate(workTexts(site).areaHeading, { area: filter.name })}
      projects={projectsInArea(site, filter.slug)}
    />
  );
}
