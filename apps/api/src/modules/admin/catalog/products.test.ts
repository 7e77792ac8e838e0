import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { testApp } from '../../../../test/app.js';
import {
  bearer,
  expectRoleMatrix,
  staffTokens,
  warehouseIdOf,
  type StaffTokens,
} from '../../../../test/staff.js';

const { app, db } = await testApp();
let tokens: StaffTokens;
let lille: number;
let lyon: number;
let categoryId: number;
let masterId: number;
let packageTypeId: number;
let tagIds: number[];

beforeAll(async () => {
  tokens = await staffTokens(db);
  lille = await warehouseIdOf(db, 'lille');
  lyon = await warehouseIdOf(db, 'lyon');
  const [category] = await db.select().from(t.categories).limit(1);
  categoryId = category!.id;
  masterId = category!.masterId;
  const [format] = await db.select().from(t.packageTypes).limit(1);
  packageTypeId = format!.id;
  tagIds = (await db.select({ id: t.tags.id }).from(t.tags).limit(2)).map((r) => r.id);
});

const readersOnly = { operator: 403, customer: 403, anonymous: 401 } as const;
const adminsOnly = { lyonManager: 403, lilleManager: 403, ...readersOnly } as const;

let counter = 0;
/** A valid sheet with four translations and a name nobody else has. */
function sheet(overrides: Record<string, unknown> = {}) {
  const n = `${Date.now().toString(36)}${++counter}`;
  return {
    brand: 'Brasserie Test',
    categoryId,
    packageTypeId,
    volume: 33,
    unit: 'cl',
    vatClass: 'standard',
    depositClass: 'small_bottle',
    alcoholLevel: 5.5,
    isHidden: false,
    tagIds,
    translations: {
      fr: { name: `Bière Zéphyr ${n}`, description: 'Une blonde légère.' },
      es: { name: `Cerveza Céfiro ${n}`, description: 'Una rubia ligera.' },
      be: { name: `Bière Zéphyr ${n}`, description: 'Une blonde légère, une fois.' },
      'nl-BE': { name: `Bier Zefier ${n}`, description: 'Een licht blond bier.' },
    },
    ...overrides,
  };
}

type Sheet = { id: number; version: number; key: string; [key: string]: unknown };

