import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import { issueTokenPair } from '../src/modules/auth/service.js';
import { TEST_SECRET } from './app.js';

export interface Shopper {
  id: number;
  token: string;
}

/**
 * `n` customers living in the demo shopper's zone (Lille), each with a selected home address and a
 * signed access token: fast (no password hashing), for concurrency tests.
 */
export async function createShoppers(db: Db, n: number): Promise<Shopper[]> {
  const [demo] = await db
    .select({ zoneId: t.users.zoneId })
    .from(t.users)
    .where(eq(t.users.email, 'demo@example.com'));
  const zoneId = demo!.zoneId!;
  const tag = Math.random().toString(36).slice(2, 8);
  const rows = await db
    .insert(t.users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `shopper-${tag}-${i}@example.com`,
        passwordHash: 'x',
        firstname: 'Client',
        lastname: String(i),
        zoneId,
      })),
    )
    .returning({ id: t.users.id });
  await db.insert(t.addresses).values(
    rows.map(({ id }) => ({
      userId: id,
      name: 'Maison',
      streetNumber: '3',
      street: 'rue de Béthune',
      postalCode: '59000',
      city: 'Lille',
      zoneId,
      isSelected: true,
    })),
  );
  const settings = {
    secret: new TextEncoder().encode(TEST_SECRET),
    accessTokenTtlSeconds: 600,
    refreshTokenTtlSeconds: 3600,
    refreshReuseSeconds: 30,
  };
  return Promise.all(
    rows.map(async ({ id }) => ({ id, token: (await issueTokenPair(db, id, settings)).token })),
  );
}

/** Lille's large-format water, made available at a known price with untracked stock: the test basket's staple. */
const WATER = 'eau-minerale-naturelle-plate-100cl';

export async function lilleEntry(db: Db, slug = WATER, priceCents = 250) {
  const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  const [row] = await db
    .update(t.productWarehouses)
    .set({ isAvailable: true, stock: null, priceCents, discountAntiWastePercent: 0, maxOrderable: 99 })
    .where(and(eq(t.productWarehouses.warehouseId, lille!.id), eq(t.productWarehouses.slug, slug)))
    .returning();
  return row!;
}
