import type { MetaDescriptor } from "react-router";
import type { PageKey } from "~/profiles/schema";
import { pagePaths } from "./pages";
import type { PageSite } from "./site";
import { socialImageAlt, socialImageSize, socialImageTitle, socialImageVersion } from "./social-image";

type Seo = { title: string; description: string };
type MatchLike = { id: string; data?: unknown } | undefined;

export function siteFromMatches(matches: readonly MatchLike[]): PageSite | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.data as { site?: PageSite } | undefined)?.site;
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(
  site: PageSite | undefined,
  seo: Seo,
  path: string,
  image?: string,
): MetaDescriptor[] {
  const url = `${site?.publicUrl ?? ""}${path === "/" ? "/" : path}`;
  // A PNG: chat apps and social sites show no SVG previews.
  const imageTitle = site && image ? socialImageTitle(site, image) : null;
  // Named for what it draws: a new name or heading is a new URL.
  const drawn = site && imageTitle ? `?v=${socialImageVersion(site, imageTitle)}` : "";
  const imageUrl = image ? `${site?.publicUrl ?? ""}/og/${image}.png${drawn}` : undefined;
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site?.business.name ?? "" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_IN" },
    ...(imageUrl
      ? [
          { property: "og:image", content: imageUrl },
          { property: "og:image:type", content: "image/png" },
          { property: "og:image:width", content: String(socialImageSize.width) },
          { property: "og:image:height", content: String(socialImageSize.height) },
          ...(site && imageTitle
            ? [{ property: "og:image:alt", content: socialImageAlt(site, imageTitle) }]
            : []),
          // X reads the title, description and image from Open Graph: only the card's kind is its own.
          { name: "twitter:card", content: "summary_large_image" },
        ]
      : [{ name: "twitter:card", content: "summary" }]),
  ];
}

/** Where the profile keeps each top-level page's title and description. */
const seoOf: Record<PageKey, (site: PageSite) => Seo> = {
  home: (site) => site.home.seo,
  services: (site) => site.servicesPage.seo,
  about: (site) => site.about.seo,
  contact: (site) => site.contact.seo,
};

/** The meta tags of a top-level page (home, services, about, contact), its social image named after it. */
export function topPageMeta(matches: readonly MatchLike[], page: PageKey): MetaDescriptor[] {
  const site = siteFromMatches(matches);
  return site ? pageMeta(site, seoOf[page](site), pagePaths[page], page) : [];
}

/**
 * A missing page has no canonical address of its own. Its 404 status keeps it out of search
 * indexes, so it needs no robots tag (docs/decisions/0013-page-audit.md).
 */
export function notFoundMeta(site: PageSite | undefined, pathname: string): MetaDescriptor[] {
  if (!site) return [];
  return pageMeta(site, site.notFound.seo, pathname).filter((tag) => !("rel" in tag));
}