async function create(overrides: Record<string, unknown> = {}): Promise<Sheet> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: bearer(tokens.admin),
    payload: sheet(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const read = async (id: number): Promise<Sheet> =>
  (await app.inject({ url: `/api/admin/products/${id}`, headers: bearer(tokens.admin) })).json();

/** A multipart body with one file part, as a browser's form sends it. */
function multipart(bytes: Buffer, filename: string, type: string) {
  const boundary = `----consigne${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();

function uploadPhoto(id: number, version: number, body: ReturnType<typeof multipart>, token = tokens.admin) {
  return app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}/photo?version=${version}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

describe('role checks on every product route', () => {
  it('lets managers and admins read products, options and a sheet', async () => {
    const product = await create();
    for (const url of [
      '/api/admin/products',
      '/api/admin/products/options',
      `/api/admin/products/${product.id}`,
    ])
      await expectRoleMatrix(
        app,
        tokens,
        { url },
        { admin: 200, lyonManager: 200, lilleManager: 200, ...readersOnly },
      );
  });

  it('lets only admins create and save the shared sheet', async () => {
    await expectRoleMatrix(
      app,
      tokens,
      { method: 'POST', url: '/api/admin/products', payload: sheet() },
      { admin: 201, ...adminsOnly },
    );
    const product = await create();
    await expectRoleMatrix(
      app,
      tokens,
      () => ({ method: 'PUT', url: `/api/admin/products/${product.id}`, payload: sheet({ version: 1 }) }),
      { admin: 200, ...adminsOnly },
    );
    const [saved] = await db.select().from(t.products).where(eq(t.products.id, product.id));
    expect(saved!.version).toBe(2);
  });

  it('lets only admins upload and remove a photo', async () => {
    const product = await create();
    const photo = multipart(await jpeg(40, 40), 'a.jpg', 'image/jpeg');
    await expectRoleMatrix(
      app,
      tokens,
      () => ({
        method: 'PUT',
        url: `/api/admin/products/${product.id}/photo?version=1`,
        headers: photo.headers,
        payload: photo.payload,
      }),
      { admin: 200, ...adminsOnly },
    );
    await expectRoleMatrix(
      app,
      tokens,
      { method: 'DELETE', url: `/api/admin/products/${product.id}/photo?version=2` },
      { admin: 200, ...adminsOnly },
    );
  });
});

describe('creating and editing a product', () => {
  it('creates a product in four locales, sold nowhere yet, audited, with a generated packshot', async () => {
    const body = sheet();
    const product = await create({ translations: body.translations });
    expect(product).toMatchObject({
      brand: 'Brasserie Test',
      masterId,
      categoryId,
      volume: 33,
      unit: 'cl',
      alcoholLevel: 5.5,
      tagIds: [...tagIds].sort((a, b) => a - b),
      missingLocales: [],
      entries: [],
      version: 1,
      image: { kind: 'packshot', url: `/api/media/products/${product.id}.svg`, width: 600, height: 600 },
    });
    expect(product.translations).toEqual(body.translations);
    expect(product.key).toMatch(/^brasserie-test-biere-zephyr-/);
    const packshot = await app.inject({ url: `/api/media/products/${product.id}-thumb150.svg` });
    expect(packshot.statusCode).toBe(200);
    const [entry] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'product'), eq(t.auditLog.entityId, String(product.id))));
    expect(entry).toMatchObject({ action: 'product.create', actorEmail: 'admin@example.com' });
    // Sold nowhere: the storefront does not list it until a warehouse prices it.
    const search = await app.inject({
      url: `/api/products/cross-sell?search=${encodeURIComponent(body.translations.fr.name)}&warehouseId=${lille}`,
    });
    expect(search.json().count).toBe(0);
  });

  it('flags missing translations on the sheet and in the list', async () => {
    const body = sheet();
    const product = await create({
      translations: { ...body.translations, es: { name: '', description: '' }, 'nl-BE': { name: '  ' } },
    });
    expect(product.missingLocales).toEqual(['es', 'nl-BE']);
    expect(product.translations).toMatchObject({ es: null, 'nl-BE': null });
    const list = await app.inject({
      url: `/api/admin/products?search=${encodeURIComponent(body.translations.fr.name)}`,
      headers: bearer(tokens.admin),
    });
    expect(list.json().rows).toEqual([
      expect.objectContaining({ id: product.id, missingLocales: ['es', 'nl-BE'] }),
    ]);
    const incomplete = await app.inject({
      url: `/api/admin/products?incomplete=1&perPage=200`,
      headers: bearer(tokens.admin),
    });
    expect(incomplete.json().rows.map((r: { id: number }) => r.id)).toContain(product.id);
    expect(
      incomplete.json().rows.every((r: { missingLocales: string[] }) => r.missingLocales.length > 0),
    ).toBe(true);
  });

  it('saves an edit, audits only what changed and shows it in the storefront once priced', async () => {
    const product = await create();
    await db.insert(t.productWarehouses).values({
      productId: product.id,
      warehouseId: lille,
      slug: `test-${product.key}`,
      priceCents: 199,
    });
    const before = await app.inject({ url: `/api/products/test-${product.key}?warehouseId=${lille}` });
    expect(before.json().product.brand).toBe('Brasserie Test');
    const edited = sheet({ version: 1, brand: 'Brasserie Renommée', isHidden: false });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: bearer(tokens.admin),
      payload: {
        ...edited,
        translations: { ...edited.translations, fr: { name: 'Bière Renommée', description: 'x' } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      version: 2,
      brand: 'Brasserie Renommée',
      entries: [{ warehouseId: lille, price: 1.99 }],
    });
    // The storefront's cache is cleared by the change (invalidate 'catalog': on PostgreSQL the notice
    // arrives a few milliseconds after the commit), well before its TTL.
    await vi.waitFor(
      async () => {
        const after = await app.inject({ url: `/api/products/test-${product.key}?warehouseId=${lille}` });
        expect(after.json()).toMatchObject({
          name: 'Bière Renommée',
          product: { brand: 'Brasserie Renommée' },
        });
      },
      { timeout: 2000, interval: 20 },
    );
    const [entry] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'product.update'), eq(t.auditLog.entityId, String(product.id))));
    expect(entry!.before).toMatchObject({ brand: 'Brasserie Test' });
    expect(entry!.after).toMatchObject({ brand: 'Brasserie Renommée' });
    expect(Object.keys(entry!.after as object)).not.toContain('volume');
  });

  it('refuses the second of two concurrent saves with 409 staleVersion', async () => {
    const product = await create();
    const save = (brand: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/products/${product.id}`,
        headers: bearer(tokens.admin),
        payload: sheet({ version: 1, brand }),
      });
    const results = await Promise.all([save('Première'), save('Seconde'), save('Troisième')]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toMatch(/modifiée par quelqu’un d’autre/);
    const winner = results.find((r) => r.statusCode === 200)!.json().brand;
    expect((await read(product.id)).brand).toBe(winner);
    expect((await read(product.id)).version).toBe(2);
    const updates = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'product.update'), eq(t.auditLog.entityId, String(product.id))));
    expect(updates).toHaveLength(1);
  });

  it('refuses bad input with field errors in French and changes nothing', async () => {
    const count = await db.$count(t.products);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ volume: -1 }, 400, 'volume'],
      [{ alcoholLevel: 120 }, 400, 'alcoholLevel'],
      [{ unit: 'gallon' }, 400, 'unit'],
      [
        { translations: { ...sheet().translations, fr: { name: ' ', description: '' } } },
        400,
        'translations.fr.name',
      ],
      [{ categoryId: 999_999 }, 422, 'categoryId'],
      [{ packageTypeId: 999_999 }, 422, 'packageTypeId'],
      [{ tagIds: [999_999] }, 422, 'tagIds'],
    ];
    for (const [override, status, field] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: bearer(tokens.admin),
        payload: sheet(override),
      });
      expect(res.statusCode, field).toBe(status);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const volume = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: bearer(tokens.admin),
      payload: sheet({ volume: -1 }),
    });
    expect(volume.json().errors[0].message).toMatch(/Le volume doit être un nombre positif/);
    expect(await db.$count(t.products)).toBe(count);
  });

  it('answers 404 for an unknown product', async () => {
    const headers = bearer(tokens.admin);
    expect((await app.inject({ url: '/api/admin/products/999999', headers })).statusCode).toBe(404);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/admin/products/999999',
      headers,
      payload: sheet({ version: 1 }),
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Produit introuvable.');
  });
});

