import type { OrderStatus } from '@consigne/domain';
import { eq } from 'drizzle-orm';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { bearer, staffTokens, type StaffTokens } from '../../../test/staff.js';

const { app, db } = await testApp();
let tokens: StaffTokens;
let shopper: Shopper;
let otherShopper: Shopper;
let lyonDriver: string;
let orderId: number;
let otherOrderId: number;

const setStatus = (id: number, status: OrderStatus) =>
  db.update(t.orders).set({ status }).where(eq(t.orders.id, id));

beforeAll(async () => {
  tokens = await staffTokens(db);
  [shopper, otherShopper] = (await createShoppers(db, 2)) as [Shopper, Shopper];
  ({ orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 7 }, 'proof-order-1'));
  ({ orderId: otherOrderId } = await placeLilleOrder(
    app,
    db,
    otherShopper,
    { large: 24, small: 7 },
    'proof-order-2',
  ));
  await setStatus(orderId, 'out_for_delivery');
  await setStatus(otherOrderId, 'out_for_delivery');
  const [lyon] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lyon'));
  const [driver] = (await createShoppers(db, 1)) as [Shopper];
  await db
    .update(t.users)
    .set({ role: 'operator', operatorWarehouseId: lyon!.id })
    .where(eq(t.users.id, driver.id));
  lyonDriver = driver.token;
});

