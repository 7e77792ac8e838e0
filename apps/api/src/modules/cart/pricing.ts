/**
 * The one owner of the cart's prices: priceCart reads the cart in one statement and prices
 * it in integer cents with packages/domain's rules only. The JSON answer (view.ts) and the checkout
 * both start from its PricedCart; neither computes money again.
 */
import {
  bottleDepositCents,
  cartTotals,
  crateFill,
  discountedPrice,
  formatVolume,
  fromApiLocale,
  lineTotalCents,
  priceExcludingVat,
  vatCountryOf,
  vatRate,
  type ApiLocale,
  type CartLineInput,
  type SubstitutionChoice,
  type CartTotals,
  type Country,
  type CrateCapacities,
  type Locale,
  type PackageFill,
  type PackageTypeCode,
  type VatClass,
} from '@consigne/domain';
import type { Db } from '../../db/client.js';
import { runPrepared } from '../../db/prepared.js';
import type { UnconfirmedSession } from '../../plugins/auth.js';
import type * as t from '../../db/schema/index.js';
import { type EntryFields, entryMinimumAge, productThumbUrl } from '../catalog/index.js';
import {
  appliedPromo,
  cartPromoState,
  giftEntryId,
  type PromoCartFacts,
  type PromoCode,
} from '../promo/index.js';
import { selectedSlotGreenDiscount } from '../green-slots/index.js';
import type { WarehouseRow } from '../warehouses/index.js';
import { CART_STATEMENTS, type CartLineRefusal } from './sql.js';

/** An entry as the cart's SQL reads it: the catalogue's fields (keyed by productWarehouseId) and more. */
export interface EntryRow extends Omit<EntryFields, 'id'> {
  productWarehouseId: number;
  warehouseId: number;
  masterPosition: number;
  packageTypeCode: string;
  packageTypePosition: number;
  entryCountry: string;
  tags: { key: string; names: t.LocalizedText }[];
}
export interface LineRow extends EntryRow {
  id: number;
  quantity: number;
  isLocked: boolean;
  /** What may replace it if missing at picking (null: the account's default) and the chosen product. */
  substitution: SubstitutionChoice | null;
  substituteProductWarehouseId: number | null;
  /** Why the line cannot be bought from the cart's warehouse (sql.ts lineRefusal); null when it can. */
  refusal: CartLineRefusal | null;
}
export interface PackageTypeRow {
  id: number;
  code: string;
  names: t.LocalizedText;
  capacity: number | null;
}
/** A row of the cart's statement (sql.ts cartSelect). */
interface CartRow {
  warehouse: WarehouseRow;
  packageTypes: PackageTypeRow[] | null;
  promoCodeId: number | null;
  walletCents: number;
  hasPlacedOrder: boolean;
  line: LineRow | null;
}

/** What the cart's statement read, in the order the lines were added (the gift's line last). */
export interface CartRead {
  warehouse: WarehouseRow;
  packageTypes: PackageTypeRow[];
  promoCodeId: number | null;
  walletCents: number;
  hasPlacedOrder: boolean;
  lines: LineRow[];
}

/** Id of the virtual line of a gift code: one free unit, locked ('OFFERT'), not a cart_items row. */
export const GIFT_LINE_ID = 0;

export interface PricedLine extends CartLineInput {
  id: number;
  productId: number;
  /** The VAT country of the entry's warehouse, which prices the line. */
  country: Country;
  /** Unit price incl. VAT after any anti-waste discount; 0 for a gift. */
  unitPriceCents: number;
  unitPriceHtCents: number;
  lineTotalCents: number;
  lineTotalHtCents: number;
  vatRateBp: number;
  isLocked: boolean;
  isAlcohol: boolean;
  /** The age the line may be sold at in its warehouse's country (16, 18), null when not alcohol there. */
  minimumAge: number | null;
  name: string;
  volume: string;
  thumb: string;
  categoryMasterName: string;
  /** The entry as read, for the catalogue's shape of the answer (view.ts). */
  entry: LineRow;
}

/** The applied code's verdict for this cart (promo module's cartPromoState). */
export interface PricedPromo {
  id: number;
  code: string;
  eligible: boolean;
  message: string | null;
  discountCents: number;
}

export interface PricedCart {
  warehouse: WarehouseRow;
  country: Country;
  capacities: CrateCapacities;
  packageTypes: PackageTypeRow[];
  /** Available lines, the gift's line included while its code is eligible. */
  lines: PricedLine[];
  unavailable: PricedLine[];
  totals: CartTotals;
  crates: PackageFill[];
  promo: PricedPromo | null;
  /** Until free delivery, never below 0. */
  remainingForFreeDeliveryCents: number;
  isValidable: boolean;
}

