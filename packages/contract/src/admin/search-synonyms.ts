/**
 * Back-office: search synonyms (docs/search.md, ADR 0053) — per storefront locale, sets of terms a
 * shopper may type for the same thing. Admins only; a change reaches every instance's search at once.
 */
import { LOCALES, normaliseSearchText } from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, boundedInt, idParam, intParam, localeQuery, safeText } from '../primitives.js';

/** Terms a set holds, at least and at most (the database's check says the same). */
export const SYNONYM_TERMS_BOUNDS = { min: 2, max: 20 } as const;
export const SYNONYM_TERM_MAX_LENGTH = 60;

const searchLocale = z.enum(LOCALES, { error: 'invalidValue' }).describe('The storefront locale searched');

const term = safeText(SYNONYM_TERM_MAX_LENGTH, {
  error: 'synonymTermInvalid',
  required: 'synonymTermInvalid',
}).refine((value) => /[a-z0-9]/.test(normaliseSearchText(value)), { error: 'synonymTermInvalid' });

/** 2–20 terms, none the same as another once normalised (« Pétillante » and « petillante » are one). */
const terms = z
  .array(term, { error: 'synonymTermsCount' })
  .min(SYNONYM_TERMS_BOUNDS.min, { error: 'synonymTermsCount' })
  .max(SYNONYM_TERMS_BOUNDS.max, { error: 'synonymTermsCount' })
  .refine((values) => new Set(values.map(normaliseSearchText)).size === values.length, {
    error: 'synonymTermsDuplicate',
  });

export const synonymSetSchema = z.object({
  id: z.number(),
  searchLocale,
  terms: z.array(z.string()),
  version: z.number().describe('Send it back with a change: a set changed meanwhile is a 409'),
  updatedAt: z.string(),
});

export const synonymSetsQuery = localeQuery.extend({ searchLocale: searchLocale.optional() });
export const synonymSetsSchema = z.object({ sets: z.array(synonymSetSchema) });

export const createSynonymSetBody = z.object({ ...bodyLocale, searchLocale, terms });
export const updateSynonymSetBody = z.object({ ...bodyLocale, version: boundedInt(1), terms });
export const synonymSetParams = z.object({ id: idParam() });
export const deleteSynonymSetQuery = localeQuery.extend({ version: intParam(1) });

export type SynonymSet = z.infer<typeof synonymSetSchema>;
