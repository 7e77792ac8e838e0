import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as t from '../schema/index.js';
import type { LocalizedText } from '../schema/index.js';
import { categoryMasters, products, tags } from './data/catalogue.js';
import {
  brusselsCommunes,
  deliveryZones,
  frenchCommunes,
  pickupPoints,
  warehouses,
} from './data/geography.js';
import type { SeedLocale, SeedPackageType, SeedProduct } from './data/types.js';
import { seedBlog } from './blog.js';
import { seedContent } from './content.js';
import {
  codeWalletReasons,
  seedBrusselsOperator,
  seedDemoAccounts,
  seedOperator,
  seedStaff,
} from './demo.js';
import { seedDemoInvoice } from './demo-invoice.js';
import { seedPromo } from './promo.js';
import { seedRedirects } from './redirects.js';
import { packshotSpec } from './packaging.js';
import { PACKSHOT_SIZE, renderProductPackshot, THUMB_SIZE } from '../../modules/media/index.js';
import { ensureSlots } from '../../modules/slots/index.js';
import { seedScale } from './scale.js';

const PACKAGE_TYPES: Array<{
  code: SeedPackageType;
  names: LocalizedText;
  capacity: number | null;
}> = [
  {
    code: 'large',
    names: { fr: 'Grand format', es: 'Formato grande', be: 'Grand format', 'nl-BE': 'Groot formaat' },
    capacity: 12,
  },
  {
    code: 'small',
    names: { fr: 'Petit format', es: 'Formato pequeño', be: 'Petit format', 'nl-BE': 'Klein formaat' },
    capacity: 20,
  },
  {
    code: 'other',
    names: { fr: 'Autres', es: 'Otros', be: 'Autres', 'nl-BE': 'Andere' },
    capacity: null,
  },
];

const SEED_LOCALES: SeedLocale[] = ['fr', 'es', 'be', 'nl-BE'];

/** Deterministic 0..1 from a string, so every seed gives the same shop. */
export function unitHash(key: string): number {
  return createHash('sha1').update(key).digest().readUInt32BE(0) / 0xffffffff;
}

async function insertChunks<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function seedCatalogue(db: Db): Promise<Map<string, number>> {
  const packageRows = await db
    .insert(t.packageTypes)
    .values(PACKAGE_TYPES.map((p, position) => ({ ...p, position })))
    .returning({ id: t.packageTypes.id, code: t.packageTypes.code });
  const packageId = new Map(packageRows.map((r) => [r.code, r.id]));

  const tagRows = await db
    .insert(t.tags)
    .values(tags.map((tag) => ({ key: tag.key, names: tag.names })))
    .returning();
  const tagId = new Map(tagRows.map((r) => [r.key, r.id]));

  const categoryId = new Map<string, number>();
  for (const [position, master] of categoryMasters.entries()) {
    const [row] = await db
      .insert(t.categoryMasters)
      .values({ slug: master.slug, names: master.names, icon: master.icon, color: master.color, position })
      .returning({ id: t.categoryMasters.id });
    const rows = await db
      .insert(t.categories)
      .values(
        master.categories.map((c, i) => ({
          masterId: row!.id,
          slug: c.slug,
          names: c.names,
          position: i,
          writeOffOnReturn: master.writeOffOnReturn === true,
        })),
      )
      .returning({ id: t.categories.id, slug: t.categories.slug });
    master.categories.forEach((c, i) => {
      categoryId.set(c.key, rows[i]!.id);
    });
  }

  const productIds = new Map<string, number>();
  for (const p of products) {
    const [row] = await db
      .insert(t.products)
      .values({
        key: p.key,
        categoryId: categoryId.get(p.category)!,
        packageTypeId: packageId.get(p.packageType)!,
        brand: p.brand,
        volume: p.volume,
        unit: p.unit,
        vatClass: p.vatClass,
        alcoholLevel: p.alcoholLevel,
        depositClass: p.depositClass,
        isNew: p.isNew ?? false,
        // Spread creation dates so 'newest' sorting is meaningful.
        createdAt: new Date(
          Date.UTC(2026, 0, 1) +
            Math.floor(unitHash(p.key) * 300) * 86_400_000 +
            (p.isNew ? 400 * 86_400_000 : 0),
        ),
      })
      .returning({ id: t.products.id });
    const id = row!.id;
    productIds.set(p.key, id);
    await db.insert(t.productTranslations).values(
      SEED_LOCALES.map((locale) => ({
        productId: id,
        locale,
        name: p.names[locale],
        description: p.descriptions[locale],
      })),
    );
    if (p.tags.length)
      await db.insert(t.productTags).values(p.tags.map((k) => ({ productId: id, tagId: tagId.get(k)! })));
  }
  return productIds;
}