describe('product photos', () => {
  it('converts an upload to WebP at the storefront sizes and serves it to every page', async () => {
    const product = await create();
    const res = await uploadPhoto(product.id, 1, multipart(await jpeg(1200, 800), 'photo.jpg', 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().image;
    expect(image).toMatchObject({
      kind: 'photo',
      width: 600,
      height: 400,
      thumbWidth: 150,
      thumbHeight: 100,
    });
    expect(image.url).toMatch(new RegExp(`^/api/media/products/${product.id}-\\d+\\.webp$`));
    const served = await app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 400,
    });
    const thumb = await app.inject({ url: image.thumbUrl });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 150, height: 100 });
    // The storefront announces the photo and its sizes.
    await db.insert(t.productWarehouses).values({
      productId: product.id,
      warehouseId: lyon,
      slug: `photo-${product.key}`,
      priceCents: 250,
    });
    const page = (await app.inject({ url: `/api/products/photo-${product.key}?warehouseId=${lyon}` })).json();
    expect(page.product).toMatchObject({
      image1: image.url,
      image1Width: 600,
      image1Height: 400,
      thumb150: image.thumbUrl,
    });
    // Back to the packshot: the photo's URL is gone.
    const back = await app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}/photo?version=2`,
      headers: bearer(tokens.admin),
    });
    expect(back.json().image).toMatchObject({
      kind: 'packshot',
      url: `/api/media/products/${product.id}.svg`,
      width: 600,
    });
    expect((await app.inject({ url: image.url })).statusCode).toBe(404);
  });

  it('refuses a 20 MB file, a non-image and a stale version, changing nothing', async () => {
    const product = await create();
    const ok = await uploadPhoto(product.id, 1, multipart(await jpeg(50, 50), 'a.png', 'image/png'));
    expect(ok.statusCode).toBe(200);
    const shown = ok.json().image;

    const huge = await uploadPhoto(
      product.id,
      2,
      multipart(Buffer.alloc(20 * 1024 * 1024, 1), 'big.jpg', 'image/jpeg'),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Photo trop lourde : 10 Mo au maximum.');

    const text = await uploadPhoto(
      product.id,
      2,
      multipart(Buffer.from('not a picture at all'), 'x.jpg', 'image/jpeg'),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Ce fichier n’est pas une image JPEG, PNG ou WebP.');

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await uploadPhoto(product.id, 2, multipart(svg, 'x.png', 'image/png'))).statusCode).toBe(415);

    const stale = await uploadPhoto(product.id, 1, multipart(await jpeg(60, 60), 'b.jpg', 'image/jpeg'));
    expect(stale.statusCode).toBe(409);

    const none = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/photo?version=2`,
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(415);

    const after = await read(product.id);
    expect(after.version).toBe(2);
    expect(after.image).toEqual(shown);
    expect(await db.$count(t.productPhotos, eq(t.productPhotos.productId, product.id))).toBe(1);
  });
});

