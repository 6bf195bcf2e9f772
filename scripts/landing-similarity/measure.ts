import type { Profile } from "~/profiles/schema";
import { fillTemplate } from "../../app/lib/links";

type Landing = NonNullable<Profile["landing"]>;
type Area = Landing["areas"][number];

/** Headings, labels and list items (a name, "Free Consultation") are not sentences. */
const minWords = 5;

/**
 * The sentences of a neighbourhood page's main text, as a visitor reads them in <main> (the shared
 * services block is an <aside>, and header and footer are site furniture). The area's own name is
 * replaced by a placeholder, so text that differs only by the name counts as the same sentence.
 */
export function mainSentences(landing: Landing, area: Area): string[] {
  const fill = (template: string) => fillTemplate(template, { area: area.name });
  const blocks = [
    fill(landing.hero.heading),
    area.intro,
    landing.benefits.heading,
    ...landing.benefits.items.flatMap((item) => [item.title, item.description]),
    landing.services.heading,
    ...landing.services.items.map((item) => item.title),
    area.homes.heading,
    ...area.homes.paragraphs,
    area.visit.heading,
    ...area.visit.paragraphs,
    landing.labels.covered,
    ...area.coveredLocalities,
    fill(landing.labels.faq),
    ...area.faq.flatMap((item) => [item.question, item.answer]),
    ...(area.slim ? [] : [landing.form.title, fill(landing.form.heading)]),
    landing.labels.nearby,
    ...area.nearby.map((slug) => {
      const other = landing.areas.find((candidate) => candidate.slug === slug);
      return fillTemplate(landing.hero.heading, { area: other?.name ?? slug });
    }),
    landing.cta.heading,
    landing.cta.text,
    fill(landing.cta.serving),
  ];
  const name = area.name.toLowerCase();
  return blocks
    .flatMap((block) => block.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.toLowerCase().split(name).join("{area}").replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence.split(" ").length >= minWords);
}

type PairShare = { a: string; b: string; share: number; identical: number };

/**
 * For every pair of pages, the share of identical sentences: sentences the two have in common,
 * over the sentences of the shorter page. Highest first.
 */
export function pairwiseShares(landing: Landing): PairShare[] {
  const pages = landing.areas.map((area) => ({
    slug: area.slug,
    sentences: new Set(mainSentences(landing, area)),
  }));
  const pairs: PairShare[] = [];
  for (let i = 0; i < pages.length; i++) {
    for (let j = i + 1; j < pages.length; j++) {
      const a = pages[i]!;
      const b = pages[j]!;
      const identical = [...a.sentences].filter((sentence) => b.sentences.has(sentence)).length;
      const share = identical / Math.min(a.sentences.size, b.sentences.size);
      pairs.push({ a: a.slug, b: b.slug, share, identical });
    }
  }
  return pairs.sort((x, y) => y.share - x.share);
}

export const maxIdenticalShare = 0.6;
