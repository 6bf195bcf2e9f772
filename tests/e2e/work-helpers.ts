// Shared by the projects-and-photos specs (tests/e2e/work-*.spec.ts, project "work"): the server
// they run on, photos made at test time with sharp (one can carry a GPS position, as a phone's
// does), projects made through the JSON API, and what the server's database holds of the photos.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, TestInfo } from "@playwright/test";
import Database from "better-sqlite3";
import sharp from "sharp";
import { databaseFile, workDataDir } from "../../playwright.config";
import { baseURLOf, type DeskServer, expect } from "./admin-helpers";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The "work" server, for the account helpers (createAdmin, createStaff) that take a server. */
export function workServer(testInfo: TestInfo): DeskServer {
  return {
    baseURL: baseURLOf(testInfo),
    dataDir: `${root}${workDataDir}`,
    databasePath: `${root}${databaseFile("work")}`,
  };
}

let folder: string | undefined;

/** Where a photo taken at (latitude, longitude) was: the EXIF GPS block a phone writes. */
const gpsExif = (at: { lat: number; lng: number }) => {
  const dms = (value: number) => {
    const degrees = Math.floor(Math.abs(value));
    const minutes = Math.floor((Math.abs(value) - degrees) * 60);
    return `${degrees}/1 ${minutes}/1 0/1`;
  };
  return {
    IFD0: { Make: "TestPhone", Model: "Camera" },
    IFD3: {
      GPSLatitudeRef: at.lat >= 0 ? "N" : "S",
      GPSLatitude: dms(at.lat),
      GPSLongitudeRef: at.lng >= 0 ? "E" : "W",
      GPSLongitude: dms(at.lng),
    },
  };
};

/**
 * A JPEG of `width` x `height` written to a temporary folder: a wood-coloured gradient with a band
 * whose place depends on `name`, so two fixtures are never the same photo. `gps` adds the EXIF
 * position block. Answers the file's path (for setInputFiles or a multipart post).
 */
export async function photoFixture(
  name: string,
  width: number,
  height: number,
  options: { gps?: { lat: number; lng: number } } = {},
): Promise<string> {
  folder ??= mkdtempSync(join(tmpdir(), "work-photos-"));
  const seed = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const band = Math.round(((seed % 7) + 1) * (height / 9));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#8a5a2b"/><stop offset="1" stop-color="#e8d2b0"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect y="${band}" width="100%" height="${Math.round(height / 12)}" fill="#${(seed * 2654435761).toString(16).slice(-6).padStart(6, "3")}"/>
  </svg>`;
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 85 });
  if (options.gps) image = image.withExif(gpsExif(options.gps));
  const path = join(folder, name);
  writeFileSync(path, await image.toBuffer());
  return path;
}

export type NewProject = {
  title: string;
  description?: string;
  services?: string[];
  area?: string | null;
  month?: string;
};

/** A draft through POST /api/projects, by the signed-in `api`: its id and slug. */
export async function createProjectViaApi(
  api: APIRequestContext,
  project: NewProject,
): Promise<{ id: string; slug: string }> {
  const response = await api.post("/api/projects", {
    data: { description: "", services: [], month: "2026-09", ...project },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; slug: string };
}

/** Photos through POST /api/projects/:id/photos (multipart, field `photo`); the answer's status and body. */
export async function uploadViaApi(api: APIRequestContext, projectId: string, paths: string[]) {
  const multipart = new FormData();
  for (const path of paths) {
    multipart.append("photo", new Blob([readFileSync(path)], { type: "image/jpeg" }), path.split("/").pop());
  }
  const response = await api.post(`/api/projects/${projectId}/photos`, { multipart });
  return { status: response.status(), body: (await response.json()) as unknown };
}

/** The stored files of a project's photos, each as its key and bytes (read from the work server's database). */
export function storedPhotoFiles(projectId: string): { key: string; bytes: Buffer }[] {
  const db = new Database(`${root}${databaseFile("work")}`, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `select f.key, f.bytes from photo_files f join project_photos p on p.id = f.photo_id
         where p.project_id = ? order by f.key`,
      )
      .all(projectId) as { key: string; bytes: Buffer }[];
  } finally {
    db.close();
  }
}
