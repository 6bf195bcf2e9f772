import { describe, expect, it } from "vitest";
import { interiors } from "~/profiles/interiors";
import { loadShowcase } from "~/server/projects/showcase.server";
import { readPhotoFile } from "~/server/media/photo-files.server";
import { addPublishedProject, sampleProjects } from "../tests/support/sample-projects";
import { testDatabases } from "../tests/support/test-database";
import { sitemapEntries } from "~/lib/sitemap";
import { photoRows, workPaths } from "~/lib/work";

// The sample projects (scripts/sample-projects.ts): a project published with real processed photos, read back as every server reads it: its pages
// exist, its pair lies side by side, and every file the pages link to is stored.

describe.each(testDatabases())("the work's pages from the database ($name)", (database) => {
  it("list a published project with its photos, every linked file there", async () => {
    const handle = await database.open();
    try {
      await addPublishedProject(handle.db, sampleProjects[0]!);
      const showcase = await loadShowcase(handle.db);
      const site = { ...interiors, publicUrl: "https://www.example.in", showcase };
      expect(workPaths(site)).toEqual([
        "/our-work",
        "/our-work/service/modular-kitchen",
        "/our-work/area/hsr-layout",
        "/our-work/walnut-kitchen-hsr-layout",
      ]);
      const [project] = showcase;
      expect(photoRows(project!.photos).map((row) => row.map((photo) => photo.alt))).toEqual([
        ["The finished kitchen: walnut shutters under a wide window"],
        [
          "The kitchen wall before the work, bare and stained",
          "The same wall after: tall pantry and drawers in walnut",
        ],
        ["Soft-close drawers open to show the organisers"],
      ]);
      const images = sitemapEntries(site).find((entry) =>
        entry.loc.endsWith("/walnut-kitchen-hsr-layout"),
      )!.images;
      expect(images).toHaveLength(4);
      for (const image of images) {
        const file = await readPhotoFile(handle.db, image.replace("https://www.example.in/media/", ""));
        expect(file?.contentType).toBe("image/jpeg");
      }
    } finally {
      await handle.drop();
    }
  });
});
