import { NotFoundPage } from "~/components/sections/not-found-page";
import { WorkGallery } from "~/components/showcase/work-gallery";
import { fillTemplate } from "~/lib/links";
import { notFoundMeta, siteFromMatches } from "~/lib/meta";
import { useSite } from "~/lib/site";
import { projectsOfService, workServices, workTexts } from "~/lib/work";
import { workPageMeta } from "~/lib/work-meta";
import { notFound } from "~/server/not-found.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/our-work-service";

// One service's part of the gallery: a page of its own (pages are made once, so a filter is a path).

export function loader({ request, params }: Route.LoaderArgs) {
  const filter = workServices(getConfig().site).find((one) => one.id === params.service);
  return filter ? { filter } : notFound(request);
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = siteFromMatches(matches);
  if (!site || !data || !("filter" in data)) return notFoundMeta(site, location.pathname);
  const work = workTexts(site);
  const heading = fillTemplate(work.serviceHeading, { service: data.filter.name });
  const projects = projectsOfService(site, data.filter.id);
  return workPageMeta(site, {
    heading,
    description: `${heading}. ${work.text}`,
    path: data.filter.path,
    photo: projects[0]?.cover,
  });
};

export default function OurWorkService({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  if (!("filter" in loaderData)) return <NotFoundPage />;
  const { filter } = loaderData;
  return (
    <WorkGallery
      heading={fillTemplate(workTexts(site).serviceHeading, { service: filter.name })}
      projects={projectsOfService(site, filter.id)}
    />
  );
}
