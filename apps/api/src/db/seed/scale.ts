/**
 * SEED_SCALE: grows the seeded catalogue to a real grocer's size (5,000–15,000 products) for the scale
 * bench and for trying the shop at size. The products are generated from the words of
 * data/scale-vocabulary.ts — a kind of product, a variant, a brand and a format per product — with a
 * seeded PRNG, so every seed of the same size gives the same shop. They go in through the tables the
 * hand-written seed fills (products, translations, tags, per-warehouse entries, opening stock
 * movements, packshots), in bulk: one statement per thousand rows.
 */
import { formatVolume } from '@consigne/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../jobs/executors.js';
import type { Db } from '../client.js';
import * as t from '../schema/index.js';
import { categoryMasters, products as handWritten } from './data/catalogue.js';
import { type ScaleFormat, type ScaleKind, type ScaleVariant, scaleRayons } from './data/scale-vocabulary.js';
import type { SeedLocale, SeedProduct, Translated } from './data/types.js';

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 1000;
const PRNG_SEED = 20261130;

/** mulberry32: small, fast and good enough to shuffle a catalogue the same way on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface Combo {
  category: string;
  rayon: string;
  kind: ScaleKind;
  variant: ScaleVariant;
  brand: string;
  format: ScaleFormat;
}

/** Every product a category can have: kind × variant × brand × format. */
function combosOf(rayonKey: string, category: string): Combo[] {
  const rayon = scaleRayons[rayonKey];
  const kinds = rayon?.kinds[category];
  if (!rayon || !kinds) return [];
  return kinds.flatMap((kind) =>
    rayon.variants.flatMap((variant) =>
      rayon.brands.flatMap((brand) =>
        rayon.formats.map((format) => ({ category, rayon: rayonKey, kind, variant, brand, format })),
      ),
    ),
  );
}

/** How many products of each category: in proportion to what it can have, the remainder to the largest. */
function shares(sizes: number[], wanted: number): number[] {
  const total = sizes.reduce((a, b) => a + b, 0);
  const counts = sizes.map((s) => Math.floor((s * wanted) / total));
  let left = wanted - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % sizes.length)
    if (counts[i]! < sizes[i]!) {
      counts[i]!++;
      left--;
    }
  return counts;
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('nl-BE') + text.slice(1);
const fill = (template: string, name: string) =>
  template.replace('{lc}', lowerFirst(name)).replace('{}', name);

function namesOf({ kind, variant }: Combo): Translated {
  return {
    fr: fill(variant.fr, kind.fr),
    be: fill(variant.fr, kind.be ?? kind.fr),
    es: fill(variant.es, kind.es),
    'nl-BE': fill(variant.nl, kind.nl),
  };
}

function descriptionsOf({ rayon, brand, format }: Combo): Translated {
  const about = scaleRayons[rayon]!.about;
  const volume = formatVolume(format.volume, format.unit);
  const bottle = format.packageType !== 'other';
  // French elides « de » before a vowel: « une eau d’Aguas del Moncayo ».
  const frBrand = about.fr.replace(
    /\bde \{brand\}/,
    /^[AEIOUYÉÈÊÎ]/i.test(brand) ? `d’${brand}` : `de ${brand}`,
  );
  const fr = `${frBrand.replace('{brand}', brand)} ${
    bottle
      ? `En bouteille consignée de ${volume} : rendez-la vide au livreur, la consigne vous est remboursée.`
      : `Format de ${volume}.`
  }`;
  return {
    fr,
    be: fr,
    es: `${about.es.replace('{brand}', brand)} ${
      bottle
        ? `En botella retornable de ${volume}: devuélvala vacía al repartidor y le reembolsamos el depósito.`
        : `Formato de ${volume}.`
    }`,
    'nl-BE': `${about.nl.replace('{brand}', brand)} ${
      bottle
        ? `In een statiegeldfles van ${volume}: geef ze leeg mee met de chauffeur en u krijgt het statiegeld terug.`
        : `Verpakking van ${volume}.`
    }`,
  };
}

/** Alcohol by volume within the kind's range, to the half degree; null for what is not alcoholic. */
function alcoholOf(kind: ScaleKind, random: () => number): number | null {
  if (!kind.abv) return null;
  const [from, to] = kind.abv;
  return Math.round((from + random() * (to - from)) * 2) / 2;
}

/** A shelf price ending in 9, from the kind's reference, the format, the brand's standing and the variant. */
function priceOf(combo: Combo, random: () => number): number {
  const standing = 0.85 + random() * 0.45;
  const organic = combo.variant.tag === 'bio' ? 1.15 : 1;
  const cents = combo.kind.priceCents * combo.format.priceFactor * standing * organic;
  return Math.max(49, Math.round(cents / 10) * 10 - 1);
}

