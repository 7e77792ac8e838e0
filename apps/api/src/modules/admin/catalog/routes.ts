import multipart from '@fastify/multipart';
import {
  adminProductBody,
  adminProductListQuery,
  adminProductOptionsSchema,
  adminProductParams,
  adminProductSchema,
  adminProductUpdateBody,
  adminProductVersionQuery,
  adminProductRowSchema,
  localeQuery,
  pageOf,
  PRODUCT_PHOTO_MAX_BYTES,
} from '@consigne/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTooLargeAs } from '../../../lib/body-limit.js';
import { ApiError } from '../../../lib/errors.js';
import { actorOf, adminSchema, requireAdmin, staffOf, uploadErrors } from '../shared/index.js';
import { photoRenditions, removePhoto, savePhoto } from './photos.js';
import { createProduct, listProducts, productOptions, productSheet, updateProduct } from './service.js';

/** The uploaded file's bytes: the first file part, at most PRODUCT_PHOTO_MAX_BYTES (else 413). */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError(415, 'productPhotoMissing');
  try {
    const part = await request.file({ limits: { fileSize: PRODUCT_PHOTO_MAX_BYTES, files: 1 } });
    if (!part) throw new ApiError(400, 'productPhotoMissing');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, 'productPhotoTooLarge');
    throw new ApiError(400, 'productPhotoMissing');
  }
}

/** Back-office: products and their photos (see packages/contract/src/admin/catalog.ts). Managers read, admins write. */
// Writes check the role onRequest (after the back-office's own hook has loaded the staff account):
// a manager's upload is refused before its bytes are read.
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin takes multipart bodies; the file's limit is checked while it streams in.
  await app.register(multipart, { limits: { fileSize: PRODUCT_PHOTO_MAX_BYTES, files: 1, fields: 5 } });

  app.get(
    '/products',
    {
      schema: adminSchema(
        'Products, searched, filtered (Rayon, format, availability, warehouse) and paged',
        {
          querystring: adminProductListQuery,
          response: { 200: pageOf(adminProductRowSchema) },
        },
        uploadErrors,
      ),
    },
    async (request) => listProducts(app.db, staffOf(request), request.query, request.locale),
  );

  app.get(
    '/products/options',
    {
      schema: adminSchema(
        'What the product form chooses from: Rayons and categories, formats, tags, warehouses',
        {
          querystring: localeQuery,
          response: { 200: adminProductOptionsSchema },
        },
        uploadErrors,
      ),
    },
    async (request) => productOptions(app.db, request.locale),
  );

  app.post(
    '/products',
    {
      onRequest: requireAdmin,
      schema: adminSchema(
        'Creates a product (admins): sold nowhere until a warehouse prices it',
        {
          body: adminProductBody,
          response: { 201: adminProductSchema },
        },
        uploadErrors,
      ),
    },
    async (request, reply) =>
      reply.code(201).send(await createProduct(app.db, actorOf(request), request.body)),
  );

  app.get(
    '/products/:id',
    {
      schema: adminSchema(
        'One product sheet with its four locales, image and warehouse entries',
        {
          params: adminProductParams,
          querystring: localeQuery,
          response: { 200: adminProductSchema },
        },
        uploadErrors,
      ),
    },
    async (request) => {
      const sheet = await productSheet(app.db, request.params.id);
      if (!sheet) throw new ApiError(404, 'productNotFound');
      return sheet;
    },
  );

  app.put(
    '/products/:id',
    {
      onRequest: requireAdmin,
      schema: adminSchema(
        'Saves the shared product sheet (admins); 409 when someone saved it since `version`',
        {
          params: adminProductParams,
          body: adminProductUpdateBody,
          response: { 200: adminProductSchema },
        },
        uploadErrors,
      ),
    },
    async (request) => updateProduct(app.db, actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/products/:id/photo',
    {
      onRequest: requireAdmin,
      errorHandler: fileTooLargeAs('productPhotoTooLarge'),
      schema: adminSchema(
        'Uploads the product photo (admins; multipart, one JPEG, PNG or WebP file of at most 10 MB), converted to WebP at the storefront sizes',
        {
          params: adminProductParams,
          querystring: adminProductVersionQuery,
          consumes: ['multipart/form-data'],
          response: { 200: adminProductSchema },
        },
        uploadErrors,
      ),
    },
    async (request) => {
      const renditions = await photoRenditions(await uploadedFile(request));
      return savePhoto(app.db, actorOf(request), request.params.id, request.query.version, renditions);
    },
  );

  app.delete(
    '/products/:id/photo',
    {
      onRequest: requireAdmin,
      schema: adminSchema(
        'Removes the uploaded photo: the storefront shows the generated packshot again (admins)',
        {
          params: adminProductParams,
          querystring: adminProductVersionQuery,
          response: { 200: adminProductSchema },
        },
        uploadErrors,
      ),
    },
    async (request) => removePhoto(app.db, actorOf(request), request.params.id, request.query.version),
  );
};
