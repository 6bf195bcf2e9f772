// Adds a few published projects with processed photos to a database, for looking at the public pages
// of the work before any is added from the desk:
//   DATABASE_URL=./data/app.db npx vite-node --config vitest.config.ts scripts/sample-projects.ts
// A running server shows them within a moment. They name the services and areas of the profile
// SITE_PROFILE names (interiors unless it says carpentry). `npm run audit:pages` adds them to its
// servers' databases so that the pages it weighs carry photos.
import { openDatabase } from "~/server/db/connect.server";
import { addPublishedProject, sampleProjectsOf } from "../tests/support/sample-projects";

const url = process.env.DATABASE_URL ?? "./data/app.db";
const handle = await openDatabase(url);
try {
  for (const project of sampleProjectsOf(process.env.SITE_PROFILE ?? "interiors")) {
    await addPublishedProject(handle.db, project);
    console.log(`added /our-work/${project.slug}`);
  }
} finally {
  await handle.close();
}
