import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import {
  cartTotals,
  crateFill,
  discountedPrice,
  fromApiLocale,
  priceExcludingVat,
  toEuros,
  type ApiLocale,
  type CartLineInput,
  type Country,
  type CrateCapacities,
  type Locale,
  type PackageTypeCode,
  type VatClass,
} from '@consigne/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { message, type MessageKey } from '../../lib/messages.js';
import { entryView, localized, type EntryFields } from '../catalog/service.js';
import { appliedPromo, cartPromoState, giftEntryId } from '../promo/service.js';
import { resolveWarehouse, type WarehouseRow } from '../warehouses/service.js';
import type { CartDto } from '@consigne/contract';

type CartItemDto = CartDto['unavailableItems'][number];
type Entry = CartItemDto['productWarehouse'];

/** VAT is the delivery country's, i.e. the warehouse's, whatever the shopper's language. */
const countryFor = (warehouse: { country: string }): Country => (warehouse.country === 'BE' ? 'BE' : 'FR');

/**
 * One entry (line or gift) with everything the cart shows and totals: the catalogue's columns
 * (as crossSell reads them, translation in the request's locale), the Rayon and crate format
 * positions, the VAT country of the entry's warehouse, and the product's tags (in stored order).
 * `pw` is the product_warehouses row; `localeParam` the locale's parameter. Values are read in cents from the database.
 */
const entryColumns = (localeParam: string) => `
  pw.id as "productWarehouseId", pw.warehouse_id as "warehouseId", pw.slug, pw.price_cents as "priceCents",
  pw.is_available as "isAvailable", pw.max_orderable as "maxOrderable",
  pw.discount_anti_waste_percent as "discountAntiWastePercent",
  p.id as "productId", p.brand, p.volume, p.unit, p.vat_class as "vatClass", p.alcohol_level as "alcoholLevel",
  p.bottle_deposit_cents as "bottleDepositCents", p.is_hidden as "isHidden", p.is_new as "isNew",
  tr.name, tr.description,
  c.id as "categoryId", c.slug as "categorySlug", c.names as "categoryNames",
  cm.id as "masterId", cm.slug as "masterSlug", cm.names as "masterNames", cm.position as "masterPosition",
  pk.id as "packageTypeId", pk.code as "packageTypeCode", pk.names as "packageTypeNames",
  pk.capacity, pk.position as "packageTypePosition",
  pi.width as "imageWidth", pi.height as "imageHeight", pi.thumb_width as "thumbWidth", pi.thumb_height as "thumbHeight",
  ew.country as "entryCountry",
  coalesce((
    select json_agg(json_build_object('key', tg.key, 'names', tg.names) order by ptg.ctid)
    from product_tags ptg join tags tg on tg.id = ptg.tag_id
    where ptg.product_id = p.id
  ), '[]'::json) as tags
  from product_warehouses pw
  join products p on p.id = pw.product_id
  join product_translations tr on tr.product_id = p.id and tr.locale = ${localeParam}
  join categories c on c.id = p.category_id
  join category_masters cm on cm.id = c.master_id
  join package_types pk on pk.id = p.package_type_id
  join warehouses ew on ew.id = pw.warehouse_id
  left join product_images pi on pi.product_id = p.id`;

/**
 * Everything GET /api/cart reads, in one statement ($1 user, $2 fallback warehouse key, $3 locale):
 * the user's warehouse (as resolveWarehouse: the zone's, else the fallback key's, else the first),
 * the crate formats, the id of the applied promo code, and one row per cart line with its entry,
 * in the order the lines were added. A cart without lines gives one row with a null line. Lines and
 * warehouse come as JSON: one column to decode instead of ≈40 (PGlite decodes results in JS).
 * The entry of each line is read by its key (`offset 0` keeps it a per-line lookup), so the plan
 * does not depend on the catalogue's size or on table statistics (embedded PGlite has no autovacuum).
 */
/** The user's warehouse in SQL, as resolveWarehouse: the zone's, else the fallback key's, else the first. */
const userWarehouseId = (user: string, fallbackKey: string) => `coalesce(
  (select z.warehouse_id from users u join zones z on z.id = u.zone_id where u.id = ${user}),
  (select fw.id from warehouses fw where fw.key = ${fallbackKey}),
  (select min(aw.id) from warehouses aw))`;

