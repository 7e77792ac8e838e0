/**
 * The driver's proof of delivery (/operator/orders/:orderId/preuve…): the recipient's name (JSON) or
 * a photo (multipart), each under the operator's warehouse and an optional Idempotency-Key (the
 * phone's offline queue replays it: idempotent.ts). The photo is checked and re-encoded (sharp)
 * before the transaction; its hash stands for it in the replay's request hash.
 */
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { endpoints, PROOF_PHOTO_MAX_BYTES, proofContextSchema, proofPhotoFields } from '@consigne/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTooLargeAs } from '../../lib/body-limit.js';
import { ApiError } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import { proofImage, recordProof } from '../delivery-proof/index.js';
import { idempotent } from './idempotent.js';

interface ProofRoutesOptions {
  /** The operator routes' own checks: a session, then the operator role (routes.ts). */
  auth: {
    onRequest: never[];
    preHandler: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>)[];
  };
  operatorWarehouse: (userId: number | null) => Promise<number>;
}

/** The photo's bytes and the form's text fields (in any order), the file at most PROOF_PHOTO_MAX_BYTES. */
async function proofForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new ApiError(415, 'proofPhotoMissing');
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo' || photo) {
          await part.toBuffer();
          continue;
        }
        photo = await part.toBuffer();
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, 'proofPhotoTooLarge');
    throw new ApiError(400, 'proofPhotoMissing');
  }
  if (!photo || photo.length === 0) throw new ApiError(400, 'proofPhotoMissing');
  return { photo, fields };
}

/** A form's text fields as the JSON body's context: a number that is not one is a 400. */
function contextOf(fields: Record<string, string>) {
  const parsed = proofPhotoFields.safeParse(fields);
  if (!parsed.success) throw new ApiError(400, 'invalidRequest');
  const { takenAt, latitude, longitude, accuracy } = parsed.data;
  const number = (value: string | undefined) =>
    value === undefined || value === '' ? undefined : Number(value);
  const lat = number(latitude);
  const lng = number(longitude);
  const context = proofContextSchema.safeParse({
    takenAt: takenAt || undefined,
    position:
      lat === undefined && lng === undefined
        ? undefined
        : { latitude: lat, longitude: lng, accuracy: number(accuracy) ?? null },
  });
  if (!context.success) throw new ApiError(400, 'invalidRequest');
  return context.data;
}

export const proofRoutes: FastifyPluginAsyncZod<ProofRoutesOptions> = async (
  app,
  { auth, operatorWarehouse },
) => {
  // Only this plugin takes multipart bodies; the file's limit is checked while it streams in.
  await app.register(multipart, {
    limits: { fileSize: PROOF_PHOTO_MAX_BYTES, files: 1, fields: 6, fieldSize: 1024, parts: 8 },
  });
  route(app, endpoints.recordDeliveryProofName, auth, async (request) => {
    const warehouseId = await operatorWarehouse(request.userId);
    const { orderId } = request.params;
    const { recipientName, takenAt, position } = request.body;
    return idempotent(
      app.db,
      {
        userId: request.userId!,
        key: request.headers['idempotency-key'],
        request: { proof: orderId, recipientName, takenAt, position },
      },
      (db) =>
        recordProof(db, {
          warehouseId,
          orderId,
          userId: request.userId,
          proof: { kind: 'name', recipientName },
          takenAt,
          position,
          now: new Date(),
        }),
    );
  });

  route(
    app,
    endpoints.recordDeliveryProofPhoto,
    { ...auth, errorHandler: fileTooLargeAs('proofPhotoTooLarge') },
    async (request) => {
      const warehouseId = await operatorWarehouse(request.userId);
      const { orderId } = request.params;
      const { photo, fields } = await proofForm(request);
      const { takenAt, position } = contextOf(fields);
      const image = await proofImage(photo);
      const hash = createHash('sha256').update(photo).digest('base64url');
      return idempotent(
        app.db,
        {
          userId: request.userId!,
          key: request.headers['idempotency-key'],
          request: { proof: orderId, photo: hash, takenAt, position },
        },
        (db) =>
          recordProof(db, {
            warehouseId,
            orderId,
            userId: request.userId,
            proof: { kind: 'photo', image },
            takenAt,
            position,
            now: new Date(),
          }),
      );
    },
  );
};