/** A multipart body: the `photo` file part and text fields, as the phone's FormData sends it. */
function form(bytes: Buffer, filename: string, type: string, fields: Record<string, string> = {}) {
  const boundary = `----consigne${Math.random().toString(16).slice(2)}`;
  const texts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(texts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A phone photo: 40×20 stored sideways (EXIF orientation 6), with a GPS position and a caption. */
const phoneJpeg = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#c0392b' } })
    .withExif({
      IFD0: { ImageDescription: 'porte-secrete', Copyright: 'Jean Dupont' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '50/1 37/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 3/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

/** A 1×1 PNG whose header (IHDR, its CRC made right) claims `width` × `height` pixels. */
async function hugePng(width: number, height: number) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // Signature (8 bytes), then IHDR: length (4), type (4), width (4), height (4), … and its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const sendPhoto = (id: number, body: ReturnType<typeof form>, token = tokens.operator, key?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/operator/orders/${id}/preuve/photo`,
    headers: { ...bearer(token), ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body.payload,
  });

const sendName = (id: number, payload: Record<string, unknown>, token = tokens.operator, key?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/operator/orders/${id}/preuve`,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const storedProof = async (id: number) =>
  (await db.select().from(t.deliveryProofs).where(eq(t.deliveryProofs.orderId, id)))[0];

describe('a proof photo from the driver', () => {
  it('is stored upright, fitted, as JPEG, without its EXIF (no GPS, no caption)', async () => {
    const input = await phoneJpeg();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const takenAt = new Date(Date.now() - 60_000).toISOString();
    const res = await sendPhoto(
      orderId,
      form(input, 'IMG_0001.jpg', 'image/jpeg', {
        takenAt,
        latitude: '50.6333',
        longitude: '3.05',
        accuracy: '12.4',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'photo',
      recipientName: null,
      photo: { type: 'image/jpeg', width: 20, height: 40 },
      takenAt,
      position: { latitude: 50.6333, longitude: 3.05, accuracy: 12 },
    });
    const stored = (await storedProof(orderId))!;
    const meta = await sharp(stored.photo!).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.photo!.includes(Buffer.from('porte-secrete'))).toBe(false);
    expect(stored.photo!.includes(Buffer.from('Dupont'))).toBe(false);
  });

  it('fits a large photo in 1600 px', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#2e7d32' } })
      .jpeg()
      .toBuffer();
    const res = await sendPhoto(orderId, form(big, 'big.jpg', 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().photo).toEqual({ type: 'image/jpeg', width: 1600, height: 1200 });
  });

  it('refuses a body over the limit with 413, before reading it', async () => {
    const huge = form(Buffer.alloc(20 * 1024 * 1024, 1), 'huge.jpg', 'image/jpeg');
    const res = await sendPhoto(orderId, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Photo trop lourde : 12 Mo au maximum.');
  });

  it('refuses a text file named .jpg (415) and a form without a photo (400)', async () => {
    const text = await sendPhoto(
      orderId,
      form(Buffer.from('not a photo at all\n'), 'door.jpg', 'image/jpeg'),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('proof_photo_not_image');
    const empty = await app.inject({
      method: 'PUT',
      url: `/api/operator/orders/${orderId}/preuve/photo`,
      headers: { ...bearer(tokens.operator), 'content-type': 'application/json' },
      payload: {},
    });
    expect([400, 415]).toContain(empty.statusCode);
  });

  it('refuses a PNG of gigantic size in pixels (a decompression bomb) with 400', async () => {
    // A tiny PNG whose header says 20 000 × 20 000 px: 400 Mpx once decoded.
    const bomb = await hugePng(20_000, 20_000);
    const res = await sendPhoto(orderId, form(bomb, 'bomb.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('proof_photo_too_many_pixels');
  });

  it('refuses a position out of range and a time too far back (400)', async () => {
    const input = await phoneJpeg();
    const far = await sendPhoto(
      orderId,
      form(input, 'a.jpg', 'image/jpeg', { latitude: '91', longitude: '3' }),
    );
    expect(far.statusCode).toBe(400);
    const old = await sendPhoto(
      orderId,
      form(input, 'a.jpg', 'image/jpeg', { takenAt: new Date(Date.now() - 3 * 86_400_000).toISOString() }),
    );
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('proof_time_invalid');
  });
});

describe('the recipient’s name', () => {
  it('is kept tidy and replaces the photo (one proof per order)', async () => {
    const res = await sendName(orderId, { recipientName: '  Marie   Dupont ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'name',
      recipientName: 'Marie Dupont',
      photo: null,
      position: null,
    });
    const rows = await db.select().from(t.deliveryProofs).where(eq(t.deliveryProofs.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.photo).toBeNull();
  });

  it('refuses an empty name, control characters and a too long one', async () => {
    for (const recipientName of ['   ', 'Marie\u0007Dupont', 'Marie\u202eDupont', 'a'.repeat(81)]) {
      const res = await sendName(orderId, { recipientName });
      expect(res.statusCode, recipientName).toBe(400);
    }
  });
});

describe('who may record and read a proof', () => {
  it('another warehouse’s driver: 404, nothing stored', async () => {
    const before = await storedProof(otherOrderId);
    const res = await sendName(otherOrderId, { recipientName: 'Intrus' }, lyonDriver);
    expect(res.statusCode).toBe(404);
    const photo = await sendPhoto(otherOrderId, form(await phoneJpeg(), 'a.jpg', 'image/jpeg'), lyonDriver);
    expect(photo.statusCode).toBe(404);
    expect(await storedProof(otherOrderId)).toEqual(before);
  });

  it('not before the order is out for delivery (409), nor on a cancelled one', async () => {
    await setStatus(otherOrderId, 'preparing');
    expect((await sendName(otherOrderId, { recipientName: 'Tôt' })).statusCode).toBe(409);
    await setStatus(otherOrderId, 'cancelled');
    expect((await sendName(otherOrderId, { recipientName: 'Annulée' })).statusCode).toBe(409);
    await setStatus(otherOrderId, 'out_for_delivery');
  });

  it('a shopper or a manager cannot record one (403)', async () => {
    expect((await sendName(orderId, { recipientName: 'X' }, shopper.token)).statusCode).toBe(403);
    expect((await sendName(orderId, { recipientName: 'X' }, tokens.lilleManager)).statusCode).toBe(403);
  });

  it('the photo: its shopper and the staff of its warehouse, private and never sniffed; others 404/403', async () => {
    expect((await sendPhoto(orderId, form(await phoneJpeg(), 'a.jpg', 'image/jpeg'))).statusCode).toBe(200);
    const own = await app.inject({
      url: `/api/orders/${orderId}/preuve/photo`,
      headers: bearer(shopper.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(own.rawPayload).metadata()).format).toBe('jpeg');

    const stranger = await app.inject({
      url: `/api/orders/${orderId}/preuve/photo`,
      headers: bearer(otherShopper.token),
    });
    expect(stranger.statusCode).toBe(404);
    expect((await app.inject({ url: `/api/orders/${orderId}/preuve/photo` })).statusCode).toBe(401);

    const staff = await app.inject({
      url: `/api/admin/orders/${orderId}/preuve/photo`,
      headers: bearer(tokens.lilleManager),
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('private, no-store');
    expect(staff.headers['x-content-type-options']).toBe('nosniff');
    const lyon = await app.inject({
      url: `/api/admin/orders/${orderId}/preuve/photo`,
      headers: bearer(tokens.lyonManager),
    });
    expect(lyon.statusCode).toBe(403);
    const driver = await app.inject({
      url: `/api/admin/orders/${orderId}/preuve/photo`,
      headers: bearer(tokens.operator),
    });
    expect(driver.statusCode).toBe(403);
  });

  it('staff see where it was taken, the shopper only the photo or name and when', async () => {
    await sendPhoto(
      orderId,
      form(await phoneJpeg(), 'a.jpg', 'image/jpeg', { latitude: '50.63', longitude: '3.06' }),
    );
    const staff = await app.inject({
      url: `/api/admin/orders/${orderId}`,
      headers: bearer(tokens.lilleManager),
    });
    expect(staff.json().deliveryProof).toMatchObject({
      kind: 'photo',
      position: { latitude: 50.63, longitude: 3.06, accuracy: null },
    });
    const mine = await app.inject({ url: `/api/orders/${orderId}`, headers: bearer(shopper.token) });
    expect(mine.json().deliveryProof).toEqual({
      kind: 'photo',
      recipientName: null,
      photo: { type: 'image/jpeg', width: 20, height: 40 },
      takenAt: expect.any(String),
    });
    const none = await app.inject({
      url: `/api/orders/${otherOrderId}`,
      headers: bearer(otherShopper.token),
    });
    expect(none.json().deliveryProof).toBeNull();
  });
});

describe('the phone’s queue replays a proof', () => {
  it('the same Idempotency-Key twice: one proof, the first answer', async () => {
    const body = form(await phoneJpeg(), 'a.jpg', 'image/jpeg', { takenAt: new Date().toISOString() });
    const first = await sendPhoto(otherOrderId, body, tokens.operator, 'proof-replay-0001');
    expect(first.statusCode, first.body).toBe(200);
    // Meanwhile the driver gave a name: the replay must not overwrite it.
    expect((await sendName(otherOrderId, { recipientName: 'Paul' })).statusCode).toBe(200);
    const again = await sendPhoto(otherOrderId, body, tokens.operator, 'proof-replay-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await db.select().from(t.deliveryProofs).where(eq(t.deliveryProofs.orderId, otherOrderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('name');
    // The same key with another photo is refused.
    const other = form(
      await sharp(await phoneJpeg())
        .flip()
        .jpeg()
        .toBuffer(),
      'b.jpg',
      'image/jpeg',
    );
    expect((await sendPhoto(otherOrderId, other, tokens.operator, 'proof-replay-0001')).statusCode).toBe(422);
  });

  it('a name replayed under its key is recorded once', async () => {
    const payload = { recipientName: 'Sophie Martin', takenAt: new Date().toISOString() };
    const first = await sendName(otherOrderId, payload, tokens.operator, 'proof-replay-0002');
    const again = await sendName(otherOrderId, payload, tokens.operator, 'proof-replay-0002');
    expect(again.json()).toEqual(first.json());
    expect((await storedProof(otherOrderId))!.recipientName).toBe('Sophie Martin');
  });
});