/** The cart's select ($1 user, $2 fallback key, $3 locale) over `items`, the user's cart_items rows. */
const cartSelect = (items: string, condition = '') => `
select json_build_object('id', w.id, 'key', w.key, 'name', w.name, 'city', w.city, 'country', w.country,
    'address', w.address, 'lat', w.lat, 'lng', w.lng,
    'deliveryFreeThresholdCents', w.delivery_free_threshold_cents, 'deliveryFeeCents', w.delivery_fee_cents,
    'orderMinimumAmountCents', w.order_minimum_amount_cents) as warehouse,
  (select json_agg(json_build_object('id', pt.id, 'code', pt.code, 'names', pt.names, 'capacity', pt.capacity)
     order by pt.position) from package_types pt) as "packageTypes",
  (select cp.promo_code_id from cart_promo cp where cp.user_id = $1) as "promoCodeId",
  (select coalesce(sum(we.amount_cents), 0)::int from wallet_entries we where we.user_id = $1) as "walletCents",
  l.line
from warehouses w
left join lateral (
  select ci.id, ci.added_at, row_to_json(e) as line
  from ${items} ci
  cross join lateral (
    select ci.id, ci.quantity, ci.is_locked as "isLocked", ${entryColumns('$3')}
    where pw.id = ci.product_warehouse_id offset 0
  ) e
) l on true
where w.id = ${userWarehouseId('$1', '$2')}${condition}
order by l.added_at, l.id`;

const CART_SQL = cartSelect('(select * from cart_items where user_id = $1)');

/**
 * PATCH /user/cart's usual case, written and read back in one statement ($1 user, $2 fallback
 * warehouse key, $3 locale, $4 entry, $5 quantity > 0): the line is written only when the entry is
 * the user's warehouse's, available, not hidden and the quantity within maxOrderable, then the cart
 * is read as CART_SQL reads it, the written line in place of the stored one (a statement's reads
 * do not see its own writes). No row back means a refusal, told apart afterwards.
 */
const PATCH_SQL = `
with written as (
  insert into cart_items (user_id, product_warehouse_id, quantity)
  select $1, pw.id, $5 from product_warehouses pw join products p on p.id = pw.product_id
  where pw.id = $4 and pw.is_available and not p.is_hidden and $5 <= pw.max_orderable
    and pw.warehouse_id = ${userWarehouseId('$1', '$2')}
  on conflict (user_id, product_warehouse_id) do update set quantity = excluded.quantity, updated_at = now()
  returning id, added_at, quantity, is_locked, product_warehouse_id
)
${cartSelect(
  `(select id, added_at, quantity, is_locked, product_warehouse_id from cart_items
     where user_id = $1 and product_warehouse_id <> $4
   union all select * from written)`,
  ' and exists (select from written)',
)}`;

/** The entry of a gift code's product ($1 entry id, $2 locale). */

const GIFT_SQL = `select row_to_json(e) as line from (select ${entryColumns('$2')} where pw.id = $1) e`;

/** An entry as the cart's SQL reads it: the catalogue's fields (keyed by productWarehouseId) and more. */
interface EntryRow extends Omit<EntryFields, 'id'> {
  productWarehouseId: number;
  warehouseId: number;
  masterPosition: number;
  packageTypeCode: string;
  packageTypePosition: number;
  entryCountry: string;
  tags: { key: string; names: t.LocalizedText }[];
}
interface LineRow extends EntryRow {
  id: number;
  quantity: number;
  isLocked: boolean;
}
/** A row of CART_SQL; the warehouse has the columns of `warehouses` (WarehouseRow), named as in the schema. */
interface CartRow {
  warehouse: WarehouseRow;
  packageTypes: { id: number; code: string; names: t.LocalizedText; capacity: number | null }[] | null;
  promoCodeId: number | null;
  /** The wallet's balance (the ledger's sum, as walletCents in users/service). */
  walletCents: number;
  line: LineRow | null;
}

/** A cart line (or the gift's virtual line) with its entry, in the catalogue's shape. */
interface Line extends LineRow {
  entry: Entry;
}

