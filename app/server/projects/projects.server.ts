import { randomUUID } from "node:crypto";
import { projectsCopy } from "~/lib/desk-copy/projects";
import { fillTemplate } from "~/lib/links";
import { reservedProjectSlugs, slugOf } from "~/lib/showcase";
import type { Db } from "../db/connect.server";
import type { Database } from "../db/schema.server";
import { lockWritesFor } from "../db/write-lock.server";
import {
  changeProject,
  forbidden,
  invalid,
  type ProjectDeps,
  type ProjectResult,
  refusable,
  type Trx,
} from "./project-access.server";
import type { NewProject, ProjectChange } from "./project-input.server";
import { getProject } from "./project-read.server";

// Projects on the desk: created as drafts, edited, published by an admin, deleted. Every function
// takes its dependencies (database, clock, actor, the site's services) and checks the actor itself.

const problems = projectsCopy.problems;

/** The month it is now in Bengaluru ("2026-11"): a project cannot be finished later than that. */
export const istMonth = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 7);

/** The checks the schema cannot make: the services are the site's, the month not ahead. */
function siteChecks(deps: ProjectDeps, fields: { services?: string[]; month?: string }) {
  const errors: Record<string, string> = {};
  if (fields.services?.some((id) => !deps.serviceIds.includes(id))) errors.services = problems.services;
  if (fields.month !== undefined && fields.month > istMonth(deps.now)) errors.month = problems.monthAhead;
  return errors;
}

/**
 * A free slug for `title`: its words as a path segment, never one of the gallery's own segments,
 * with "-2", "-3"… when another project has it. Call it holding the slugs' turn.
 */
async function freeSlug(trx: Trx, title: string, exceptId?: string): Promise<string> {
  // Accents dropped first: "Área" is "area", not "a-rea".
  const plain = title.normalize("NFKD").replace(/\p{M}/gu, "");
  const base = slugOf(plain).slice(0, 80).replace(/-+$/, "") || "project";
  const rows = await trx
    .selectFrom("projects")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .$if(exceptId !== undefined, (qb) => qb.where("id", "!=", exceptId!))
    .execute();
  const taken = new Set([...rows.map((row) => row.slug), ...reservedProjectSlugs]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A new draft, by any desk member: its id and slug. */
export async function createProject(
  deps: ProjectDeps,
  input: NewProject,
): Promise<ProjectResult<{ id: string; slug: string; status: "draft" }>> {
  const services = [...new Set(input.services)];
  const errors = siteChecks(deps, { services, month: input.month });
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  return refusable(deps.db, async (trx) => {
    await lockWritesFor<Database>(trx, "project-slugs");
    const id = randomUUID();
    const slug = await freeSlug(trx, input.title);
    const at = deps.now.toISOString();
    await trx
      .insertInto("projects")
      .values({
        id,
        slug,
        title: input.title,
        description: input.description,
        services: JSON.stringify(services),
        area: input.area,
        month: input.month,
        status: "draft",
        created_by: deps.actor.email,
        created_at: at,
        updated_at: at,
        published_at: null,
        cover_photo_id: null,
      })
      .execute();
    return { id, slug, status: "draft" as const };
  });
}

/**
 * What stops a project from being published, by field (empty when nothing does): a title, a
 * description, at least one photo, and every photo described.
 */
export async function publishProblems(db: Db | Trx, id: string): Promise<Record<string, string>> {
  const row = await db
    .selectFrom("projects")
    .select(["title", "description"])
    .where("id", "=", id)
    .executeTakeFirst();
  const photos = await db.selectFrom("project_photos").select("alt").where("project_id", "=", id).execute();
  const errors: Record<string, string> = {};
  if (!row?.title.trim()) errors.title = problems.title;
  if (!row?.description.trim()) errors.description = problems.description;
  const undescribed = photos.filter((photo) => !photo.alt.trim()).length;
  if (photos.length === 0) errors.photos = problems.noPhotos;
  else if (undescribed > 0) errors.photos = fillTemplate(problems.missingAlt, { count: String(undescribed) });
  return errors;
}

/**
 * Changes a project's fields or status. Publishing and unpublishing are an admin's; staff change
 * drafts only. Publishing needs what `publishProblems` lists; a published project keeps its title
 * and description. A draft never published takes a new slug with a new title (nobody links to it yet).
 */
export function updateProject(deps: ProjectDeps, id: string, change: ProjectChange) {
  const services = change.services && [...new Set(change.services)];
  const errors = siteChecks(deps, { services, month: change.month });
  if (Object.keys(errors).length > 0) return Promise.resolve({ kind: "invalid" as const, errors });
  return changeProject(deps, id, async (trx, project) => {
    const publishing = change.status !== undefined && change.status !== project.status;
    if (publishing && deps.actor.role !== "admin") throw forbidden(projectsCopy.refused.publishing);
    const retitled = change.title !== undefined && change.title !== project.title;
    const slug =
      retitled && project.status === "draft" && project.published_at === null
        ? await lockWritesFor<Database>(trx, "project-slugs").then(() => freeSlug(trx, change.title!, id))
        : undefined;
    await trx
      .updateTable("projects")
      .set({
        ...(change.title !== undefined ? { title: change.title } : {}),
        ...(slug !== undefined ? { slug } : {}),
        ...(change.description !== undefined ? { description: change.description } : {}),
        ...(services !== undefined ? { services: JSON.stringify(services) } : {}),
        ...(change.area !== undefined ? { area: change.area } : {}),
        ...(change.month !== undefined ? { month: change.month } : {}),
        ...(publishing ? { status: change.status } : {}),
        ...(publishing && change.status === "published" ? { published_at: deps.now.toISOString() } : {}),
      })
      .where("id", "=", id)
      .execute();
    const status = publishing ? change.status! : project.status;
    if (status === "published") {
      const unfit = await publishProblems(trx, id);
      if (Object.keys(unfit).length > 0) throw invalid(unfit);
    }
    const view = await getProject(trx, id);
    return view!;
  });
}

/** Deletes a project with its photos and their files (admins only). */
export function deleteProject(deps: ProjectDeps, id: string) {
  return changeProject(
    deps,
    id,
    async (trx, project) => {
      const photoIds = (
        await trx.selectFrom("project_photos").select("id").where("project_id", "=", id).execute()
      ).map((photo) => photo.id);
      if (photoIds.length > 0)
        await trx.deleteFrom("photo_files").where("photo_id", "in", photoIds).execute();
      await trx.deleteFrom("project_photos").where("project_id", "=", id).execute();
      await trx.deleteFrom("projects").where("id", "=", id).execute();
      return { title: project.title };
    },
    { adminOnly: projectsCopy.refused.deleting },
  );
}
