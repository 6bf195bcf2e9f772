import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { Db } from "~/server/db/connect.server";
import { savePhotoFiles } from "~/server/media/photo-files.server";
import { type ProcessedPhoto, processUpload } from "~/server/media/photo-pipeline.server";
import { noteShowcaseChange } from "~/server/projects/showcase.server";

// Published projects with real processed photos, written straight to a database, for looking at the
// public pages (scripts/sample-projects.ts) and for tests of what they show, before the desk adds any.

type Palette = { wall: string; floor: string; wood: string; accent: string };

const palettes: Palette[] = [
  { wall: "#efe6da", floor: "#b68a5c", wood: "#6b4a2b", accent: "#3f6b4f" },
  { wall: "#dfe7ea", floor: "#9c7b5b", wood: "#f4f1ea", accent: "#c8743c" },
  { wall: "#f3efe7", floor: "#7d5d3f", wood: "#2f3b45", accent: "#d9b26f" },
  { wall: "#e9dfd3", floor: "#a47148", wood: "#8a5a36", accent: "#5d7a8c" },
];

/** A drawn room (a wall of cabinets, a window, a floor) as a JPEG, as a phone might send it. */
export async function roomPhoto(variant: number, width = 1600, height = 1200): Promise<Buffer> {
  const p = palettes[variant % palettes.length]!;
  const doors = 3 + (variant % 3);
  const doorWidth = (width * 0.6) / doors;
  const cabinets = Array.from({ length: doors }, (_, i) => {
    const x = width * 0.08 + i * doorWidth;
    return `<rect x="${x}" y="${height * 0.28}" width="${doorWidth - 8}" height="${height * 0.45}" rx="6" fill="${p.wood}" stroke="#00000022" stroke-width="4"/>
      <rect x="${x + doorWidth - 40}" y="${height * 0.48}" width="10" height="70" rx="4" fill="${p.accent}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="light" x1="0" x2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="${p.wall}"/>
    <rect y="${height * 0.75}" width="${width}" height="${height * 0.25}" fill="${p.floor}"/>
    ${cabinets}
    <rect x="${width * 0.74}" y="${height * 0.18}" width="${width * 0.18}" height="${height * 0.32}" rx="8" fill="#cfe3ef" stroke="${p.wood}" stroke-width="14"/>
    <circle cx="${width * 0.83}" cy="${height * 0.68}" r="${height * 0.07}" fill="${p.accent}"/>
    <rect x="${width * 0.8}" y="${height * 0.7}" width="${width * 0.06}" height="${height * 0.08}" fill="${p.wood}"/>
    <rect width="${width}" height="${height}" fill="url(#light)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export type SamplePhoto = {
  alt: string;
  pair?: "before" | "after";
  variant: number;
  width?: number;
  height?: number;
};
export type SampleProject = {
  slug: string;
  title: string;
  description: string;
  services: string[];
  area?: string;
  month: string;
  photos: SamplePhoto[];
};

/** Adds `project` as published, its photos processed as uploads are; a "before" pairs with the "after" next to it. */
export async function addPublishedProject(db: Db, project: SampleProject, now = new Date()): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  const processed: { id: string; sample: SamplePhoto; photo: ProcessedPhoto }[] = [];
  for (const photo of project.photos) {
    const result = await processUpload({
      name: "photo.jpg",
      type: "image/jpeg",
      bytes: await roomPhoto(photo.variant, photo.width, photo.height),
    });
    if (!result.ok) throw new Error(result.problem.message);
    processed.push({ id: randomUUID(), sample: photo, photo: result.photo });
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("projects")
      .values({
        id,
        slug: project.slug,
        title: project.title,
        description: project.description,
        services: JSON.stringify(project.services),
        area: project.area ?? null,
        month: project.month,
        status: "published",
        created_by: null,
        created_at: at,
        updated_at: at,
        published_at: at,
        cover_photo_id: processed[0]?.id ?? null,
      })
      .execute();
    for (const [position, { id: photoId, sample, photo }] of processed.entries()) {
      const next = processed[position + 1];
      await trx
        .insertInto("project_photos")
        .values({
          id: photoId,
          project_id: id,
          position,
          alt: sample.alt,
          pair: sample.pair ?? null,
          pair_with: sample.pair === "before" && next?.sample.pair === "after" ? next.id : null,
          hash: photo.hash,
          width: photo.width,
          height: photo.height,
          widths: JSON.stringify(photo.widths),
          placeholder: photo.placeholder,
          created_at: at,
        })
        .execute();
      await savePhotoFiles(trx, photoId, photo);
    }
    await noteShowcaseChange(trx, id, now);
  });
  return id;
}

/** A few projects of the interiors business, one of them with a before/after pair. */
export const sampleProjects: SampleProject[] = [
  {
    slug: "walnut-kitchen-hsr-layout",
    title: "Walnut kitchen for a family of four",
    description:
      "An L-shaped modular kitchen with walnut-finish shutters, a tall pantry and soft-close drawers.\n\nFitted in nine days, with the old tiles kept and polished.",
    services: ["modular-kitchen"],
    area: "HSR Layout",
    month: "2026-10",
    photos: [
      { alt: "The finished kitchen: walnut shutters under a wide window", variant: 0 },
      { alt: "The kitchen wall before the work, bare and stained", pair: "before", variant: 1 },
      { alt: "The same wall after: tall pantry and drawers in walnut", pair: "after", variant: 2 },
      { alt: "Soft-close drawers open to show the organisers", variant: 3, width: 1200, height: 1600 },
    ],
  },
  {
    slug: "sliding-wardrobes-koramangala",
    title: "Sliding wardrobes in a Koramangala flat",
    description: "Floor-to-ceiling sliding wardrobes in two bedrooms, with lofts for suitcases.",
    services: ["wardrobe-design", "bedroom-design"],
    area: "Koramangala",
    month: "2026-08",
    photos: [
      { alt: "A white sliding wardrobe filling a bedroom wall", variant: 4 },
      { alt: "The second bedroom's wardrobe in dark grey", variant: 5 },
    ],
  },
  {
    slug: "living-room-whitefield",
    title: "A bright living room with a TV wall",
    description: "A TV unit, display shelves and a reading corner for a new apartment.",
    services: ["living-room-design"],
    area: "Whitefield",
    month: "2026-06",
    photos: [{ alt: "The TV wall with display shelves either side", variant: 6 }],
  },
];

/** The carpentry business's counterparts: its own services, in areas it serves. */
export const carpentrySampleProjects: SampleProject[] = [
  {
    slug: "modular-kitchen-hsr-layout",
    title: "A modular kitchen fitted in HSR Layout",
    description:
      "Carcasses, shutters and a tall pantry fitted to an L-shaped kitchen, with soft-close hinges throughout.",
    services: ["modular-kitchen-fitting"],
    area: "HSR Layout",
    month: "2026-10",
    photos: [
      { alt: "The fitted kitchen: shutters under a wide window", variant: 0 },
      { alt: "The kitchen wall before the fitting, bare", pair: "before", variant: 1 },
      { alt: "The same wall after: pantry and drawers fitted", pair: "after", variant: 2 },
    ],
  },
  {
    slug: "wardrobes-koramangala",
    title: "Wardrobes fitted in a Koramangala flat",
    description: "Two floor-to-ceiling wardrobes with lofts, fitted in a day each.",
    services: ["wardrobe-cabinet-fitting"],
    area: "Koramangala",
    month: "2026-08",
    photos: [{ alt: "A white wardrobe filling a bedroom wall", variant: 4 }],
  },
  {
    slug: "tv-unit-jp-nagar",
    title: "A TV unit with display shelves",
    description: "A wall-mounted TV unit with shelves either side, made to measure.",
    services: ["tv-unit-custom-furniture"],
    area: "JP Nagar",
    month: "2026-06",
    photos: [{ alt: "The TV wall with display shelves either side", variant: 6 }],
  },
];

/** The sample projects whose services the profile `profileId` offers. */
export function sampleProjectsOf(profileId: string): SampleProject[] {
  return profileId === "carpentry" ? carpentrySampleProjects : sampleProjects;
}