/** The entry of a row in the catalogue's shape (catalog's entryView), priced in its warehouse's country. */
const entryOf = (r: EntryRow, locale: Locale): Entry =>
  entryView({ ...r, id: r.productWarehouseId }, countryFor({ country: r.entryCountry }), locale, r.tags);

/**
 * The cart's statements, with the parameter types they are prepared under (see `query`) and a name
 * that changes with their text, so a session never runs another version's statement.
 */
const defineStatement = (key: string, text: string, types: string) => ({
  name: `consigne_${key}_${createHash('sha256').update(text).digest('hex').slice(0, 12)}`,
  text,
  types,
});
const STATEMENTS = {
  cart: defineStatement('cart', CART_SQL, 'integer, text, text'),
  gift: defineStatement('cart_gift', GIFT_SQL, 'integer, text'),
  patch: defineStatement('cart_patch', PATCH_SQL, 'integer, text, text, integer, integer'),
};
type Statement = keyof typeof STATEMENTS;
const prepared = new WeakMap<PGlite, Map<Statement, Promise<void>>>();

/** postgres.js's client (drizzle's `$client` on a PostgreSQL server). */
interface PostgresJsClient {
  unsafe(text: string, args: (number | string)[], options: { prepare: boolean }): Promise<unknown[]>;
}
const isPostgresJs = (client: unknown): client is PostgresJsClient =>
  typeof client === 'function' && typeof (client as Partial<PostgresJsClient>).unsafe === 'function';

/** A SQL literal, as PostgreSQL's quote_literal() writes it. */
const literal = (value: string | number) => {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
    return String(value);
  }
  const quoted = `'${value.replaceAll("'", "''")}'`;
  return value.includes('\\') ? `E${quoted.replaceAll('\\', '\\\\')}` : quoted;
};

/**
 * Runs one of the cart's statements with its arguments ($1, $2…). Embedded PGlite plans
 * every statement again, in WebAssembly, and planning these joins costs far more than running them
 * (≈1–5 ms against ≈0.2 ms): there the statement is PREPAREd once per database session and
 * EXECUTEd with literal arguments (EXECUTE takes no bind parameters). On a PostgreSQL server the
 * driver prepares it as a named statement on each pooled connection (protocol-level, which PgBouncer
 * ≥ 1.21 also supports in transaction mode): parsing and planning the cart's joins cost the server
 * ≈2 ms a call, more than running them. Inside a transaction (no `$client`) the plain statement is run.
 */
async function query<Row>(db: Db, name: Statement, args: (number | string)[]): Promise<Row[]> {
  const statement = STATEMENTS[name];
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    let statements = prepared.get(client);
    if (!statements) prepared.set(client, (statements = new Map()));
    const prepare = () => {
      const done = client.exec(`prepare ${statement.name}(${statement.types}) as ${statement.text}`).then(
        () => undefined,
        (error: unknown) => {
          // Already prepared on this session by another copy of this module: the name follows the text.
          if ((error as { code?: string }).code === '42P05') return;
          statements.delete(name);
          throw error;
        },
      );
      statements.set(name, done);
      return done;
    };
    // One statement, its arguments quoted: run with the simple protocol (one round trip, where
    // query() makes two: parse and describe, then bind and execute).
    const execute = async () => {
      const [result] = await client.exec(`execute ${statement.name}(${args.map(literal).join(', ')})`);
      return (result?.rows ?? []) as Row[];
    };
    await (statements.get(name) ?? prepare());
    try {
      return await execute();
    } catch (error) {
      // The session lost its prepared statements (DEALLOCATE, DISCARD): prepare again, once.
      if ((error as { code?: string }).code !== '26000') throw error;
      await prepare();
      return execute();
    }
  }
  if (isPostgresJs(client)) return (await client.unsafe(statement.text, args, { prepare: true })) as Row[];
  // The same text with bind parameters: $n becomes the n-th argument.
  const chunks = statement.text.split(/\$(\d)\b/);
  const result = await db.execute(
    sql.join(chunks.map((chunk, i) => (i % 2 ? sql`${args[Number(chunk) - 1]}` : sql.raw(chunk)))),
  );
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/**
 * The cart's data in one statement: the warehouse of the user (or `fallbackKey`'s), the crate
 * formats, the applied promo code's id and the lines with their entries.
 */
