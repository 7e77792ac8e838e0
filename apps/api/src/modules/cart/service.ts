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
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { message, type MessageKey } from '../../lib/messages.js';
import { productWarehousesByIds } from '../catalog/service.js';
import { appliedPromo, cartPromoState, giftEntryId } from '../promo/service.js';
import type { WarehouseRow } from '../warehouses/service.js';
import type { CartDto } from './schema.js';

type CartItemDto = CartDto['unavailableItems'][number];
type Entry = Awaited<ReturnType<typeof productWarehousesByIds>>[number];

const localized = (names: t.LocalizedText, locale: Locale) => names[locale] ?? names.fr;

/** VAT is the delivery country's, i.e. the warehouse's, whatever the shopper's language. */
const countryFor = (warehouse: { country: string }): Country => (warehouse.country === 'BE' ? 'BE' : 'FR');

/** What the totals need of an entry (cart line or gift), read in cents from the database. */
const ENTRY_FIELDS = {
  warehouseId: t.productWarehouses.warehouseId,
  priceCents: t.productWarehouses.priceCents,
  discountAntiWastePercent: t.productWarehouses.discountAntiWastePercent,
  vatClass: t.products.vatClass,
  bottleDepositCents: t.products.bottleDepositCents,
  masterPosition: t.categoryMasters.position,
  packageTypeCode: t.packageTypes.code,
  packageTypePosition: t.packageTypes.position,
};

/** The user's lines with what the totals need, in cents, read from the database (not from the JSON). */
async function cartLines(db: Db, userId: number) {
  return db
    .select({
      id: t.cartItems.id,
      productWarehouseId: t.cartItems.productWarehouseId,
      quantity: t.cartItems.quantity,
      isLocked: t.cartItems.isLocked,
      ...ENTRY_FIELDS,
    })
    .from(t.cartItems)
    .innerJoin(t.productWarehouses, eq(t.productWarehouses.id, t.cartItems.productWarehouseId))
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .innerJoin(t.categoryMasters, eq(t.categoryMasters.id, t.categories.masterId))
    .innerJoin(t.packageTypes, eq(t.packageTypes.id, t.products.packageTypeId))
    .where(eq(t.cartItems.userId, userId))
    .orderBy(asc(t.cartItems.addedAt), asc(t.cartItems.id));
}
type Line = Awaited<ReturnType<typeof cartLines>>[number];

// --- Promo codes (promo module) ---------------------------------------------------------------
/** Id of the virtual line of a gift code: one free unit, locked ('OFFERT'), not a cart_items row. */
export const GIFT_LINE_ID = 0;

/** The gift line of a gift code, in the shape of a cart line. */
async function giftLine(db: Db, productWarehouseId: number): Promise<Line | undefined> {
  const [row] = await db
    .select(ENTRY_FIELDS)
    .from(t.productWarehouses)
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .innerJoin(t.categoryMasters, eq(t.categoryMasters.id, t.categories.masterId))
    .innerJoin(t.packageTypes, eq(t.packageTypes.id, t.products.packageTypeId))
    .where(eq(t.productWarehouses.id, productWarehouseId));
  return row && { id: GIFT_LINE_ID, productWarehouseId, quantity: 1, isLocked: true, ...row };
}
// -----------------------------------------------------------------------------------------------

/**
 * Catalogue entries of the lines, read per warehouse (a line may belong to a former zone's
 * warehouse), with the VAT country of each warehouse.
 */
async function entriesOf(db: Db, lines: Line[], apiLocale: ApiLocale) {
  const byWarehouse = new Map<number, number[]>();
  for (const line of lines) {
    byWarehouse.set(line.warehouseId, [
      ...(byWarehouse.get(line.warehouseId) ?? []),
      line.productWarehouseId,
    ]);
  }
  const entries = new Map<number, Entry>();
  const countries = new Map<number, Country>();
  if (byWarehouse.size === 0) return { entries, countries };
  const warehouses = await db
    .select({ id: t.warehouses.id, country: t.warehouses.country })
    .from(t.warehouses)
    .where(inArray(t.warehouses.id, [...byWarehouse.keys()]));
  for (const warehouse of warehouses) {
    countries.set(warehouse.id, countryFor(warehouse));
    for (const entry of await productWarehousesByIds(
      db,
      byWarehouse.get(warehouse.id)!,
      warehouse,
      apiLocale,
    )) {
      entries.set(entry.id, entry);
    }
  }
  return { entries, countries };
}

/** Crate capacities of the large and small formats, from the package types. */
async function packageTypesByCode(db: Db) {
  const rows = await db.select().from(t.packageTypes).orderBy(asc(t.packageTypes.position));
  return new Map(rows.map((row) => [row.code, row]));
}

/** The cart of spec §3 for a user shopping in `warehouse`, in the request's language; amounts in euros. */
export async function loadCart(
  db: Db,
  userId: number,
  warehouse: WarehouseRow,
  apiLocale: ApiLocale,
): Promise<CartDto> {
  const locale = fromApiLocale(apiLocale);
  const country = countryFor(warehouse);
  const [lines, packageTypes, promo] = await Promise.all([
    cartLines(db, userId),
    packageTypesByCode(db),
    appliedPromo(db, userId),
  ]);
  // Promo: a gift code's free line, kept below only while the code is eligible.
  const giftId = promo?.kind === 'gift' ? await giftEntryId(db, promo, warehouse.id) : null;
  const gift = giftId === null ? undefined : await giftLine(db, giftId);
  if (gift) lines.push(gift);
  const { entries, countries } = await entriesOf(db, lines, apiLocale);

  const available: { line: Line; item: CartItemDto; input: CartLineInput }[] = [];
  const unavailableItems: CartItemDto[] = [];
  for (const line of lines) {
    const entry = entries.get(line.productWarehouseId);
    if (!entry) continue; // cannot happen: every line has its entry (foreign key)
    const vatClass = line.vatClass as VatClass;
    const lineCountry = countries.get(line.warehouseId) ?? country;
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
      // The wallet is applied at checkout, not in the cart.
      walletBalanceCents: 0,
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