function productOf(combo: Combo, key: string, random: () => number): SeedProduct {
  const alcoholLevel = alcoholOf(combo.kind, random);
  const rayon = scaleRayons[combo.rayon]!;
  const tags = new Set([...(combo.kind.tags ?? []), ...(combo.variant.tag ? [combo.variant.tag] : [])]);
  if (random() < 0.08) tags.add('local');
  return {
    key,
    category: combo.category,
    brand: combo.brand,
    names: namesOf(combo),
    descriptions: descriptionsOf(combo),
    packageType: combo.format.packageType,
    volume: combo.format.volume,
    unit: combo.format.unit,
    // A drink without alcohol is food for VAT, whichever Rayon sells it (alcohol-free beers, ciders).
    vatClass: alcoholLevel === null && combo.format.packageType !== 'other' ? 'food' : rayon.vatClass,
    alcoholLevel,
    depositClass:
      combo.format.packageType === 'large'
        ? 'large_bottle'
        : combo.format.packageType === 'small'
          ? 'small_bottle'
          : 'none',
    priceCents: priceOf(combo, random),
    icon: combo.kind.icon,
    tags: [...tags],
    isNew: random() < 0.03,
  };
}

/** The largest catalogue the vocabulary can make, hand-written products included. */
export function scaleCapacity(): number {
  const combos = categoryMasters.flatMap((m) => m.categories.map((c) => combosOf(m.key, c.key).length));
  return handWritten.length + combos.reduce((a, b) => a + b, 0);
}

/**
 * The products to add to the hand-written ones so the catalogue counts `total`: pure and deterministic
 * (the same list for the same total). Keys read like the seed's (kind, variant, brand, volume).
 */
export function scaleProducts(total: number): SeedProduct[] {
  const wanted = total - handWritten.length;
  if (wanted <= 0) return [];
  const capacity = scaleCapacity();
  if (total > capacity) throw new Error(`SEED_SCALE can be at most ${capacity} (asked ${total})`);
  const random = prng(PRNG_SEED);
  const perCategory = categoryMasters.flatMap((m) =>
    m.categories.map((c) => shuffle(combosOf(m.key, c.key), random)),
  );
  const counts = shares(
    perCategory.map((c) => c.length),
    wanted,
  );
  const keys = new Set(handWritten.map((p) => p.key));
  return perCategory.flatMap((combos, i) =>
    combos.slice(0, counts[i]).map((combo) => {
      const base = slugify(
        `${namesOf(combo).fr} ${combo.brand} ${formatVolume(combo.format.volume, combo.format.unit)}`,
      );
      let key = base;
      for (let n = 2; keys.has(key); n++) key = `${base}-${n}`;
      keys.add(key);
      return productOf(combo, key, random);
    }),
  );
}

/**
 * Inserts rows in bulk: each chunk goes as one JSON parameter unpacked by json_to_recordset, which
 * PostgreSQL (and PGlite) parse and plan far faster than thousands of bound parameters. Table and
 * column names are this module's constants, never input.
 */
async function insertJson<R extends Record<string, unknown>>(
  db: Db,
  table: string,
  columns: Readonly<Record<keyof R & string, string>>,
  rows: R[],
  returning = '',
): Promise<Array<Record<string, unknown>>> {
  const names = Object.keys(columns).join(', ');
  const shape = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  const out: Array<Record<string, unknown>> = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const result = await db.execute<Record<string, unknown>>(
      sql`insert into ${sql.raw(table)} (${sql.raw(names)})
          select ${sql.raw(names)} from json_to_recordset(${JSON.stringify(rows.slice(i, i + CHUNK))}::json)
          as r(${sql.raw(shape)}) ${sql.raw(returning ? `returning ${returning}` : '')}`,
    );
    out.push(...rowsOf<Record<string, unknown>>(result));
  }
  return out;
}

async function idsBy(db: Db, table: 'categories' | 'package_types' | 'tags' | 'warehouses', key: string) {
  const result = await db.execute<{ id: number; key: string }>(
    sql`select id, ${sql.raw(key)} as key from ${sql.raw(table)}`,
  );
  return new Map(rowsOf<{ id: number; key: string }>(result).map((r) => [r.key, r.id]));
}