async function readCart(db: Db, userId: number, fallbackKey: string, locale: Locale) {
  return cartData(await query<CartRow>(db, 'cart', [userId, fallbackKey, locale]), locale);
}

/** The rows of CART_SQL (or PATCH_SQL) as the cart's data; null without a warehouse row. */
function cartData(rows: CartRow[], locale: Locale) {
  const first = rows[0];
  if (!first) return null;
  const lines: Line[] = [];
  for (const { line } of rows) if (line) lines.push({ ...line, entry: entryOf(line, locale) });
  const packageTypes = new Map((first.packageTypes ?? []).map((type) => [type.code, type]));
  return {
    warehouse: first.warehouse,
    lines,
    packageTypes,
    promoCodeId: first.promoCodeId,
    walletCents: first.walletCents,
  };
}

// --- Promo codes (promo module) ---------------------------------------------------------------
/** Id of the virtual line of a gift code: one free unit, locked ('OFFERT'), not a cart_items row. */
export const GIFT_LINE_ID = 0;

/** The gift line of a gift code, in the shape of a cart line. */
async function giftLine(db: Db, productWarehouseId: number, locale: Locale): Promise<Line | undefined> {
  const [row] = await query<{ line: EntryRow }>(db, 'gift', [productWarehouseId, locale]);
  return (
    row && { ...row.line, id: GIFT_LINE_ID, quantity: 1, isLocked: true, entry: entryOf(row.line, locale) }
  );
}
// -----------------------------------------------------------------------------------------------

/** The cart of spec §3 for a user shopping in `warehouse`, in the request's language; amounts in euros. */
export async function loadCart(
  db: Db,
  userId: number,
  warehouse: WarehouseRow,
  apiLocale: ApiLocale,
): Promise<CartDto> {
  const data = await readCart(db, userId, warehouse.key, fromApiLocale(apiLocale));
  if (!data) throw new ApiError(404, 'warehouseNotFound');
  return cartOf(db, userId, warehouse, data, apiLocale);
}

/**
 * The cart of spec §3 in the warehouse of the user's zone (else `defaultWarehouseKey`'s, as
 * resolveWarehouse), read with the warehouse in one statement.
 */
export async function loadUserCart(
  db: Db,
  userId: number,
  defaultWarehouseKey: string,
  apiLocale: ApiLocale,
): Promise<CartDto> {
  const data = await readCart(db, userId, defaultWarehouseKey, fromApiLocale(apiLocale));
  if (!data) throw new ApiError(404, 'warehouseNotFound');
  return cartOf(db, userId, data.warehouse, data, apiLocale);
}

