import { createRequire } from 'node:module';
import { bottleDepositCents } from '@consigne/domain';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { rowsOf } from '../../jobs/executors.js';
import { emptyPglite } from '../../../test/app.js';
import { fromPglite } from '../client.js';
import * as t from '../schema/index.js';
import { categoryMasters, products as handWritten, tags } from './data/catalogue.js';
import { prepareDatabase } from '../prepare.js';
import { seed } from './index.js';
import { scaleCapacity, scaleProducts } from './scale.js';

const SIZE = 1_200;
const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/consigne-test-data' };
const ALCOHOLIC_RAYONS = new Set(['bieres', 'vins', 'cidres', 'spiritueux']);
const DEPOSIT = { large: 20, small: 10, other: 0 } as const;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const icons = createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as {
  icons: Record<string, unknown>;
  aliases?: Record<string, unknown>;
};
const tagKeys = new Set(tags.map((tag) => tag.key));
const rayonOf = new Map(categoryMasters.flatMap((m) => m.categories.map((c) => [c.key, m.key] as const)));

describe('SEED_SCALE', () => {
  it('is a number of products, unset by default', () => {
    expect(loadConfig(base).seedScale).toBeUndefined();
    expect(loadConfig({ ...base, SEED_SCALE: '10000' }).seedScale).toBe(10_000);
    expect(() => loadConfig({ ...base, SEED_SCALE: 'lots' })).toThrow(/SEED_SCALE/);
  });

  const tenThousand = scaleProducts(10_000);

  it('adds what the hand-written catalogue lacks, the same products on every run', () => {
    expect(tenThousand).toHaveLength(10_000 - handWritten.length);
    expect(scaleProducts(10_000)).toEqual(tenThousand);
    expect(scaleProducts(handWritten.length)).toEqual([]);
    expect(() => scaleProducts(scaleCapacity() + 1)).toThrow(/SEED_SCALE/);
  });

  it('gives every product its own key, never a hand-written one', () => {
    const keys = new Set([...handWritten, ...tenThousand].map((p) => p.key));
    expect(keys.size).toBe(10_000);
  });

  it('spreads the products over every category of every Rayon', () => {
    const used = new Set(tenThousand.map((p) => p.category));
    expect([...rayonOf.keys()].filter((c) => !used.has(c))).toEqual([]);
  });

  it('keeps to the crate rules, the VAT classes and alcohol where it belongs', () => {
    for (const p of tenThousand) {
      // The crate rules: a large bottle goes in a crate of 12, a small one in a crate of 20, never mixed.
      expect(bottleDepositCents(p.depositClass), p.key).toBe(DEPOSIT[p.packageType]);
      if (p.packageType === 'large') expect([75, 100], p.key).toContain(p.volume);
      if (p.packageType === 'small') expect(p.volume >= 20 && p.volume <= 50, p.key).toBe(true);
      if (p.packageType !== 'other') expect(p.unit, p.key).toBe('cl');
      expect(p.key).toMatch(KEBAB);
      expect(p.icon in icons.icons || p.icon in (icons.aliases ?? {}), p.icon).toBe(true);
      expect(
        p.tags.filter((tag) => !tagKeys.has(tag)),
        p.key,
      ).toEqual([]);
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0, p.key).toBe(true);
      if (p.alcoholLevel !== null) {
        expect(ALCOHOLIC_RAYONS.has(rayonOf.get(p.category)!), p.key).toBe(true);
        expect(p.vatClass, p.key).toBe('standard');
      }
      if (p.tags.includes('sans-alcool')) expect(p.alcoholLevel, p.key).toBeNull();
      for (const locale of ['fr', 'es', 'be', 'nl-BE'] as const) {
        expect(p.names[locale], p.key).toMatch(/^\S/);
        expect(p.descriptions[locale], p.key).not.toMatch(/[{}]/);
      }
    }
  });

  it('any size gives as many products as asked, each with its own key', () => {
    fc.assert(
      fc.property(fc.integer({ min: handWritten.length, max: 2_000 }), (total) => {
        const list = scaleProducts(total);
        return (
          list.length === total - handWritten.length && new Set(list.map((p) => p.key)).size === list.length
        );
      }),
      { numRuns: 8 },
    );
  });

  // A small scale on a fresh PGlite (the 10,000-product seed is timed by npm run bench:scale and
  // docs/performance.md: two minutes of a loaded machine are too much for the unit suite).
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'fills every table the shop reads, in every warehouse, once',
    { timeout: 180_000 },
    async () => {
      const database = fromPglite(await emptyPglite());
      await prepareDatabase(database, (db) => seed(db, { demo: false }));
      const started = performance.now();
      const { seeded } = await prepareDatabase(database, (db) => seed(db, { demo: false, scale: SIZE }));
      console.log(`SEED_SCALE=${SIZE} on PGlite: ${Math.round(performance.now() - started)} ms`);
      expect(seeded).toEqual([`scale-${SIZE}`]);
      const { db } = database;
      const warehouses = await db.$count(t.warehouses);
      expect(warehouses).toBe(8);
      expect(await db.$count(t.products)).toBe(SIZE);
      expect(await db.$count(t.productTranslations)).toBe(SIZE * 4);
      expect(await db.$count(t.productWarehouses)).toBe(SIZE * 8);
      expect(await db.$count(t.productImages)).toBe(SIZE);
      const [{ missing }] = rowsOf<{ missing: number }>(
        await db.execute(
          sql`select count(*)::int as missing from product_warehouses pw
              where not exists (select 1 from stock_movements m where m.product_warehouse_id = pw.id)`,
        ),
      ) as [{ missing: number }];
      expect(missing).toBe(0);
      const again = await prepareDatabase(database, (d) => seed(d, { demo: false, scale: SIZE }));
      expect(again.seeded).toEqual([]);
      await database.close();
    },
  );
});
