import type { SeedLocale } from '../types.js';

export interface SeedBlogText {
  title: string;
  excerpt: string;
  /** Markdown (no raw HTML); the page shows the title, so the body starts below it. */
  body: string;
}

/** One blog article: French URL slug in every locale, as the routes are. */
export interface SeedBlogPost {
  slug: string;
  publishedAt: string; // ISO date-time
  author: string;
  coverIcon: string; // fluent-emoji-flat icon name
  coverColor: string; // hex background of the generated cover
  videoUrl?: string;
  texts: Record<SeedLocale, SeedBlogText>;
}

/**
 * Belgian French from the French text: the same article with a few Belgian touches (septante,
 * nonante, GSM…). `replacements` are applied to the title, excerpt and body in order.
 */
export function belgian(fr: SeedBlogText, replacements: Array<[string, string]> = []): SeedBlogText {
  const all = `${fr.title}\n${fr.excerpt}\n${fr.body}`;
  for (const [from] of replacements)
    if (!all.includes(from)) throw new Error(`Belgian replacement not found: '${from}' in '${fr.title}'`);
  const apply = (text: string) => replacements.reduce((out, [from, to]) => out.replaceAll(from, to), text);
  return { title: apply(fr.title), excerpt: apply(fr.excerpt), body: apply(fr.body) };
}
