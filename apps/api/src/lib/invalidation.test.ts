import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app.js';
import { invalidate } from './invalidation.js';

const { app, db } = await testApp();

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('cache invalidation (NOTIFY)', () => {
  it('reaches the listeners when the change commits, and never for a rolled-back one', async () => {
    const heard: string[] = [];
    app.onInvalidate('catalog', () => heard.push('catalog'));
    app.onInvalidate('redirects', () => heard.push('redirects'));

    await db
      .transaction(async (tx) => {
        await invalidate(tx, 'catalog');
        tx.rollback();
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await invalidate(tx, 'redirects');
      await tx.execute(sql`select 1`);
    });
    expect(await waitFor(() => heard.length > 0)).toBe(true);
    expect(heard).toEqual(['redirects']);
  });

  it('clears the catalogue cache: a price changed in SQL shows on the next read', async () => {
    const read = async () =>
      (await app.inject({ url: '/api/products/cross-sell?search=eau&limit=1' })).json().products[0];
    const first = await read();
    const entryId = first.id as number;
    await db.execute(
      sql`update product_warehouses set price_cents = price_cents + 100 where id = ${entryId}`,
    );
    expect((await read()).price).toBe(first.price);
    await invalidate(db, 'catalog');
    let next = await read();
    for (let i = 0; i < 50 && next.price === first.price; i++) {
      await new Promise((r) => setTimeout(r, 20));
      next = await read();
    }
    // The bottle's price, whatever its size (its price per litre moves by 1 € over its volume).
    expect(next.id).toBe(entryId);
    expect(next.price).toBeCloseTo(first.price + 1, 2);
  });
});
