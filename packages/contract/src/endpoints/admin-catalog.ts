import {
  adminProductBody,
  adminProductListQuery,
  adminProductOptionsSchema,
  adminProductParams,
  adminProductRowSchema,
  adminProductSchema,
  adminProductUpdateBody,
  adminProductVersionQuery,
} from '../admin/catalog.js';
import { pageOf } from '../admin/core.js';
import { errorEnvelope, localeQuery, staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

/** The catalogue's routes share a plugin that takes files: a photo too large (413) or of another type (415). */
const errors = { ...staffErrors, 413: errorEnvelope, 415: errorEnvelope };

/** Back-office: products and their photos. Managers read, admins write. */
export const adminCatalogEndpoints = defineEndpoints({
  listAdminProducts: {
    tags: ['admin'],
    summary: 'Products, searched, filtered (Rayon, format, availability, warehouse) and paged',
    bearer: true,
    query: adminProductListQuery,
    responses: { 200: pageOf(adminProductRowSchema), ...errors },
  },
  getAdminProductOptions: {
    tags: ['admin'],
    summary: 'What the product form chooses from: Rayons and categories, formats, tags, warehouses',
    bearer: true,
    query: localeQuery,
    responses: { 200: adminProductOptionsSchema, ...errors },
  },
  createAdminProduct: {
    tags: ['admin'],
    summary: 'Creates a product (admins): sold nowhere until a warehouse prices it',
    bearer: true,
    body: adminProductBody,
    responses: { 201: adminProductSchema, ...errors },
  },
  getAdminProduct: {
    tags: ['admin'],
    summary: 'One product sheet with its four locales, image and warehouse entries',
    bearer: true,
    params: adminProductParams,
    query: localeQuery,
    responses: { 200: adminProductSchema, ...errors },
  },
  updateAdminProduct: {
    tags: ['admin'],
    summary: 'Saves the shared product sheet (admins); 409 when someone saved it since `version`',
    bearer: true,
    params: adminProductParams,
    body: adminProductUpdateBody,
    responses: { 200: adminProductSchema, ...errors },
  },
  uploadAdminProductPhoto: {
    tags: ['admin'],
    summary:
      'Uploads the product photo (admins; multipart, one JPEG, PNG or WebP file of at most 10 MB), converted to WebP at the storefront sizes',
    bearer: true,
    params: adminProductParams,
    query: adminProductVersionQuery,
    consumes: ['multipart/form-data'],
    responses: { 200: adminProductSchema, ...errors },
  },
  removeAdminProductPhoto: {
    tags: ['admin'],
    summary: 'Removes the uploaded photo: the storefront shows the generated packshot again (admins)',
    bearer: true,
    params: adminProductParams,
    query: adminProductVersionQuery,
    responses: { 200: adminProductSchema, ...errors },
  },
});
