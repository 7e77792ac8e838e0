import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '@consigne/domain';

/**
 * Search synonyms (docs/search.md, ADR 0053): per storefront locale, a set of terms a shopper may type
 * for the same thing (« gazeuse », « pétillante »). Staff edit them in the back-office; French sets also
 * serve Belgian French. Terms are stored as typed; the search normalises them when it loads them.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').$type<Locale>().notNull(),
    terms: text('terms').array().notNull(),
    /** Optimistic concurrency of the back-office's edits: bumped by every change. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('search_synonyms_locale_ck', sql`${t.locale} in ('fr', 'be', 'es', 'nl-BE')`),
    check('search_synonyms_terms_ck', sql`cardinality(${t.terms}) between 2 and 20`),
    index('search_synonyms_locale_idx').on(t.locale),
  ],
);