async function cartOf(
  db: Db,
  userId: number,
  warehouse: WarehouseRow,
  { lines, packageTypes, promoCodeId, walletCents }: NonNullable<Awaited<ReturnType<typeof readCart>>>,
  apiLocale: ApiLocale,
): Promise<CartDto> {
  const locale = fromApiLocale(apiLocale);
  const country = countryFor(warehouse);
  // Promo: the applied code (read only when there is one); a gift code's free line, kept below
  // only while the code is eligible.
  const promo = promoCodeId === null ? null : await appliedPromo(db, userId);
  const giftId = promo?.kind === 'gift' ? await giftEntryId(db, promo, warehouse.id) : null;
  const gift = giftId === null ? undefined : await giftLine(db, giftId, locale);
  if (gift) lines.push(gift);

  const available: { line: Line; item: CartItemDto; input: CartLineInput }[] = [];
  const unavailableItems: CartItemDto[] = [];
  for (const line of lines) {
    const entry = line.entry;
    const vatClass = line.vatClass as VatClass;
    const lineCountry = countryFor({ country: line.entryCountry });
    const unitTtc = line.isLocked ? 0 : discountedPrice(line.priceCents, line.discountAntiWastePercent);
    const item: CartItemDto = {
      id: line.id,
      quantity: line.quantity,
      nbItems: line.quantity,
      appliedPrice: toEuros(priceExcludingVat(unitTtc, lineCountry, vatClass)),
      appliedPriceTTC: toEuros(unitTtc),
      total: toEuros(priceExcludingVat(unitTtc * line.quantity, lineCountry, vatClass)),
      totalTTC: toEuros(unitTtc * line.quantity),
      isLocked: line.isLocked,
      categoryId: entry.product.category.id,
      product: entry.product,
      productWarehouse: entry,
    };
    const isAvailable = line.warehouseId === warehouse.id && entry.isAvailable && !entry.product.isHidden;
    if (!isAvailable) {
      unavailableItems.push(item);
      continue;
    }
    available.push({
      line,
      item,
      input: {
        productWarehouseId: line.productWarehouseId,
        quantity: line.quantity,
        unitPriceCents: unitTtc,
        vatClass,
        packageType: line.packageTypeCode as PackageTypeCode,
        bottleDepositCents: line.bottleDepositCents,
        isLocked: line.isLocked,
      },
    });
  }

  const capacities: CrateCapacities = {};
  for (const code of ['large', 'small'] as const) {
    const capacity = packageTypes.get(code)?.capacity;
    if (capacity) capacities[code] = capacity;
  }
  // Promo: whether the applied code still holds for this cart, and its discount.
  const promoSubtotalCents = available
    .filter((a) => !a.input.isLocked)
    .reduce((sum, a) => sum + a.input.unitPriceCents * a.input.quantity, 0);
  const promoState = promo
    ? await cartPromoState(db, promo, userId, promoSubtotalCents, warehouse.id, apiLocale)
    : null;
  const giftIndex = available.findIndex((a) => a.line.id === GIFT_LINE_ID && a.line.isLocked);
  if (giftIndex >= 0 && !promoState?.eligible) available.splice(giftIndex, 1);

  const inputs = available.map((a) => a.input);
  const totals = cartTotals(
    inputs,
    {
      country,
      deliveryFreeThresholdCents: warehouse.deliveryFreeThresholdCents,
      deliveryFeeCents: warehouse.deliveryFeeCents,
      orderMinimumAmountCents: warehouse.orderMinimumAmountCents,
      discountCents: promoState?.discountCents ?? 0,
      // Spec §3: walletUsage is a cart total; checkout spends the same balance under the user's lock.
      walletBalanceCents: walletCents,
    },
    capacities,
  );

  // Spec §4: one package per crate format (large, then small), with the places left in its partial crate.
  const packages = crateFill(inputs, capacities).map((fill) => {
    const type = packageTypes.get(fill.packageType)!;
    const name = localized(type.names, locale);
    return {
      nbSpaceLeft: fill.nbSpaceLeft,
      nbItems: fill.nbItems,
      completeCrates: fill.completeCrates,
      packageType: { id: type.id, name, capacity: fill.capacity },
      packageTypeName: name,
      cartItems: available.filter((a) => a.line.packageTypeCode === fill.packageType).map((a) => a.item),
    };
  });

  // Spec §3: available items grouped by Rayon (in shelf order), then by package type.
  const sorted = [...available].sort(
    (a, b) =>
      a.line.masterPosition - b.line.masterPosition ||
      a.item.product.category.master.id - b.item.product.category.master.id ||
      a.line.packageTypePosition - b.line.packageTypePosition,
  );
  const availableItems: CartDto['availableItems'] = [];
  for (const { item } of sorted) {
    const master = item.product.category.master;
    let group = availableItems.find((g) => g.categoryMasterId === master.id);
    if (!group) {
      group = { categoryMasterId: master.id, categoryMasterName: master.name, packages: [] };
      availableItems.push(group);
    }
    const type = item.product.packageType;
    let pack = group.packages.find((p) => p.packageTypeId === type.id);
    if (!pack) {
      pack = { packageTypeId: type.id, packageTypeName: type.name, cartItems: [] };
      group.packages.push(pack);
    }
    pack.cartItems.push(item);
  }

  return {
    packages,
    availableItems,
    unavailableItems,
    totals: {
      subtotalHt: toEuros(totals.subtotalHt),
      subtotalTtc: toEuros(totals.subtotalTtc),
      totalTva: toEuros(totals.totalTva),
      productsDeposit: toEuros(totals.productsDeposit),
      packagesDeposit: toEuros(totals.packagesDeposit),
      totalDeposit: toEuros(totals.totalDeposit),
      deliveryFees: toEuros(totals.deliveryFees),
      discountValue: toEuros(totals.discountValue),
      walletUsage: toEuros(totals.walletUsage),
      amountToPay: toEuros(totals.amountToPay),
    },
    isValidable: totals.itemCount > 0 && unavailableItems.length === 0 && totals.isMinimumReached,
    appliedPromoCode: promo?.code ?? null,
    promoCodeEligible: promoState?.eligible ?? false,
    promoCodeMessage: promoState?.message ?? null,
    remainingAmountForFreeFees: toEuros(Math.max(0, totals.remainingAmountForFreeFees)),
    discountCode: promo?.code ?? null,
    itemCount: totals.itemCount,
  };
}