async function insertProducts(db: Db, list: SeedProduct[]): Promise<Map<string, number>> {
  const categoryId = await idsBy(db, 'categories', 'slug');
  const packageId = await idsBy(db, 'package_types', 'code');
  const tagId = await idsBy(db, 'tags', 'key');
  const inserted = await insertJson(
    db,
    'products',
    {
      key: 'text',
      category_id: 'int',
      package_type_id: 'int',
      brand: 'text',
      volume: 'float8',
      unit: 'text',
      vat_class: 'text',
      alcohol_level: 'float8',
      deposit_class: 'text',
      is_new: 'bool',
      created_at: 'timestamptz',
    },
    list.map((p, i) => ({
      key: p.key,
      category_id: categoryId.get(p.category)!,
      package_type_id: packageId.get(p.packageType)!,
      brand: p.brand,
      volume: p.volume,
      unit: p.unit,
      vat_class: p.vatClass,
      alcohol_level: p.alcoholLevel,
      deposit_class: p.depositClass,
      is_new: p.isNew ?? false,
      // Spread over the year, as the hand-written seed does, so 'newest' sorting means something.
      created_at: new Date(Date.UTC(2026, 0, 1) + ((i * 7919) % 300) * 86_400_000).toISOString(),
    })),
    'id, key',
  );
  const productId = new Map(inserted.map((r) => [String(r.key), Number(r.id)]));
  const locales: SeedLocale[] = ['fr', 'es', 'be', 'nl-BE'];
  await insertJson(
    db,
    'product_translations',
    { product_id: 'int', locale: 'text', name: 'text', description: 'text' },
    list.flatMap((p) =>
      locales.map((locale) => ({
        product_id: productId.get(p.key)!,
        locale,
        name: p.names[locale],
        description: p.descriptions[locale],
      })),
    ),
  );
  await insertJson(
    db,
    'product_tags',
    { product_id: 'int', tag_id: 'int' },
    list.flatMap((p) => p.tags.map((k) => ({ product_id: productId.get(p.key)!, tag_id: tagId.get(k)! }))),
  );
  return productId;
}

interface ScaleSeedHooks {
  /** The per-warehouse entry of a product, as the hand-written seed prices and stocks it. */
  warehouseEntry: (
    warehouseKey: string,
    p: SeedProduct,
  ) => Omit<typeof t.productWarehouses.$inferInsert, 'productId' | 'warehouseId'>;
  /** The packshot rows of products (image1 and thumb150). */
  packshots: (list: SeedProduct[], idOf: Map<string, number>) => Array<typeof t.productImages.$inferInsert>;
}

/**
 * Adds the generated products the catalogue lacks to reach `total` (none already there twice: safe
 * to re-run, and a larger SEED_SCALE later only adds the difference), in every warehouse.
 */
export async function seedScale(db: Db, total: number, hooks: ScaleSeedHooks): Promise<number> {
  const existing = new Set((await db.select({ key: t.products.key }).from(t.products)).map((r) => r.key));
  const list = scaleProducts(total).filter((p) => !existing.has(p.key));
  if (list.length === 0) return 0;
  const productId = await insertProducts(db, list);
  const warehouses = await idsBy(db, 'warehouses', 'key');
  await insertJson(
    db,
    'product_warehouses',
    {
      product_id: 'int',
      warehouse_id: 'int',
      slug: 'text',
      price_cents: 'int',
      is_available: 'bool',
      max_orderable: 'int',
      stock: 'int',
      discount_anti_waste_percent: 'int',
    },
    [...warehouses].flatMap(([warehouseKey, warehouseId]) =>
      list.map((p) => {
        const entry = hooks.warehouseEntry(warehouseKey, p);
        return {
          product_id: productId.get(p.key)!,
          warehouse_id: warehouseId,
          slug: entry.slug,
          price_cents: entry.priceCents,
          is_available: entry.isAvailable,
          max_orderable: entry.maxOrderable,
          stock: entry.stock,
          discount_anti_waste_percent: entry.discountAntiWastePercent,
        };
      }),
    ),
  );
  // The stock history opens with the seeded stock, as for the hand-written products (stock_movements).
  await db.execute(
    sql`insert into stock_movements (product_warehouse_id, kind, quantity, stock_after, reason)
        select pw.id, 'adjusted', pw.stock, pw.stock, 'opening' from product_warehouses pw
        where pw.stock is not null
          and not exists (select 1 from stock_movements m where m.product_warehouse_id = pw.id)`,
  );
  // Packshots as bound parameters, a few hundred at a time: SVG is all quotes, which JSON would escape.
  const images = hooks.packshots(list, productId);
  for (let i = 0; i < images.length; i += 250)
    await db.insert(t.productImages).values(images.slice(i, i + 250));
  // Fresh statistics: without them the planner takes 10,000 rows for a handful and nests loops over
  // them (autovacuum may be off, or not yet round): the shop's first hour would not be its usual self.
  await db.execute(
    sql`analyze products, product_translations, product_tags, product_warehouses, stock_movements, product_images`,
  );
  return list.length;
}
