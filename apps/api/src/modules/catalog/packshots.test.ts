import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';
import { createShoppers, lilleEntry } from '../../../test/shoppers.js';
import { sql } from 'drizzle-orm';
import * as t from '../../db/schema/index.js';
import { SEED_PARTS } from '../../db/seed/index.js';

const { app, db } = await testApp();
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

async function product(slug: string) {
  const res = await app.inject({ url: `/api/products/${slug}?warehouseId=1` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { product: { id: number; image1: string; thumb150: string } };
}

describe('product packshots', () => {
  it('sends image1 and thumb150 with the sizes stored for them, on listings and product pages', async () => {
    const res = await app.inject({ url: '/api/products/cross-sell?section=jus&limit=5' });
    expect(res.statusCode, res.body).toBe(200);
    for (const entry of res.json().products) {
      expect(entry.product).toMatchObject({
        image1: `/api/media/products/${entry.product.id}.svg`,
        image1Width: 600,
        image1Height: 600,
        thumb150: `/api/media/products/${entry.product.id}-thumb150.svg`,
        thumb150Width: 150,
        thumb150Height: 150,
      });
    }
    const { product: juice } = await product('jus-de-pomme-100cl');
    expect(juice).toMatchObject({
      image1Width: 600,
      image1Height: 600,
      thumb150Width: 150,
      thumb150Height: 150,
    });
  });

  it('serves each rendition at its size, and two juices look different', async () => {
    const { product: apple } = await product('jus-de-pomme-100cl');
    const { product: orange } = await product('jus-d-orange-presse-100cl');
    const get = async (url: string) => {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      return res.body;
    };
    const [appleSvg, appleThumb, orangeSvg] = await Promise.all([
      get(apple.image1),
      get(apple.thumb150),
      get(orange.image1),
    ]);
    expect(appleSvg).toMatch(/^<svg[^>]* width="600" height="600"/);
    expect(appleThumb).toMatch(/^<svg[^>]* width="150" height="150"/);
    expect(appleSvg).toContain('Jus de pomme');
    expect(appleSvg).toContain('LES VERGERS DE NORMANDIE');
    expect(sha(appleSvg)).not.toBe(sha(orangeSvg));
    expect(sha(appleSvg)).not.toBe(sha(appleThumb));
  });

  it('refuses what is not a packshot file', async () => {
    for (const file of ['1-thumb300.svg', '1.png', '-1.svg', '1-thumb150.svg.svg', '99999999.svg'])
      expect([400, 404], file).toContain(
        (await app.inject({ url: `/api/media/products/${file}` })).statusCode,
      );
  });

  it('gives cart lines the same sizes', async () => {
    const [shopper] = await createShoppers(db, 1);
    const entry = await lilleEntry(db);
    const auth = { authorization: `Bearer ${shopper!.token}` };
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/user/cart',
      headers: auth,
      payload: { product_warehouse_id: entry.id, quantity: 2 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const cart = (await app.inject({ url: '/api/cart', headers: auth })).json();
    const line = cart.availableItems[0].packages[0].cartItems[0];
    expect(line.product).toMatchObject({
      thumb150: `/api/media/products/${entry.productId}-thumb150.svg`,
      thumb150Width: 150,
      image1Width: 600,
    });
  });

  it('redraws the packshots of a database seeded before them, and can run again', async () => {
    // As a database seeded by the first version: emoji tiles of 400×400, no thumbnail.
    await db.execute(
      sql`update product_images set svg = '<svg/>', thumb_svg = null, width = 400, height = 400, thumb_width = 400, thumb_height = 400`,
    );
    const part = SEED_PARTS.find((p) => p.part === 'packshots')!;
    await db.transaction((tx) => part.run(tx));
    await db.transaction((tx) => part.run(tx));
    const rows = await db.select().from(t.productImages);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    for (const row of rows) {
      expect(row).toMatchObject({ width: 600, height: 600, thumbWidth: 150, thumbHeight: 150 });
      expect(row.svg).toMatch(/^<svg[^>]* width="600"/);
      expect(row.thumbSvg).toMatch(/^<svg[^>]* width="150"/);
    }
  });
});
