import {
  compileSynonyms,
  expandSearch,
  type ExpandedSearch,
  type Locale,
  type SynonymIndex,
} from '@consigne/domain';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

/** The locales whose sets a storefront locale searches with: Belgian French also uses the French ones. */
export const synonymLocalesOf = (locale: Locale): Locale[] => (locale === 'be' ? ['fr', 'be'] : [locale]);

/** A locale's synonym sets, read from the database (each a list of equivalent terms, as staff typed them). */
export async function searchSynonyms(db: Db, locale: Locale): Promise<string[][]> {
  const rows = await db
    .select({ terms: t.searchSynonyms.terms })
    .from(t.searchSynonyms)
    .where(inArray(t.searchSynonyms.locale, synonymLocalesOf(locale)))
    .orderBy(asc(t.searchSynonyms.id));
  return rows.map((row) => row.terms);
}

/** Expands a shopper's search in a locale with the synonyms staff keep (docs/search.md). */
export type SearchExpander = (search: string, locale: Locale) => Promise<ExpandedSearch>;

/**
 * The app's expander: each locale's synonyms are read once and kept compiled in this process until a
 * catalogue change on any instance (a synonym saved in the back-office among them) invalidates them,
 * exactly when the catalogue cache is emptied, so no instance searches with stale synonyms.
 */
export function searchExpander(app: FastifyInstance): SearchExpander {
  const indexes = new Map<Locale, Promise<SynonymIndex>>();
  app.onInvalidate('catalog', () => indexes.clear());
  const indexOf = (locale: Locale) => {
    let index = indexes.get(locale);
    if (!index) {
      index = searchSynonyms(app.db, locale).then((sets) => compileSynonyms(sets, locale));
      // A failed read is not kept: the next search tries again.
      index.catch(() => indexes.delete(locale));
      indexes.set(locale, index);
    }
    return index;
  };
  return async (search, locale) => expandSearch(search, await indexOf(locale));
}
