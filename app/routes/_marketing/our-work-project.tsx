import { NotFoundPage } from "~/components/sections/not-found-page";
import { ProjectPage } from "~/components/showcase/project-page";
import { notFoundMeta, siteFromMatches } from "~/lib/meta";
import { projectPath } from "~/lib/showcase";
import { useSite } from "~/lib/site";
import { projectAt } from "~/lib/work";
import { workPageMeta } from "~/lib/work-meta";
import { notFound } from "~/server/not-found.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/our-work-project";

// One published project: its photos, what was done, where and when, and the ways to ask for the same.

export function loader({ request, params }: Route.LoaderArgs) {
  const project = projectAt(getConfig().site, params.slug);
  return project ? { slug: project.slug } : notFound(request);
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = siteFromMatches(matches);
  const project = site && data && "slug" in data ? projectAt(site, data.slug) : undefined;
  if (!site || !project) return notFoundMeta(site, location.pathname);
  return workPageMeta(site, {
    heading: project.title,
    description: project.description,
    path: projectPath(project.slug),
    photo: project.cover,
  });
};

export default function OurWorkProject({ loaderData }: Route.ComponentProps) {
  const project = projectAt(useSite(), "slug" in loaderData ? loaderData.slug : "");
  return project ? <ProjectPage project={project} /> : <NotFoundPage />;
}