/**
 * PATCH /user/cart: sets the quantity, then answers the cart. A positive quantity that the entry
 * allows is written and the cart read back in one statement (PATCH_SQL); anything else (removal, refusal) goes through updateCartLine,
 * which tells the refusals apart.
 */
export async function setCartLine(
  db: Db,
  userId: number,
  defaultWarehouseKey: string,
  productWarehouseId: number,
  quantity: number,
  apiLocale: ApiLocale,
): Promise<CartDto> {
  if (Number.isInteger(quantity) && quantity > 0) {
    const locale = fromApiLocale(apiLocale);
    const args = [userId, defaultWarehouseKey, locale, productWarehouseId, quantity];
    const data = cartData(await query<CartRow>(db, 'patch', args), locale);
    if (data) return cartOf(db, userId, data.warehouse, data, apiLocale);
  }
  const warehouse = await resolveWarehouse(db, { userId, defaultKey: defaultWarehouseKey });
  await updateCartLine(db, userId, warehouse, productWarehouseId, quantity, apiLocale);
  return loadCart(db, userId, warehouse, apiLocale);
}

/**
 * Sets the quantity of one entry in the user's cart (spec §7 PATCH /user/cart): 0 removes the line,
 * otherwise an upsert on (user, entry), so concurrent calls for one line never duplicate it.
 */
export async function updateCartLine(
  db: Db,
  userId: number,
  warehouse: WarehouseRow,
  productWarehouseId: number,
  quantity: number,
  apiLocale: ApiLocale,
): Promise<void> {
  /** A refusal in the request's language, on one field. */
  const refuse = (status: number, key: MessageKey, field: string, params: Record<string, string> = {}) =>
    new ApiError(status, key, params, [{ field, message: message(apiLocale, key, params) }]);
  if (!Number.isInteger(quantity) || quantity < 0) throw refuse(400, 'cartQuantityInvalid', 'quantity');
  const [entry] = await db
    .select({
      warehouseId: t.productWarehouses.warehouseId,
      isAvailable: t.productWarehouses.isAvailable,
      maxOrderable: t.productWarehouses.maxOrderable,
      isHidden: t.products.isHidden,
    })
    .from(t.productWarehouses)
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .where(eq(t.productWarehouses.id, productWarehouseId));
  if (!entry) throw refuse(404, 'cartProductNotFound', 'product_warehouse_id');

  const line = and(eq(t.cartItems.userId, userId), eq(t.cartItems.productWarehouseId, productWarehouseId));
  // Removing is always possible, even for an entry that became unavailable or belongs to a former zone.
  if (quantity === 0) {
    await db.delete(t.cartItems).where(line);
    return;
  }
  if (entry.warehouseId !== warehouse.id)
    throw refuse(400, 'cartProductOtherWarehouse', 'product_warehouse_id');
  if (!entry.isAvailable || entry.isHidden)
    throw refuse(400, 'cartProductUnavailable', 'product_warehouse_id');
  if (quantity > entry.maxOrderable) {
    throw refuse(400, 'cartQuantityTooHigh', 'quantity', { max: String(entry.maxOrderable) });
  }
  await db
    .insert(t.cartItems)
    .values({ userId, productWarehouseId, quantity })
    .onConflictDoUpdate({
      target: [t.cartItems.userId, t.cartItems.productWarehouseId],
      set: { quantity, updatedAt: sql`now()` },
    });
}