/** Lines in shelf order: by Rayon, then package type, in the order they were added within those (stable). */
export function inShelfOrder<L extends Pick<PricedLine, 'entry'>>(lines: readonly L[]): L[] {
  return [...lines].sort(
    (a, b) =>
      a.entry.masterPosition - b.entry.masterPosition ||
      a.entry.masterId - b.entry.masterId ||
      a.entry.packageTypePosition - b.entry.packageTypePosition,
  );
}

/** The rows of the cart's statement as a CartRead; null without a warehouse row. */
export function cartReadOf(rows: readonly CartRow[]): CartRead | null {
  const first = rows[0];
  if (!first) return null;
  return {
    warehouse: first.warehouse,
    packageTypes: first.packageTypes ?? [],
    promoCodeId: first.promoCodeId,
    walletCents: first.walletCents,
    hasPlacedOrder: first.hasPlacedOrder,
    lines: rows.flatMap(({ line }) => (line ? [line] : [])),
  };
}

/** One line priced in cents, in the VAT country of its entry's warehouse. */
export function priceLine(line: LineRow): PricedLine {
  const country = vatCountryOf({ country: line.entryCountry });
  const vatClass = line.vatClass as VatClass;
  const unitPriceCents = line.isLocked ? 0 : discountedPrice(line.priceCents, line.discountAntiWastePercent);
  const total = lineTotalCents(unitPriceCents, line.quantity);
  return {
    id: line.id,
    productWarehouseId: line.productWarehouseId,
    productId: line.productId,
    country,
    quantity: line.quantity,
    unitPriceCents,
    unitPriceHtCents: priceExcludingVat(unitPriceCents, country, vatClass),
    lineTotalCents: total,
    lineTotalHtCents: priceExcludingVat(total, country, vatClass),
    vatClass,
    vatRateBp: Math.round(vatRate(country, vatClass) * 10_000),
    packageType: line.packageTypeCode as PackageTypeCode,
    bottleDepositCents: bottleDepositCents(line.depositClass),
    isLocked: line.isLocked,
    isAlcohol: (line.alcoholLevel ?? 0) > 0,
    minimumAge: entryMinimumAge(line, country),
    name: line.name,
    volume: formatVolume(line.volume, line.unit),
    thumb: productThumbUrl(line.productId, line.photoId),
    categoryMasterName: line.masterName,
    entry: line,
  };
}

/** The read lines priced, split into those the cart can sell and the others. */
export function priceLines(read: CartRead) {
  const priced = read.lines.map(priceLine);
  return {
    available: priced.filter((line) => line.entry.refusal === null),
    unavailable: priced.filter((line) => line.entry.refusal !== null),
  };
}

/**
 * What the applied (or applying) code is checked against, as values: the customer, the products
 * incl. VAT before any discount (the domain's subtotal of the available lines), the warehouse and
 * whether the customer has an order that is not cancelled.
 */
export const promoFactsOf = (
  userId: number,
  read: CartRead,
  available: readonly PricedLine[],
): PromoCartFacts => ({
  userId,
  subtotalCents: cartTotals(available, { country: vatCountryOf(read.warehouse) }).subtotalTtc,
  warehouseId: read.warehouse.id,
  hasPlacedOrder: read.hasPlacedOrder,
});

/** The crate capacities the warehouse's package types give (large and small). */
export function capacitiesOf(packageTypes: readonly PackageTypeRow[]): CrateCapacities {
  const capacities: CrateCapacities = {};
  for (const code of ['large', 'small'] as const) {
    const capacity = packageTypes.find((type) => type.code === code)?.capacity;
    if (capacity) capacities[code] = capacity;
  }
  return capacities;
}

/**
 * The cart priced from what was read and the applied code's verdict, without a database: totals and
 * crates are the domain's (cartTotals, crateFill) over the available lines; a gift's line counts only
 * while its code is eligible.
 */
export function pricedCart(
  read: CartRead,
  { available, unavailable }: ReturnType<typeof priceLines>,
  promo: PricedPromo | null,
  /** The selected slot's green discount on the fee (docs/rules.md#green-slots), when green. */
  greenSlotDiscountCents = 0,
): PricedCart {
  const country = vatCountryOf(read.warehouse);
  const capacities = capacitiesOf(read.packageTypes);
  const lines = promo?.eligible
    ? available
    : available.filter((line) => !(line.id === GIFT_LINE_ID && line.isLocked));
  const { warehouse } = read;
  const { deliveryFreeThresholdCents, deliveryFeeCents, orderMinimumAmountCents } = warehouse;
  const settings = { country, deliveryFreeThresholdCents, deliveryFeeCents, orderMinimumAmountCents };
  const totals = cartTotals(
    lines,
    // walletUsage is a cart total; checkout spends the same balance under the user's lock.
    {
      ...settings,
      discountCents: promo?.discountCents ?? 0,
      greenSlotDiscountCents,
      walletBalanceCents: read.walletCents,
    },
    capacities,
  );
  return {
    warehouse,
    country,
    capacities,
    packageTypes: read.packageTypes,
    lines,
    unavailable,
    totals,
    crates: crateFill(lines, capacities),
    promo,
    remainingForFreeDeliveryCents: Math.max(0, totals.remainingAmountForFreeFees),
    isValidable: totals.itemCount > 0 && unavailable.length === 0 && totals.isMinimumReached,
  };
}

