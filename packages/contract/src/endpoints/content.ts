import { promoBarSchema } from '../admin/content.js';
import { contentPageParams, contentPageSchema, contentPageSummarySchema } from '../content.js';
import { errorEnvelope, localeQuery } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

export const contentEndpoints = defineEndpoints({
  getPromoBar: {
    tags: ['content'],
    summary: "The home's promo bar in the request locale (spec §2: three text fragments)",
    query: localeQuery,
    responses: { 200: promoBarSchema, 400: errorEnvelope, 404: errorEnvelope },
  },
  listPages: {
    tags: ['content'],
    summary: 'Editorial pages (title and summary) in the request locale',
    query: localeQuery,
    responses: { 200: contentPageSummarySchema.array(), 400: errorEnvelope },
  },
  getPage: {
    tags: ['content'],
    summary: 'One editorial page by slug or configuration key, body in Markdown',
    params: contentPageParams,
    query: localeQuery,
    responses: { 200: contentPageSchema, 400: errorEnvelope, 404: errorEnvelope },
  },
});
