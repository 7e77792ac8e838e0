import {
  createSynonymSetBody,
  deleteSynonymSetQuery,
  synonymSetParams,
  synonymSetSchema,
  synonymSetsQuery,
  synonymSetsSchema,
  updateSynonymSetBody,
} from '../admin/search-synonyms.js';
import { localeQuery, staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

/** Back-office: the search's synonyms (admins only; docs/search.md). */
export const adminSearchSynonymsEndpoints = defineEndpoints({
  listSearchSynonyms: {
    tags: ['admin'],
    summary: 'The search synonym sets, of one storefront locale or all, oldest first (admins only)',
    bearer: true,
    query: synonymSetsQuery,
    responses: { 200: synonymSetsSchema, ...staffErrors },
  },
  createSearchSynonymSet: {
    tags: ['admin'],
    summary: 'Adds a set of equivalent search terms for a storefront locale (audit-logged)',
    bearer: true,
    query: localeQuery,
    body: createSynonymSetBody,
    responses: { 201: synonymSetSchema, ...staffErrors },
  },
  updateSearchSynonymSet: {
    tags: ['admin'],
    summary: "Replaces a set's terms at the version read; changed meanwhile: 409 staleVersion (audit-logged)",
    bearer: true,
    params: synonymSetParams,
    query: localeQuery,
    body: updateSynonymSetBody,
    responses: { 200: synonymSetSchema, ...staffErrors },
  },
  deleteSearchSynonymSet: {
    tags: ['admin'],
    summary: 'Removes a set at the version read; changed meanwhile: 409 staleVersion (audit-logged)',
    bearer: true,
    params: synonymSetParams,
    query: deleteSynonymSetQuery,
    responses: { 200: synonymSetSchema, ...staffErrors },
  },
});
