import { sql } from "kysely";
import type { ShowcasePhoto, ShowcaseProject } from "~/lib/showcase";
import type { Db } from "~/server/db/connect.server";
import { lockWritesFor } from "~/server/db/write-lock.server";

// What the public pages show of the projects: the published ones, read whole with their photos
// whenever `showcaseRevision` moves (see site-settings/published-site.server.ts).

/** The number of the newest change to the published projects; 0 when there was none. */
export async function showcaseRevision(db: Db): Promise<number> {
  const row = await db
    .selectFrom("showcase_changes")
    .select(sql<number | null>`max(id)`.as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * Says that what the public pages show of `projectId` changed (published, unpublished, or a
 * published project edited): every server makes its pages again within a moment. Call it in the
 * transaction that made the change.
 */
export async function noteShowcaseChange(db: Db, projectId: string, now: Date): Promise<void> {
  // Two changes on PostgreSQL would otherwise both read the same max(id) and one would fail.
  await lockWritesFor(db, "showcase_changes");
  const next = (await showcaseRevision(db)) + 1;
  await db
    .insertInto("showcase_changes")
    .values({ id: next, project_id: projectId, changed_at: now.toISOString() })
    .execute();
}

const parseList = <T>(text: string): T[] => {
  const value = JSON.parse(text) as unknown;
  return Array.isArray(value) ? (value as T[]) : [];
};

/** The published projects with their photos, newest month first; a project without photos is left out. */
export async function loadShowcase(db: Db): Promise<ShowcaseProject[]> {
  const projects = await db
    .selectFrom("projects")
    .selectAll()
    .where("status", "=", "published")
    .orderBy("month", "desc")
    .orderBy("published_at", "desc")
    .orderBy("id")
    .execute();
  if (projects.length === 0) return [];
  const photos = await db
    .selectFrom("project_photos")
    .select([
      "id",
      "project_id",
      "alt",
      "pair",
      "pair_with",
      "hash",
      "width",
      "height",
      "widths",
      "placeholder",
    ])
    .where(
      "project_id",
      "in",
      projects.map((project) => project.id),
    )
    .orderBy("project_id")
    .orderBy("position")
    .execute();
  const byProject = new Map<string, ShowcasePhoto[]>();
  for (const row of photos) {
    // A photo added to a published project shows once it is described (the desk asks for it).
    if (!row.alt.trim()) continue;
    const photo: ShowcasePhoto = {
      id: row.id,
      alt: row.alt,
      width: Number(row.width),
      height: Number(row.height),
      widths: parseList<number>(row.widths),
      hash: row.hash,
      placeholder: row.placeholder,
      ...(row.pair ? { pair: row.pair } : {}),
      ...(row.pair_with ? { pairWith: row.pair_with } : {}),
    };
    const list = byProject.get(row.project_id) ?? [];
    list.push(photo);
    byProject.set(row.project_id, list);
  }
  return projects.flatMap((project): ShowcaseProject[] => {
    const list = byProject.get(project.id) ?? [];
    const cover = list.find((photo) => photo.id === project.cover_photo_id) ?? list[0];
    if (!cover) return [];
    return [
      {
        id: project.id,
        slug: project.slug,
        title: project.title,
        description: project.description,
        services: parseList<string>(project.services),
        ...(project.area ? { area: project.area } : {}),
        month: project.month,
        publishedAt: project.published_at ?? project.updated_at,
        photos: list,
        cover,
      },
    ];
  });
}
