import {
  adminTaxonomySchema,
  createCategoryBody,
  createdTaxonomyEntrySchema,
  createRayonBody,
  createTagBody,
  moveTaxonomyBody,
  taxonomyIdParams,
  updateCategoryBody,
  updateRayonBody,
  updateTagBody,
} from '../admin/taxonomy.js';
import { localeQuery, staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

/** A change answers the whole, re-ordered taxonomy. */
const changed = { 200: adminTaxonomySchema, ...staffErrors };
const created = { 201: createdTaxonomyEntrySchema, ...staffErrors };

/** Rayons, categories and tags (admins only): create, rename in the four locales, reorder, hide. */
export const adminTaxonomyEndpoints = defineEndpoints({
  getAdminTaxonomy: {
    tags: ['admin'],
    summary: 'Rayons with their categories, and tags, in order, hidden ones included (admins only)',
    bearer: true,
    query: localeQuery,
    responses: changed,
  },
  createAdminRayon: {
    tags: ['admin'],
    summary: 'Creates a Rayon, last; its slug is derived from the French name unless given',
    bearer: true,
    body: createRayonBody,
    responses: created,
  },
  updateAdminRayon: {
    tags: ['admin'],
    summary: 'Renames, hides or re-slugs a Rayon (the old address redirects); 409 on a stale version',
    bearer: true,
    params: taxonomyIdParams,
    body: updateRayonBody,
    responses: changed,
  },
  moveAdminRayon: {
    tags: ['admin'],
    summary: 'Moves a Rayon one place up or down',
    bearer: true,
    params: taxonomyIdParams,
    body: moveTaxonomyBody,
    responses: changed,
  },
  createAdminCategory: {
    tags: ['admin'],
    summary: 'Creates a category, last of its Rayon',
    bearer: true,
    body: createCategoryBody,
    responses: created,
  },
  updateAdminCategory: {
    tags: ['admin'],
    summary: 'Renames, hides, re-slugs or moves a category to another Rayon; 409 on a stale version',
    bearer: true,
    params: taxonomyIdParams,
    body: updateCategoryBody,
    responses: changed,
  },
  moveAdminCategory: {
    tags: ['admin'],
    summary: 'Moves a category one place up or down within its Rayon',
    bearer: true,
    params: taxonomyIdParams,
    body: moveTaxonomyBody,
    responses: changed,
  },
  createAdminTag: {
    tags: ['admin'],
    summary: 'Creates a tag, last; its key is derived from the French name unless given',
    bearer: true,
    body: createTagBody,
    responses: created,
  },
  updateAdminTag: {
    tags: ['admin'],
    summary: 'Renames or hides a tag; 409 on a stale version',
    bearer: true,
    params: taxonomyIdParams,
    body: updateTagBody,
    responses: changed,
  },
  moveAdminTag: {
    tags: ['admin'],
    summary: 'Moves a tag one place up or down',
    bearer: true,
    params: taxonomyIdParams,
    body: moveTaxonomyBody,
    responses: changed,
  },
});