describe('the product list', () => {
  it('searches names in any locale, the brand, the key and entry slugs', async () => {
    const product = await create();
    const full = await read(product.id);
    const nl = (full.translations as Record<string, { name: string }>)['nl-BE']!.name;
    await db.insert(t.productWarehouses).values({
      productId: product.id,
      warehouseId: lille,
      slug: `etiquette-introuvable-${product.id}`,
      priceCents: 100,
    });
    const terms = [nl.toLowerCase(), 'cefiro', product.key, String(product.id), `introuvable-${product.id}`];
    for (const term of terms) {
      const res = await app.inject({
        url: `/api/admin/products?search=${encodeURIComponent(term)}`,
        headers: bearer(tokens.admin),
      });
      expect(
        res.json().rows.map((r: { id: number }) => r.id),
        term,
      ).toContain(product.id);
    }
  });

  it('filters by Rayon, format, availability and warehouse; a manager can look at their warehouses', async () => {
    const [seeded] = await db
      .select({ productId: t.productWarehouses.productId })
      .from(t.productWarehouses)
      .where(eq(t.productWarehouses.warehouseId, lyon))
      .limit(1);
    const list = async (query: string, token = tokens.admin) =>
      (await app.inject({ url: `/api/admin/products?perPage=200&${query}`, headers: bearer(token) })).json();
    const byMaster = await list(`masterId=${masterId}`);
    expect(byMaster.total).toBeGreaterThan(0);
    expect(byMaster.rows.every((r: { master: { id: number } }) => r.master.id === masterId)).toBe(true);
    const byFormat = await list(`packageTypeId=${packageTypeId}`);
    expect(
      byFormat.rows.every((r: { packageType: { id: number } }) => r.packageType.id === packageTypeId),
    ).toBe(true);
    const unsold = await list('availability=unsold');
    expect(unsold.rows.every((r: { entries: { total: number } }) => r.entries.total === 0)).toBe(true);
    const available = await list(`availability=available&warehouse=${lyon}`);
    expect(available.rows.every((r: { entries: { available: number } }) => r.entries.available > 0)).toBe(
      true,
    );
    const mine = await list('warehouse=mine&search=' + seeded!.productId, tokens.lyonManager);
    expect(mine.rows.map((r: { id: number }) => r.id)).toContain(seeded!.productId);
    const lyonCount = await db.$count(t.productWarehouses, eq(t.productWarehouses.warehouseId, lyon));
    expect((await list('warehouse=mine', tokens.lyonManager)).total).toBe(lyonCount);
  });

  it('pages over thousands of products quickly', async () => {
    const base = await db.$count(t.products);
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      key: `bulk-${i}`,
      categoryId,
      packageTypeId,
      brand: `Marque ${i % 50}`,
      volume: 33,
      unit: 'cl',
      vatClass: 'food',
      depositClass: 'none' as const,
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      const ids = await db
        .insert(t.products)
        .values(rows.slice(i, i + 1000))
        .returning({ id: t.products.id });
      await db.insert(t.productTranslations).values(
        ids.flatMap(({ id }, j) =>
          (['fr', 'es', 'be', 'nl-BE'] as const).map((locale) => ({
            productId: id,
            locale,
            name: `Produit en vrac ${i + j} ${locale}`,
            description: '',
          })),
        ),
      );
    }
    const timed = async (query: string) => {
      const started = performance.now();
      const res = await app.inject({ url: `/api/admin/products?${query}`, headers: bearer(tokens.admin) });
      return { body: res.json(), ms: performance.now() - started };
    };
    await timed('page=1'); // warm-up: the first call compiles the plan
    const first = await timed('page=1&perPage=50');
    const deep = await timed('page=100&perPage=50');
    const search = await timed('search=vrac%204999');
    expect(first.body.total).toBe(base + 5000);
    expect(first.body.rows).toHaveLength(50);
    expect(deep.body.rows).toHaveLength(50);
    expect(search.body.rows.map((r: { key: string }) => r.key)).toEqual(['bulk-4999']);
    console.info(
      `admin product list over ${base + 5000} products: page 1 ${first.ms.toFixed(0)} ms, page 100 ${deep.ms.toFixed(0)} ms, search ${search.ms.toFixed(0)} ms`,
    );
    expect(first.ms).toBeLessThan(2000);
    expect(search.ms).toBeLessThan(3000);
  }, 120_000);
});
