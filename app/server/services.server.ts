import { leadSchema } from "~/lib/lead-schema";
import { landingAreas } from "~/lib/pages";
import { type DbHandle, openDatabase } from "./db/connect.server";
import { groupCommit } from "./db/group-commit.server";
import type { LeadDeps } from "./leads/create-lead.server";
import { log } from "./log.server";
import { getConfig } from "./site.server";

export type Services = { database: DbHandle; leads: LeadDeps };

let services: Promise<Services> | undefined;

/** The process's database and domain dependencies, opened (and migrated) once. */
export function getServices(): Promise<Services> {
  services ??= open();
  return services;
}

async function open(): Promise<Services> {
  const { env, site } = getConfig();
  const database = await openDatabase(env.DATABASE_URL);
  log("info", "database_ready", { kind: database.kind });
  return {
    database,
    leads: {
      write: groupCommit(database.db),
      now: () => new Date(),
      schema: leadSchema({ services: site.leadForm.services, areas: landingAreas(site) }),
      rateLimit: env.LEAD_RATE_LIMIT,
      log: (msg, fields) => log("info", msg, fields),
    },
  };
}

export async function closeServices(): Promise<void> {
  if (!services) return;
  const { database } = await services;
  services = undefined;
  await database.close();
}
