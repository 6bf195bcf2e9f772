import type { MetaDescriptor } from "react-router";
import type { Site } from "./site";

type Seo = { title: string; description: string };
type MatchLike = { id: string; data?: unknown } | undefined;

export function siteFromMatches(matches: readonly MatchLike[]): Site | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.data as { site?: Site } | undefined)?.site;
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(site: Site | undefined, seo: Seo, path: string, image?: string): MetaDescriptor[] {
  const url = `${site?.publicUrl ?? ""}${path === "/" ? "/" : path}`;
  const imageUrl = image ? `${site?.publicUrl ?? ""}/og/${image}.svg` : undefined;
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
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
          { name: "twitter:card", content: "summary_large_image" },
          { name: "twitter:image", content: imageUrl },
        ]
      : [{ name: "twitter:card", content: "summary" }]),
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
}
