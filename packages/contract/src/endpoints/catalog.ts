import {
  categoryDetailSchema,
  categoryImageParams,
  categoryMasterSchema,
  categorySlugParams,
  crossSellQuery,
  crossSellResponse,
  productDetailSchema,
  productImageParams,
  productImageQuery,
  productSlugParams,
  tagSchema,
} from '../catalog.js';
import { errorEnvelope, localeQuery } from '../primitives.js';
import { warehouseQuery } from '../warehouses.js';
import { defineEndpoints } from '../endpoint.js';

export const catalogEndpoints = defineEndpoints({
  listProducts: {
    tags: ['catalog'],
    summary: 'Product listing, search and suggestions for one warehouse',
    bearer: 'optional',
    query: crossSellQuery,
    responses: { 200: crossSellResponse, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
  },
  listCategories: {
    tags: ['catalog'],
    summary: 'The Rayons and their categories, with product counts for the warehouse',
    bearer: 'optional',
    query: warehouseQuery,
    responses: {
      200: categoryMasterSchema.array(),
      400: errorEnvelope,
      401: errorEnvelope,
      404: errorEnvelope,
    },
  },
  getCategory: {
    tags: ['catalog'],
    summary: 'A Rayon or a category by slug, with its parent and siblings',
    bearer: 'optional',
    params: categorySlugParams,
    query: warehouseQuery,
    responses: { 200: categoryDetailSchema, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
  },
  listTags: {
    tags: ['catalog'],
    summary: 'Product tags',
    query: localeQuery,
    responses: { 200: tagSchema.array(), 400: errorEnvelope },
  },
  getProduct: {
    tags: ['catalog'],
    summary: 'One product of the warehouse by slug, with related products',
    bearer: 'optional',
    params: productSlugParams,
    query: warehouseQuery,
    responses: { 200: productDetailSchema, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
  },
  getCategoryImage: {
    tags: ['catalog'],
    summary: 'Rayon tile (SVG)',
    params: categoryImageParams,
    query: localeQuery,
    produces: ['image/svg+xml'],
    refusals: [400, 404],
  },
  getProductImage: {
    tags: ['catalog'],
    summary:
      'Product image: the packshot (SVG, `{id}.svg` is image1, `{id}-thumb150.svg` its thumb150 rendition) or an uploaded photo (WebP, `{id}-{photoId}.webp`, `{id}-{photoId}-thumb150.webp`)',
    params: productImageParams,
    query: productImageQuery,
    produces: ['image/svg+xml', 'image/webp'],
    refusals: [400, 404],
  },
});
