import { z } from "zod";

// A neighbourhood landing page's own content (the interiors profile): true for that area and
// useful to a visitor there, so the 25 pages are not copies with the name swapped.
const text = z.string().trim().min(1);

export const landingAreaSchema = z.object({
  /** The path is /interior-designer-in-{slug}. */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  /** A slim page has no enquiry form and no shared services block (four pages; see docs/product.md). */
  slim: z.boolean(),
  seo: z.object({
    title: text.max(65),
    description: text.min(110).max(160),
    keywords: z.array(text).min(4).max(10),
    ogTitle: text.max(70),
    ogDescription: text.max(200),
  }),
  /** Shown under the h1: one or two sentences about designing homes in this area. */
  intro: text,
  homes: z.object({ heading: text, paragraphs: z.array(text).min(2).max(3) }),
  /** Localities nearby that the same team covers (names, need not have pages). */
  coveredLocalities: z.array(text).min(3).max(8),
  /** Slugs of 3 or 4 nearby areas that have their own landing page. */
  nearby: z
    .array(z.string().regex(/^[a-z0-9-]+$/))
    .min(3)
    .max(4),
  visit: z.object({ heading: text, paragraphs: z.array(text).min(1).max(2) }),
  faq: z
    .array(z.object({ question: text, answer: text }))
    .min(3)
    .max(4),
});

export type LandingArea = z.infer<typeof landingAreaSchema>;
