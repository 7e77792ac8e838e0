import type { SeedLocale } from '../types.js';

/** One locale of an editorial page; `body` is Markdown (no raw HTML, it is escaped when rendered). */
export interface SeedPageText {
  title: string;
  summary: string;
  body: string;
}

/**
 * An editorial page (page/{slug}). `key` is the configuration key (concept, cgv, …) or
 * null for a linked page; the slug is French in every locale, as the routes are.
 */
export interface SeedContentPage {
  key: string | null;
  slug: string;
  texts: Record<SeedLocale, SeedPageText>;
}

/**
 * Belgian French from the French text with a few local touches (Brussels, the Belgian phone
 * number, 21 % VAT…). Every replaced fragment must exist, so the two versions never drift apart.
 */
export function belgian(fr: SeedPageText, swaps: Array<[from: string, to: string]>): SeedPageText {
  const apply = (text: string) =>
    swaps.reduce((acc, [from, to]) => (acc.includes(from) ? acc.split(from).join(to) : acc), text);
  const all = `${fr.title}\n${fr.summary}\n${fr.body}`;
  for (const [from] of swaps) {
    if (!all.includes(from)) throw new Error(`belgian(): "${from}" not found in "${fr.title}"`);
  }
  return { title: apply(fr.title), summary: apply(fr.summary), body: apply(fr.body) };
}
