import multipart from '@fastify/multipart';
import { endpoints, PRODUCT_PHOTO_MAX_BYTES } from '@consigne/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTooLargeAs } from '../../../lib/body-limit.js';
import { ApiError } from '../../../lib/errors.js';
import { route } from '../../../lib/route.js';
import { actorOf, requireAdmin, staffOf } from '../shared/index.js';
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

  route(app, endpoints.listAdminProducts, async (request) =>
    listProducts(app.db, staffOf(request), request.query, request.locale),
  );

  route(app, endpoints.getAdminProductOptions, async (request) => productOptions(app.db, request.locale));

  const admin = { onRequest: requireAdmin };

  route(app, endpoints.createAdminProduct, admin, async (request, reply) =>
    reply.code(201).send(await createProduct(app.db, actorOf(request), request.body)),
  );

  route(app, endpoints.getAdminProduct, async (request) => {
    const sheet = await productSheet(app.db, request.params.id);
    if (!sheet) throw new ApiError(404, 'productNotFound');
    return sheet;
  });

  route(app, endpoints.updateAdminProduct, admin, async (request) =>
    updateProduct(app.db, actorOf(request), request.params.id, request.body),
  );

  route(
    app,
    endpoints.uploadAdminProductPhoto,
    { ...admin, errorHandler: fileTooLargeAs('productPhotoTooLarge') },
    async (request) => {
      const renditions = await photoRenditions(await uploadedFile(request));
      return savePhoto(app.db, actorOf(request), request.params.id, request.query.version, renditions);
    },
  );

  route(app, endpoints.removeAdminProductPhoto, admin, async (request) =>
    removePhoto(app.db, actorOf(request), request.params.id, request.query.version),
  );
};
