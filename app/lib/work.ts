import { standardWork } from "~/profiles/common";
import type { Profile } from "~/profiles/schema";
import { formatMonthYear } from "./format-date";
import { fillTemplate } from "./links";
import {
  areaWorkPath,
  ourWorkPath,
  photoUrl,
  projectPath,
  serviceWorkPath,
  type ShowcasePhoto,
  type ShowcaseProject,
  slugOf,
} from "./showcase";

// What the public pages make of the published projects ("our work"): which pages exist, which
// photo stands for a service, which projects a neighbourhood page shows first. Pure, so every page,
// the sitemap and the page cache agree.

type Work = NonNullable<Profile["work"]>;
type WithShowcase = { showcase?: readonly ShowcaseProject[] };
type WithServices = { services: readonly { id: string; title: string; hidden?: boolean }[] };

/** The pages' words: the profile's, or the standard ones for a version stored before these pages. */
export const workTexts = (site: { work?: Work }): Work => site.work ?? standardWork;

/** Whether the site shows its work at all: without a published project there is no gallery or nav link. */
export const hasWork = (site: WithShowcase) => (site.showcase?.length ?? 0) > 0;

export type WorkFilter = { name: string; path: string; count: number };

/** The services that name at least one published project, in the profile's order: the gallery's filters. */
export function workServices(site: WithShowcase & WithServices): (WorkFilter & { id: string })[] {
  const projects = site.showcase ?? [];
  return site.services.flatMap((service) => {
    if (service.hidden) return [];
    const count = projects.filter((project) => project.services.includes(service.id)).length;
    return count ? [{ id: service.id, name: service.title, path: serviceWorkPath(service.id), count }] : [];
  });
}

/** The areas the published projects name, A to Z, one per path (names differing in case or spaces are one). */
export function workAreas(site: WithShowcase): (WorkFilter & { slug: string })[] {
  const bySlug = new Map<string, WorkFilter & { slug: string }>();
  for (const project of site.showcase ?? []) {
    const slug = project.area ? slugOf(project.area) : "";
    if (!project.area || !slug) continue;
    const known = bySlug.get(slug);
    if (known) known.count++;
    else bySlug.set(slug, { name: project.area, slug, path: areaWorkPath(project.area), count: 1 });
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, "en-IN"));
}

/** The projects of a service filter page, newest first. */
export const projectsOfService = (site: WithShowcase, serviceId: string) =>
  (site.showcase ?? []).filter((project) => project.services.includes(serviceId));

/** The projects of an area filter page (its path segment), newest first. */
export const projectsInArea = (site: WithShowcase, areaSlug: string) =>
  (site.showcase ?? []).filter((project) => project.area && slugOf(project.area) === areaSlug);

/** The gallery, its filter pages and every project's page; none without a published project. */
export function workPaths(site: WithShowcase & WithServices): string[] {
  if (!hasWork(site)) return [];
  return [
    ourWorkPath,
    ...workServices(site).map((filter) => filter.path),
    ...workAreas(site).map((filter) => filter.path),
    ...(site.showcase ?? []).map((project) => projectPath(project.slug)),
  ];
}

/** The newest projects, for the home page. */
export const latestProjects = (site: WithShowcase, count = 3) => (site.showcase ?? []).slice(0, count);

/** The project whose cover a service shows on the services page: the newest that names it. */
export const serviceProject = (site: WithShowcase, serviceId: string): ShowcaseProject | undefined =>
  projectsOfService(site, serviceId)[0];

/**
 * What a neighbourhood page shows: the area's own projects first, then others up to `count`, and
 * whether any are its own (which decides the section's heading).
 */
export function projectsForArea(site: WithShowcase, areaName: string, count = 3) {
  const slug = slugOf(areaName);
  const all = site.showcase ?? [];
  const own = all.filter((project) => project.area && slugOf(project.area) === slug);
  const others = all.filter((project) => !own.includes(project));
  return { own: own.length > 0, projects: [...own, ...others].slice(0, count) };
}

/** The service titles a project names, leaving out a hidden or removed service. */
export function projectServices(site: WithServices, project: Pick<ShowcaseProject, "services">) {
  return project.services.flatMap((id) => {
    const service = site.services.find((one) => one.id === id && !one.hidden);
    return service ? [{ id, title: service.title }] : [];
  });
}

/** "2026-09" → "September 2026". */
export const formatMonth = (month: string) => formatMonthYear(`${month}-01`);

/** The height of `photo` drawn at `width`. */
export const heightAt = (photo: Pick<ShowcasePhoto, "width" | "height">, width: number) =>
  Math.round((photo.height * width) / photo.width);

/** The largest JPEG of a photo: what its link opens, and what search engines are told of. */
export const fullSizeUrl = (photo: ShowcasePhoto) => photoUrl(photo, photo.width, "jpeg");

/** The size chat apps and social sites draw a preview at. */
const previewWidth = 1200;

/** The JPEG a project's social preview shows: its cover at 1200 wide, or the widest there is below. */
export function previewImage(photo: ShowcasePhoto) {
  const width =
    [...photo.widths].reverse().find((one) => one <= previewWidth) ?? photo.widths[0] ?? photo.width;
  return { path: photoUrl(photo, width, "jpeg"), width, height: heightAt(photo, width) };
}

/** A project's photos as the page lays them out: a "before" beside its "after", any other photo alone. */
export function photoRows(photos: readonly ShowcasePhoto[]): ShowcasePhoto[][] {
  const paired = new Set<string>();
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  for (const photo of photos) {
    const after = photo.pair === "before" && photo.pairWith ? byId.get(photo.pairWith) : undefined;
    if (after && after.id !== photo.id && !paired.has(after.id)) paired.add(after.id).add(photo.id);
  }
  const rows: ShowcasePhoto[][] = [];
  for (const photo of photos) {
    if (paired.has(photo.id)) {
      if (photo.pair !== "before" || !photo.pairWith) continue;
      rows.push([photo, byId.get(photo.pairWith)!]);
    } else rows.push([photo]);
  }
  return rows;
}

/** A project named by its page's path ("/our-work/{slug}"), if published. */
export const projectAt = (site: WithShowcase, slug: string) =>
  (site.showcase ?? []).find((project) => project.slug === slug);

/** The neighbourhood page of an area the site has one for, found by name. */
export function areaPageOf<Area extends { slug: string; name: string }>(
  site: { landing?: { areas: readonly Area[] } },
  name: string,
): Area | undefined {
  const slug = slugOf(name);
  return site.landing?.areas.find((area) => slugOf(area.name) === slug);
}

/**
 * What a page of the work is called where the site names the page a visitor is on (a WhatsApp
 * greeting, the breadcrumb): the gallery, a filter's heading or the project's title; undefined for
 * any other path.
 */
export function workPageName(
  site: WithShowcase & WithServices & { work?: Work },
  pathname: string,
): string | undefined {
  if (!hasWork(site)) return undefined;
  const path = pathname.replace(/(.)\/+$/, "$1");
  const work = workTexts(site);
  if (path === ourWorkPath) return work.navLabel;
  const service = workServices(site).find((filter) => filter.path === path);
  if (service) return fillTemplate(work.serviceHeading, { service: service.name });
  const area = workAreas(site).find((filter) => filter.path === path);
  if (area) return fillTemplate(work.areaHeading, { area: area.name });
  return (site.showcase ?? []).find((project) => projectPath(project.slug) === path)?.title;
}
