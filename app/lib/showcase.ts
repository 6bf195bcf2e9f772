// The published projects as the public pages show them ("our work"): read from the database with
// the published site version, so a publish of either makes the pages again on every server.

/** The formats every photo is served in, best first: a <picture> offers them in this order. */
export const photoFormats = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof photoFormats)[number];

const extensions: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
export const photoContentTypes: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** Where every photo file is served from, cached for a year: its name holds its content's hash. */
export const mediaPathPrefix = "/media/";

export type ShowcasePhoto = {
  id: string;
  alt: string;
  /** The largest size made (no wider than the upload). */
  width: number;
  height: number;
  /** Every width made, smallest first; each exists in every format. */
  widths: number[];
  /** The processed photo's content hash: it names the files. */
  hash: string;
  /** A tiny blurred image as a data: URL (a few hundred bytes), shown until the photo loads. */
  placeholder: string;
  pair?: "before" | "after";
  /** For a "before" photo: the id of its "after" photo. */
  pairWith?: string;
};

export type ShowcaseProject = {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** Service ids, as in the profile. */
  services: string[];
  /** The area's name, when the project names one. */
  area?: string;
  /** "2026-09" */
  month: string;
  publishedAt: string;
  /** In the owner's order. */
  photos: ShowcasePhoto[];
  /** The one shown in lists and previews (one of `photos`). */
  cover: ShowcasePhoto;
};

/** The gallery of published projects. */
export const ourWorkPath = "/our-work";

export const projectPath = (slug: string) => `${ourWorkPath}/${slug}`;

/** The file of `photo` at `width` (one of its widths) in `format`. */
export const photoFileName = (hash: string, width: number | "original", format: PhotoFormat) =>
  `${hash}-${width}.${extensions[format]}`;

export const photoUrl = (photo: Pick<ShowcasePhoto, "hash">, width: number, format: PhotoFormat) =>
  `${mediaPathPrefix}${photoFileName(photo.hash, width, format)}`;

/** A srcset listing every width of `photo` in `format`. */
export const photoSrcSet = (photo: Pick<ShowcasePhoto, "hash" | "widths">, format: PhotoFormat) =>
  photo.widths.map((width) => `${photoUrl(photo, width, format)} ${width}w`).join(", ");

/** A name as a path segment: "HSR Layout" → "hsr-layout". */
export const slugOf = (name: string) =>
  name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** The gallery's filters are pages of their own (served from memory like every public page). */
export const serviceWorkPath = (serviceId: string) => `${ourWorkPath}/service/${serviceId}`;
export const areaWorkPath = (areaName: string) => `${ourWorkPath}/area/${slugOf(areaName)}`;

/** Slugs a project may not take: the filters' path segments. */
export const reservedProjectSlugs: readonly string[] = ["service", "area"];
