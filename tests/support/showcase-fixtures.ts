import type { ShowcasePhoto, ShowcaseProject } from "~/lib/showcase";

// Published projects as the public pages receive them, for tests of what the pages make of them.

export const showcasePhoto = (id: string, more: Partial<ShowcasePhoto> = {}): ShowcasePhoto => ({
  id,
  alt: `Photo ${id}`,
  width: 1600,
  height: 1200,
  widths: [480, 800, 1200, 1600],
  hash: `hash${id}`,
  placeholder: "data:image/webp;base64,AAAA",
  ...more,
});

export function showcaseProject(slug: string, more: Partial<ShowcaseProject> = {}): ShowcaseProject {
  const photos = more.photos ?? [showcasePhoto(`${slug}-1`)];
  return {
    id: `id-${slug}`,
    slug,
    title: `Project ${slug}`,
    description: `What was done at ${slug}.`,
    services: ["modular-kitchen"],
    month: "2026-09",
    publishedAt: "2026-10-01T10:00:00.000Z",
    photos,
    cover: photos[0]!,
    ...more,
  };
}