/** The packshot rows (image1 and thumb150) of products whose id `idOf` knows. */
function packshotRows(
  list: SeedProduct[],
  idOf: Map<string, number>,
): Array<typeof t.productImages.$inferInsert> {
  const rayonOf = new Map(categoryMasters.flatMap((m) => m.categories.map((c) => [c.key, m] as const)));
  return list.flatMap((p) => {
    const productId = idOf.get(p.key);
    const rayon = rayonOf.get(p.category);
    if (productId === undefined || rayon === undefined) return [];
    const spec = packshotSpec(p, rayon.key, rayon.color);
    return [
      {
        productId,
        svg: renderProductPackshot(spec),
        width: PACKSHOT_SIZE,
        height: PACKSHOT_SIZE,
        thumbSvg: renderProductPackshot(spec, { thumb: true }),
        thumbWidth: THUMB_SIZE,
        thumbHeight: THUMB_SIZE,
      },
    ];
  });
}

/**
 * Draws every seed product's packshot (image1 and thumb150, packaging.ts decides what to draw) and
 * stores it with its sizes, replacing what an earlier version drew: safe to re-run.
 */
async function seedPackshots(db: Db): Promise<void> {
  const rows = await db.select({ id: t.products.id, key: t.products.key }).from(t.products);
  const images = packshotRows(products, new Map(rows.map((r) => [r.key, r.id])));
  await insertChunks(images, 50, (chunk) =>
    db
      .insert(t.productImages)
      .values(chunk)
      .onConflictDoUpdate({
        target: t.productImages.productId,
        set: {
          svg: sql`excluded.svg`,
          width: sql`excluded.width`,
          height: sql`excluded.height`,
          thumbSvg: sql`excluded.thumb_svg`,
          thumbWidth: sql`excluded.thumb_width`,
          thumbHeight: sql`excluded.thumb_height`,
        },
      }),
  );
}

/** A product's entry in a warehouse: its price, availability and stock there, the same on every seed. */
function warehouseEntry(warehouseKey: string, p: SeedProduct) {
  const r = unitHash(`${warehouseKey}:${p.key}`);
  // Prices vary a little between metros; ~4 % of entries are out of stock; a few anti-waste deals.
  const priceCents = Math.max(19, Math.round((p.priceCents * (0.96 + r * 0.08)) / 5) * 5 - 1);
  return {
    slug: p.key,
    priceCents,
    isAvailable: r > 0.04,
    maxOrderable: p.packageType === 'other' ? 24 : 99,
    stock: 200 + Math.floor(r * 800),
    discountAntiWastePercent: r > 0.95 ? 30 : r > 0.92 ? 20 : 0,
  };
}

async function seedWarehouses(db: Db, productIds: Map<string, number>): Promise<void> {
  for (const w of warehouses) {
    const [row] = await db
      .insert(t.warehouses)
      .values({
        key: w.key,
        name: w.name,
        city: w.city,
        country: w.country,
        address: w.address,
        lat: w.lat,
        lng: w.lng,
        deliveryFreeThresholdCents: w.deliveryFreeThresholdCents,
        deliveryFeeCents: w.deliveryFeeCents,
        orderMinimumAmountCents: w.orderMinimumAmountCents,
      })
      .returning({ id: t.warehouses.id });
    const warehouseId = row!.id;

    const entries = products.map((p) => ({
      ...warehouseEntry(w.key, p),
      productId: productIds.get(p.key)!,
      warehouseId,
    }));
    await insertChunks(entries, 500, (chunk) => db.insert(t.productWarehouses).values(chunk));
    // The stock history opens with the seeded stock: movements add up to the stock (stock_movements).
    await db.execute(
      sql`insert into stock_movements (product_warehouse_id, kind, quantity, stock_after, reason)
          select id, 'adjusted', stock, stock, 'opening' from product_warehouses
          where warehouse_id = ${warehouseId} and stock is not null`,
    );

    const zoneDefs = deliveryZones().filter((z) => z.warehouse === w.key);
    for (const z of zoneDefs) {
      const [zone] = await db
        .insert(t.zones)
        .values({ key: z.key, warehouseId, name: z.name })
        .returning({ id: t.zones.id });
      const wanted = new Set(z.communeCodes);
      const source = w.country === 'BE' ? brusselsCommunes : frenchCommunes(w.departments);
      const rows = source
        .filter((c) => wanted.has(c.code))
        .flatMap((c) =>
          c.postalCodes.map((postalCode) => ({
            zoneId: zone!.id,
            code: c.code,
            name: c.name,
            postalCode,
            country: w.country,
            population: c.population,
          })),
        );
      await insertChunks(rows, 500, (chunk) => db.insert(t.zoneCommunes).values(chunk).onConflictDoNothing());
    }
    const points = pickupPoints.filter((p) => p.warehouse === w.key);
    if (points.length)
      await db.insert(t.zones).values(
        points.map((p) => ({
          key: p.key,
          warehouseId,
          name: p.name,
          isDeliveryPoint: true,
          address: p.address,
          postalCode: p.postalCode,
          city: p.city,
          lat: p.lat,
          lng: p.lng,
          openingHours: p.openingHours,
          translations: p.translations ?? {},
        })),
      );
  }
}

