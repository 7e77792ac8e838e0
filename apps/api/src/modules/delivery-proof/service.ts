import {
  canRecordProof,
  cleanRecipientName,
  proofShowsPosition,
  proofTakenAt,
  type ProofReader,
} from '@consigne/domain';
import type { DeliveryProofDto, ShopperDeliveryProofDto } from '@consigne/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import type { ProofImage } from './image.js';

export interface ProofPositionInput {
  latitude: number;
  longitude: number;
  accuracy?: number | null | undefined;
}

export interface RecordProof {
  warehouseId: number;
  orderId: number;
  userId: number | null;
  proof: { kind: 'photo'; image: ProofImage } | { kind: 'name'; recipientName: string };
  /** The phone's time (ISO 8601), if it sent one. */
  takenAt?: string | undefined;
  position?: ProofPositionInput | undefined;
  now: Date;
}

/** The columns of a proof without its photo's bytes. */
const proofColumns = {
  kind: t.deliveryProofs.kind,
  recipientName: t.deliveryProofs.recipientName,
  photoType: t.deliveryProofs.photoType,
  photoWidth: t.deliveryProofs.photoWidth,
  photoHeight: t.deliveryProofs.photoHeight,
  takenAt: t.deliveryProofs.takenAt,
  recordedAt: t.deliveryProofs.recordedAt,
  latitude: t.deliveryProofs.latitude,
  longitude: t.deliveryProofs.longitude,
  accuracyM: t.deliveryProofs.accuracyM,
};
type ProofRow = { [K in keyof typeof proofColumns]: (typeof proofColumns)[K]['_']['data'] | null };

function shopperView(row: ProofRow): ShopperDeliveryProofDto {
  return {
    kind: row.kind === 'photo' ? 'photo' : 'name',
    recipientName: row.recipientName,
    photo:
      row.kind === 'photo' && row.photoType
        ? { type: row.photoType, width: row.photoWidth ?? 0, height: row.photoHeight ?? 0 }
        : null,
    takenAt: row.takenAt!.toISOString(),
  };
}

function staffView(row: ProofRow): DeliveryProofDto {
  return {
    ...shopperView(row),
    recordedAt: row.recordedAt!.toISOString(),
    position:
      row.latitude === null || row.longitude === null
        ? null
        : { latitude: row.latitude, longitude: row.longitude, accuracy: row.accuracyM },
  };
}

/**
 * Records an order's proof of delivery, replacing the one before. Under the order's row lock (the
 * driver's steps and a staff cancellation take it first too): an order of another warehouse is a 404
 * (as unknown), one not yet out for delivery (or cancelled) a 409. The photo was processed before
 * (image.ts): no image work inside the transaction.
 */
export async function recordProof(db: Db, input: RecordProof): Promise<DeliveryProofDto> {
  const takenAt = proofTakenAt(input.takenAt === undefined ? undefined : new Date(input.takenAt), input.now);
  if (!takenAt) throw new ApiError(400, 'proofTimeInvalid');
  const name = input.proof.kind === 'name' ? cleanRecipientName(input.proof.recipientName) : null;
  if (input.proof.kind === 'name' && name === null) throw new ApiError(400, 'recipientNameInvalid');
  const image = input.proof.kind === 'photo' ? input.proof.image : null;
  const position = input.position;
  const values = {
    kind: input.proof.kind,
    recipientName: name,
    photo: image?.data ?? null,
    photoType: image?.type ?? null,
    photoWidth: image?.width ?? null,
    photoHeight: image?.height ?? null,
    takenAt,
    recordedAt: input.now,
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    accuracyM: position && position.accuracy != null ? Math.round(position.accuracy) : null,
    recordedBy: input.userId,
  };
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ warehouseId: t.orders.warehouseId, status: t.orders.status })
      .from(t.orders)
      .where(eq(t.orders.id, input.orderId))
      .for('update');
    if (!order || order.warehouseId !== input.warehouseId) throw new ApiError(404, 'orderNotFound');
    if (!canRecordProof(order.status)) throw new ApiError(409, 'proofTooEarly');
    const [row] = await tx
      .insert(t.deliveryProofs)
      .values({ orderId: input.orderId, ...values })
      .onConflictDoUpdate({ target: t.deliveryProofs.orderId, set: values })
      .returning(proofColumns);
    return staffView(row!);
  });
}

/** An order's proof as `reader` sees it (the shopper: never where it was taken), or null. */
export async function proofView(db: Db, orderId: number, reader: 'staff'): Promise<DeliveryProofDto | null>;
export async function proofView(
  db: Db,
  orderId: number,
  reader: 'shopper',
): Promise<ShopperDeliveryProofDto | null>;
export async function proofView(db: Db, orderId: number, reader: ProofReader) {
  const [row] = await db
    .select(proofColumns)
    .from(t.deliveryProofs)
    .where(eq(t.deliveryProofs.orderId, orderId));
  if (!row) return null;
  return proofShowsPosition(reader) ? staffView(row) : shopperView(row);
}

interface StoredPhoto {
  data: Buffer;
  type: string;
}

/** The photo of an order's proof with the order's warehouse (the caller checks its scope); null: no such order. */
export async function proofPhotoOfOrder(
  db: Db,
  orderId: number,
): Promise<{ warehouseId: number; photo: StoredPhoto | null } | null> {
  const [row] = await db
    .select({
      warehouseId: t.orders.warehouseId,
      data: t.deliveryProofs.photo,
      type: t.deliveryProofs.photoType,
    })
    .from(t.orders)
    .leftJoin(t.deliveryProofs, eq(t.deliveryProofs.orderId, t.orders.id))
    .where(eq(t.orders.id, orderId));
  if (!row) return null;
  return {
    warehouseId: row.warehouseId,
    photo: row.data && row.type ? { data: row.data, type: row.type } : null,
  };
}

/** The photo of the proof of one of the shopper's own orders: another's order, or none, is a 404. */
export async function shopperProofPhoto(db: Db, userId: number, orderId: number): Promise<StoredPhoto> {
  const [row] = await db
    .select({ data: t.deliveryProofs.photo, type: t.deliveryProofs.photoType })
    .from(t.orders)
    .innerJoin(t.deliveryProofs, eq(t.deliveryProofs.orderId, t.orders.id))
    .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
  if (!row) throw new ApiError(404, 'orderNotFound');
  if (!row.data || !row.type) throw new ApiError(404, 'proofPhotoNotFound');
  return { data: row.data, type: row.type };
}

/**
 * Sends a proof photo: its type as sharp wrote it, never kept by a shared cache nor by the browser
 * (a person's door, sometimes their face), never sniffed as anything else.
 */
export function sendProofPhoto(reply: FastifyReply, photo: StoredPhoto) {
  return reply
    .type(photo.type)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(photo.data);
}

/** What the driver's round shows of each order's proof (kind, name, time), by order id. */
export async function proofSummaries(db: Db, orderIds: number[]) {
  const rows =
    orderIds.length === 0
      ? []
      : await db
          .select({
            orderId: t.deliveryProofs.orderId,
            kind: t.deliveryProofs.kind,
            recipientName: t.deliveryProofs.recipientName,
            takenAt: t.deliveryProofs.takenAt,
          })
          .from(t.deliveryProofs)
          .where(inArray(t.deliveryProofs.orderId, orderIds));
  return new Map(
    rows.map((r) => [
      r.orderId,
      { kind: r.kind, recipientName: r.recipientName, takenAt: r.takenAt.toISOString() },
    ]),
  );
}
