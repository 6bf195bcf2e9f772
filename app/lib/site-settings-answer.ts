import type { Toast } from "./toast";

// What the site settings page's action answers, read by its forms in the browser.

/** The parts of the site the desk edits, each its own form, in the order the page shows them. */
export const siteSectionIds = [
  "business",
  "services",
  "testimonials",
  "areas",
  "texts",
  "privacy",
  "quotes",
] as const;
export type SiteSectionId = (typeof siteSectionIds)[number];

export type SiteSettingsAnswer = {
  section?: SiteSectionId;
  /** Which of the section's forms was sent: the section's own, "testimonials-remove" or "quotes-remove". */
  form?: string;
  toast?: Toast;
  /** The new live version, when published. */
  version?: number;
  /** What stopped it: by form field, and those no field shows. */
  problems?: { fields: Record<string, string>; summary: string[] };
  /** The form as it was typed, to show again. */
  values?: Record<string, string>;
  unreachable?: true;
  /** The site changed since the page was opened: nothing was published. */
  conflict?: true;
};

/** A text that writes out a fact instead of its placeholder, by its place in the profile. */
export type FactWarning = { path: string; message: string };
