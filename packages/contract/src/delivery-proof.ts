/** Proof of delivery: recorded by the driver (/operator/…), read by the warehouse's staff and the shopper. */
import { RECIPIENT_NAME_MAX } from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, safeText } from './primitives.js';

/** A proof photo as the phone sends it: at most 12 MB, JPEG, PNG, WebP or HEIF (the bytes are checked). */
export const PROOF_PHOTO_MAX_BYTES = 12 * 1024 * 1024;

/** Where the phone was (its geolocation), accuracy in metres. */
export const proofPositionSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000).nullable().optional(),
});

/** What comes with any proof: when the driver took it (the phone's clock; default: now) and where. */
export const proofContextSchema = z.object({
  takenAt: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('When the driver took it, on the phone (at most 48 hours back); default: now'),
  position: proofPositionSchema.optional().describe('Where, when the phone gave it; shown to staff only'),
});

export const proofNameBody = proofContextSchema.extend({
  recipientName: safeText(RECIPIENT_NAME_MAX * 2).describe(
    `Who took the order at the door: at most ${RECIPIENT_NAME_MAX} characters`,
  ),
  ...bodyLocale,
});

/**
 * The text fields of a proof photo's multipart form, beside its `photo` file: the same context as
 * strings (a form's fields are text).
 */
export const proofPhotoFields = z.object({
  takenAt: z.string().max(40).optional(),
  latitude: z.string().max(30).optional(),
  longitude: z.string().max(30).optional(),
  accuracy: z.string().max(30).optional(),
});

/** An order's proof as its shopper sees it: the photo or the name, and when. */
export const shopperDeliveryProofSchema = z.object({
  kind: z.enum(['photo', 'name']),
  recipientName: z.string().nullable(),
  photo: z
    .object({ type: z.string(), width: z.number(), height: z.number() })
    .nullable()
    .describe('The photo is fetched apart, by its owner only'),
  takenAt: z.string(),
});

/** An order's proof as the warehouse's staff (and the driver who sent it) see it: also where and when sent. */
export const deliveryProofSchema = shopperDeliveryProofSchema.extend({
  recordedAt: z.string(),
  position: proofPositionSchema.extend({ accuracy: z.number().nullable() }).nullable(),
});

export type DeliveryProofDto = z.infer<typeof deliveryProofSchema>;
export type ShopperDeliveryProofDto = z.infer<typeof shopperDeliveryProofSchema>;
