import type { MetaDescriptor } from "react-router";
import { fillTemplate } from "./links";
import { pageMeta } from "./meta";
import type { ShowcasePhoto } from "./showcase";
import type { PageSite } from "./site";
import { previewImage, workTexts } from "./work";

/** A description for search results: the owner's words, cut at a word near 160 characters. */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,.;:–-]+$/, "")}…`;
}

/**
 * The meta tags of a page of the work: its title (named by `heading`), description and canonical
 * address, and for its social preview the photo's JPEG, not a drawn card: the work sells itself.
 */
export function workPageMeta(
  site: PageSite | undefined,
  page: { heading: string; description: string; path: string; photo?: ShowcasePhoto },
): MetaDescriptor[] {
  if (!site) return [];
  // The business is named here too for a version stored before these pages (standard words, unfilled).
  const title = fillTemplate(workTexts(site).pageTitle, {
    title: page.heading,
    business: site.business.name,
  });
  const tags = pageMeta(site, { title, description: shortDescription(page.description) }, page.path);
  if (!page.photo) return tags;
  const image = previewImage(page.photo);
  const url = `${site.publicUrl}${image.path}`;
  return [
    ...tags.filter((tag) => !("name" in tag && tag.name === "twitter:card")),
    { property: "og:image", content: url },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: page.photo.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
