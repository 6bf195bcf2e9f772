import type { Selectable, Transaction } from "kysely";
import { projectsCopy } from "~/lib/desk-copy/projects";
import type { Db } from "../db/connect.server";
import type { ProjectsTable } from "../db/project-tables.server";
import type { Database } from "../db/schema.server";
import { lockWritesFor } from "../db/write-lock.server";
import { noteShowcaseChange } from "./showcase.server";

// Who may do what to a project, and the one way every change is made: in a transaction that holds
// the project's turn, re-reads it, checks the actor's rights on what it finds, and tells the public
// pages when what they show changed. Staff add drafts and work on them; admins do everything.

export type ProjectActor = { id: string; email: string; role: "staff" | "admin" };

/** What every change needs: the database, the desk's "now", who acts, and the site's service ids. */
export type ProjectDeps = { db: Db; now: Date; actor: ProjectActor; serviceIds: readonly string[] };

export type ProjectResult<T> =
  | { kind: "done"; value: T }
  | { kind: "not-found" }
  | { kind: "forbidden"; error: string }
  | { kind: "invalid"; errors: Record<string, string> };

export type Refusal = Exclude<ProjectResult<never>, { kind: "done" }>;

/** Ends a change with nothing stored: thrown inside the transaction, answered as its refusal. */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.kind);
  }
}

export const invalid = (errors: Record<string, string>) => new Refused({ kind: "invalid", errors });
export const forbidden = (error: string) => new Refused({ kind: "forbidden", error });

export type Trx = Transaction<Database>;
export type ProjectRow = Selectable<ProjectsTable>;

/** Runs `work` in a transaction, answering a `Refused` thrown on the way as its refusal. */
export async function refusable<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<ProjectResult<T>> {
  try {
    return { kind: "done", value: await db.transaction().execute(work) };
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** How a change of an existing project goes. */
type Change = {
  /** Staff may not make it even on a draft (publishing, deleting): the refusal's words. */
  adminOnly?: string;
};

/**
 * Changes project `id` by `work`, which gets the project as it is now. Refused: a project that does
 * not exist (not-found), a change staff may not make, any change by staff to a published project.
 * When the project is published before or after the change, the public pages are told, in the same
 * transaction; `afterwards` may still refuse the whole change (a published project left unfit).
 */
export function changeProject<T>(
  deps: ProjectDeps,
  id: string,
  work: (trx: Trx, project: ProjectRow) => Promise<T>,
  change: Change = {},
): Promise<ProjectResult<T>> {
  return refusable(deps.db, async (trx) => {
    await lockWritesFor<Database>(trx, `project:${id}`);
    const project = await trx.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
    if (!project) throw new Refused({ kind: "not-found" });
    if (deps.actor.role !== "admin") {
      if (change.adminOnly) throw forbidden(change.adminOnly);
      if (project.status === "published") throw forbidden(projectsCopy.refused.published);
    }
    const value = await work(trx, project);
    const after = await trx.selectFrom("projects").select("status").where("id", "=", id).executeTakeFirst();
    if (after) {
      await trx
        .updateTable("projects")
        .set({ updated_at: deps.now.toISOString() })
        .where("id", "=", id)
        .execute();
    }
    if (project.status === "published" || after?.status === "published") {
      await noteShowcaseChange(trx, id, deps.now);
    }
    return value;
  });
}
