import { z } from "zod";
import { projectsCopy } from "~/lib/desk-copy/projects";
import { fillTemplate } from "~/lib/links";

// What the desk may send about a project and its photos, from the JSON API and the desk's forms
// alike: one schema for a project's fields, one for a photo's changes. Whether the services are the
// site's and the month not ahead is checked by the domain, which knows the site and the clock.

const problems = projectsCopy.problems;

export const projectLimits = { title: 120, description: 2000, area: 60, alt: 300, services: 20 } as const;

const title = z
  .string({ error: problems.title })
  .trim()
  .min(1, { error: problems.title })
  .max(projectLimits.title, {
    error: fillTemplate(problems.titleLong, { max: String(projectLimits.title) }),
  });

const description = z
  .string({ error: problems.description })
  .trim()
  .max(projectLimits.description, {
    error: fillTemplate(problems.descriptionLong, { max: String(projectLimits.description) }),
  });

const services = z
  .array(z.string({ error: problems.services }).trim().min(1).max(60), { error: problems.services })
  .max(projectLimits.services, { error: problems.services });

/** An empty area is none. */
const area = z
  .string({ error: problems.area })
  .trim()
  .max(projectLimits.area, { error: fillTemplate(problems.area, { max: String(projectLimits.area) }) })
  .nullable()
  .transform((value) => (value ? value : null));

const month = z.string({ error: problems.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: problems.month });

/** A new project (POST /api/projects, the desk's "New project"): a draft. */
export const newProjectSchema = z.object({
  title,
  description: description.default(""),
  services: services.default([]),
  area: area.optional().transform((value) => value ?? null),
  month,
});
export type NewProject = z.output<typeof newProjectSchema>;

/** A change to a project (PATCH /api/projects/:id, the desk's forms): any of its fields, or its status. */
export const projectChangeSchema = z
  .object({
    title,
    description,
    services,
    area,
    month,
    status: z.enum(["draft", "published"], { error: 'Give the status as "draft" or "published".' }),
  })
  .partial()
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: problems.nothing,
    path: ["form"],
  });
export type ProjectChange = z.output<typeof projectChangeSchema>;

/** A change to one photo (PATCH /api/projects/:id/photos/:photoId, the desk's photo forms). */
export const photoChangeSchema = z
  .object({
    alt: z
      .string()
      .trim()
      .max(projectLimits.alt, { error: fillTemplate(problems.alt, { max: String(projectLimits.alt) }) }),
    pair: z.enum(["before", "after"]).nullable(),
    pairWith: z.string().min(1).max(100).nullable(),
    position: z
      .number({ error: fillTemplate(problems.position, { max: "…" }) })
      .int()
      .min(0)
      .max(10_000),
    cover: z.literal(true),
  })
  .partial()
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: problems.nothing,
    path: ["form"],
  })
  .refine((change) => (change.pair !== "before" && change.pair !== "after" ? true : !!change.pairWith), {
    error: problems.pairWith,
    path: ["pairWith"],
  });
export type PhotoChange = z.output<typeof photoChangeSchema>;
