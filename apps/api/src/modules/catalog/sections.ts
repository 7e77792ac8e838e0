import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { SectionKind } from './read-model.js';

/** What each section slug names: a category (visible or not), a Rayon, or both. */
export async function readSectionKinds(db: Db): Promise<Map<string, SectionKind>> {
  const [categories, masters] = await Promise.all([
    db.select({ slug: t.categories.slug }).from(t.categories),
    db.select({ slug: t.categoryMasters.slug }).from(t.categoryMasters),
  ]);
  const kinds = new Map<string, SectionKind>(categories.map(({ slug }) => [slug, 'category']));
  for (const { slug } of masters) kinds.set(slug, kinds.has(slug) ? 'both' : 'master');
  return kinds;
}

/**
 * A section's kind, for the listing to filter on the one column its slug is (read-model.ts): the
 * slugs of the taxonomy (a few hundred at a grocer's size) are read once and kept in this process
 * until a catalogue change on any instance (a category or Rayon saved in the back-office among them)
 * invalidates them, as the synonyms are — so a listing by section costs no statement to learn it.
 * A slug no section has lists nothing whichever column it is compared with: 'category'.
 */
export function sectionKinds(app: FastifyInstance): (slug: string) => Promise<SectionKind> {
  let kinds: Promise<Map<string, SectionKind>> | null = null;
  app.onInvalidate('catalog', () => {
    kinds = null;
  });
  return async (slug) => {
    if (!kinds) {
      const reading = readSectionKinds(app.db);
      kinds = reading;
      // A failed read is not kept: the next listing tries again.
      reading.catch(() => kinds === reading && (kinds = null));
    }
    return (await kinds).get(slug) ?? 'category';
  };
}