/** The gift code's free line in `warehouseId`, when its product is on sale there. */
async function giftLine(db: Db, promo: PromoCode, warehouseId: number, locale: Locale) {
  const entryId = await giftEntryId(db, promo, warehouseId);
  if (entryId === null) return undefined;
  const [row] = await runPrepared<{ line: EntryRow }>(db, CART_STATEMENTS.gift, [entryId, locale]);
  const line: LineRow | undefined = row && {
    ...row.line,
    id: GIFT_LINE_ID,
    quantity: 1,
    isLocked: true,
    substitution: null,
    substituteProductWarehouseId: null,
    refusal: null,
  };
  return line;
}

/** How a cart is priced: `greenSlotDiscountCents` given, the selected slot is not measured (checkout). */
export interface PriceOptions {
  greenSlotDiscountCents?: number;
}

/**
 * Prices what the cart's statement read: the applied code and its gift are read only when there is
 * one; the selected slot is measured for green only when the warehouse gives a green discount.
 */
export async function priceRead(
  db: Db,
  userId: number,
  read: CartRead,
  apiLocale: ApiLocale,
  options: PriceOptions = {},
) {
  const locale = fromApiLocale(apiLocale);
  const green =
    options.greenSlotDiscountCents ?? (await selectedSlotGreenDiscount(db, userId, read.warehouse));
  const code = read.promoCodeId === null ? null : await appliedPromo(db, userId);
  const gift = code?.kind === 'gift' ? await giftLine(db, code, read.warehouse.id, locale) : undefined;
  const withGift = gift ? { ...read, lines: [...read.lines, gift] } : read;
  const split = priceLines(withGift);
  if (!code) return pricedCart(withGift, split, null, green);
  const facts = promoFactsOf(userId, withGift, split.available);
  const { eligible, message, discountCents } = await cartPromoState(db, code, facts, apiLocale);
  const promo = { id: code.id, code: code.code, eligible, message, discountCents };
  return pricedCart(withGift, split, promo, green);
}

/**
 * The user's cart priced in cents, in the warehouse of their zone (else `fallback`'s, as
 * resolveWarehouse); null when there is no warehouse at all. `db` may be a transaction.
 */
export async function priceCart(
  db: Db,
  userId: number,
  fallback: Pick<WarehouseRow, 'key'>,
  apiLocale: ApiLocale,
  options: PriceOptions = {},
): Promise<PricedCart | null> {
  const read = await readCart(db, userId, fallback, fromApiLocale(apiLocale));
  return read && priceRead(db, userId, read, apiLocale, options);
}

/**
 * GET /api/cart's cart, priced, for the login an access token names, checked by the cart's own
 * statement (ADR 0059): null when it reads nothing, an ended login or no warehouse at all, which the
 * caller tells apart.
 */
export async function priceSessionCart(
  db: Db,
  session: UnconfirmedSession,
  fallback: Pick<WarehouseRow, 'key'>,
  apiLocale: ApiLocale,
): Promise<PricedCart | null> {
  const args = [session.userId, fallback.key, fromApiLocale(apiLocale), session.familyId];
  const read = cartReadOf(await runPrepared<CartRow>(db, CART_STATEMENTS.sessionCart, args));
  return read && priceRead(db, session.userId, read, apiLocale);
}

/** The cart's one statement: what priceCart prices. */
export async function readCart(db: Db, userId: number, fallback: Pick<WarehouseRow, 'key'>, locale: Locale) {
  return cartReadOf(await runPrepared<CartRow>(db, CART_STATEMENTS.cart, [userId, fallback.key, locale]));
}

/**
 * PATCH /user/cart's usual case: writes a positive quantity the entry allows and prices the cart
 * in the same statement; null when the line was refused (nothing written).
 */
export async function setLineAndPrice(
  db: Db,
  userId: number,
  fallback: Pick<WarehouseRow, 'key'>,
  productWarehouseId: number,
  quantity: number,
  apiLocale: ApiLocale,
): Promise<PricedCart | null> {
  const args = [userId, fallback.key, fromApiLocale(apiLocale), productWarehouseId, quantity];
  const read = cartReadOf(await runPrepared<CartRow>(db, CART_STATEMENTS.patch, args));
  return read && priceRead(db, userId, read, apiLocale);
}