export interface SeedPart {
  /** Stable name, recorded in seed_runs. */
  part: string;
  /** Bump to re-run this part on existing databases (the part must then be safe to re-run). */
  version: number;
  /** Demo accounts (published password) and what hangs on them: only with SEED_DEMO. */
  demo?: boolean;
  /** `now`: the seed's clock (SeedOptions), for parts that date what they make. */
  run: (db: Db, now?: Date) => Promise<void>;
}

/** In order: later parts may read what earlier ones wrote. */
export const SEED_PARTS: SeedPart[] = [
  {
    part: 'catalogue',
    version: 1,
    run: async (db) => seedWarehouses(db, await seedCatalogue(db)),
  },
  { part: 'packshots', version: 1, run: seedPackshots },
  { part: 'demo-accounts', version: 1, demo: true, run: seedDemoAccounts },
  { part: 'content', version: 1, run: seedContent },
  { part: 'blog', version: 1, run: seedBlog },
  { part: 'redirects', version: 1, run: seedRedirects },
  { part: 'promo', version: 1, run: seedPromo },
  { part: 'operator', version: 1, demo: true, run: seedOperator },
  { part: 'wallet-reasons', version: 1, run: codeWalletReasons },
  { part: 'staff', version: 1, demo: true, run: seedStaff },
  { part: 'vans', version: 2, run: seedVans },
  { part: 'operator-bruxelles', version: 1, demo: true, run: seedBrusselsOperator },
  // After the staff (the Lyon manager refunds) and the vans (the order's round).
  { part: 'demo-invoice', version: 1, demo: true, run: seedDemoInvoice },
];

/**
 * The warehouses' vans, 60 crates each: two per warehouse, three at Lille (the busiest; version 2 added
 * its third). A slot's orders go with the first until a plan or the manager shares them out (rounds).
 */
const VANS_PER_WAREHOUSE: Readonly<Record<string, number>> = { lille: 3 };
const VAN_CAPACITY_CRATES = 60;

export async function seedVans(db: Db): Promise<void> {
  const rows = await db.select({ id: t.warehouses.id, key: t.warehouses.key }).from(t.warehouses);
  if (rows.length === 0) return;
  await db
    .insert(t.vans)
    .values(
      rows.flatMap(({ id, key }) =>
        Array.from({ length: VANS_PER_WAREHOUSE[key] ?? 2 }, (_, i) => ({
          warehouseId: id,
          name: `Camion ${i + 1}`,
          position: i + 1,
          capacityCrates: VAN_CAPACITY_CRATES,
        })),
      ),
    )
    .onConflictDoNothing();
}

export interface SeedOptions {
  /** Seed the demo accounts too (SEED_DEMO). Off, their parts are left for a later start with it on. */
  demo: boolean;
  /** Grow the catalogue to this many products with generated ones (SEED_SCALE; scale.ts). */
  scale?: number | undefined;
  now?: Date;
}

/** The part that grows the catalogue to `total` products: one per size, so a larger size later adds the rest. */
function scalePart(total: number): SeedPart {
  return {
    part: `scale-${total}`,
    version: 1,
    run: async (db) => {
      await seedScale(db, total, { warehouseEntry, packshots: packshotRows });
    },
  };
}

/**
 * Seeds each part of the shop once per version (seed_runs), in one transaction per part; slots are
 * topped up on every start. Run it under the start-up lock (db/prepare.ts plugs it in after the
 * migrations) when instances share a server, so two of them starting together seed once.
 */
export async function seed(
  db: Db,
  { demo, scale, now = new Date() }: SeedOptions,
): Promise<{ seeded: string[] }> {
  const seeded: string[] = [];
  const parts = [...SEED_PARTS, ...(scale ? [scalePart(scale)] : [])];
  for (const { part, version, run } of parts.filter((p) => demo || !p.demo)) {
    const ran = await db.transaction(async (tx) => {
      const [done] = await tx.select().from(t.seedRuns).where(eq(t.seedRuns.part, part));
      if (done && done.version >= version) return false;
      await run(tx, now);
      await tx
        .insert(t.seedRuns)
        .values({ part, version })
        .onConflictDoUpdate({ target: t.seedRuns.part, set: { version, ranAt: sql`now()` } });
      return true;
    });
    if (ran) seeded.push(part);
  }
  await ensureSlots(db, now);
  return { seeded };
}
