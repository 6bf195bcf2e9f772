import { fillTemplate } from "~/lib/links";
import { pageKeys } from "~/lib/pages";
import { socialImageSvg } from "~/components/layout/brand-images";
import { notFound } from "~/server/not-found.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/og-image";

/** /og/{page}.svg: the social preview of a page (home, services, about, contact, or an area's slug). */
export function loader({ params, request }: Route.LoaderArgs) {
  const { site } = getConfig();
  const key = params.file.replace(/\.svg$/, "");
  const area = site.landing?.areas.find((a) => a.slug === key);
  const page = pageKeys.find((k) => k === key);
  const title = page
    ? page === "home"
      ? site.home.hero.heading
      : {
          services: site.servicesPage.hero.heading,
          about: site.about.hero.heading,
          contact: site.contact.hero.heading,
        }[page]
    : area && site.landing
      ? fillTemplate(site.landing.hero.heading, { area: area.name })
      : null;
  if (!title || !params.file.endsWith(".svg")) return notFound(request);
  return new Response(socialImageSvg(site, title), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}
