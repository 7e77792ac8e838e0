import { createHash } from 'node:crypto';
import {
  cartTotals,
  countryOfPostalCode,
  crateFill,
  formatFullAddress,
  fromApiLocale,
  isSlotOpenForOrders,
  priceExcludingVat,
  toCents,
  vatRate,
  type ApiLocale,
  type CartLineInput,
  type Country,
  type CrateCapacities,
  type PackageTypeCode,
  type VatClass,
} from '@consigne/domain';
import { and, asc, eq, isNull, or, sql, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { OrderCrate, PaymentMethod } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { message } from '../../lib/messages.js';
import { loadCart } from '../cart/service.js';
import type { CartDto } from '@consigne/contract';
import { pointAddress } from '../delivery/service.js';
import { recordPromoUse } from '../promo/service.js';
import { lockSlotPlaces } from '../slots/service.js';
import { walletCents } from '../users/service.js';
import { addWalletEntry } from '../users/wallet.js';
import type { Tx } from '../users/zone.js';
import { resolveWarehouse, type WarehouseRow } from '../warehouses/service.js';

export interface CheckoutInput {
  paymentMethod: PaymentMethod;
  acceptTerms: boolean;
  adultDeclared?: boolean;
}

export interface PlacedOrder {
  orderId: number;
  amountToPay: number;
  paymentMethod: PaymentMethod;
}

/** A line of the order as priced in the cart, in cents (read back from the cart the customer saw). */
interface PricedLine extends CartLineInput {
  productId: number;
  name: string;
  volume: string;
  thumb: string;
  categoryMasterName: string;
  vatRateBp: number;
  unitPriceHtCents: number;
  isAlcohol: boolean;
}

const countryOf = (warehouse: { country: string }): Country => (warehouse.country === 'BE' ? 'BE' : 'FR');

/** The cart's lines in cents; the cart API is the one place where prices, gifts and promo are decided. */
function pricedLines(cart: CartDto, country: Country, codes: Map<number, string>): PricedLine[] {
  return cart.availableItems.flatMap((group) =>
    group.packages.flatMap((pack) =>
      pack.cartItems.map((item) => {
        const vatClass: VatClass = item.product.vatRate === vatRate(country, 'food') ? 'food' : 'standard';
        const unitPriceCents = toCents(item.appliedPriceTTC);
        return {
          productWarehouseId: item.productWarehouse.id,
          quantity: item.quantity,
          unitPriceCents,
          vatClass,
          packageType: (codes.get(item.product.packageType.id) ?? 'other') as PackageTypeCode,
          bottleDepositCents: toCents(item.product.bottleDeposit),
          isLocked: item.isLocked,
          productId: item.product.id,
          name: item.product.name,
          volume: item.product.volumeTranslated,
          thumb: item.product.thumb150,
          categoryMasterName: group.categoryMasterName,
          vatRateBp: Math.round(vatRate(country, vatClass) * 10_000),
          unitPriceHtCents: priceExcludingVat(unitPriceCents, country, vatClass),
          isAlcohol: (item.product.alcoholLevel ?? 0) > 0,
        };
      }),
    ),
  );
}

export const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** Places a stored answer under (user, key), or returns the first answer of that key. */
async function replayOf(tx: Tx, userId: number, key: string, hash: string) {
  const [row] = await tx
    .select()
    .from(t.idempotencyKeys)
    .where(and(eq(t.idempotencyKeys.userId, userId), eq(t.idempotencyKeys.key, key)));
  if (!row) return null;
  if (row.requestHash !== hash) throw new ApiError(422, 'idempotencyKeyReused');
  return { statusCode: row.statusCode, body: row.response as PlacedOrder };
}

/** The delivery the order goes to: the selected address, or the pickup point of the user's zone. */
async function deliveryOf(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ zone: t.zones, address: t.addresses })
    .from(t.users)
    .leftJoin(t.zones, eq(t.zones.id, t.users.zoneId))
    .leftJoin(t.addresses, and(eq(t.addresses.userId, t.users.id), eq(t.addresses.isSelected, true)))
    .where(eq(t.users.id, userId));
  if (!row?.zone) throw new ApiError(422, 'slotNoZone');
  if (row.zone.isDeliveryPoint) {
    return {
      deliveryType: 'pdr',
      zoneId: row.zone.id,
      deliveryName: row.zone.name,
      deliveryAddress: pointAddress(row.zone),
    };
  }
  if (!row.address) throw new ApiError(422, 'slotNoZone');
  const a = row.address;
  return {
    deliveryType: 'address',
    zoneId: row.zone.id,
    deliveryName: a.name,
    // The country's own order: '12 rue Nationale, 59000 Lille', 'Nieuwstraat 10, 1000 Brussel'.
    deliveryAddress: formatFullAddress({
      number: a.streetNumber,
      street: a.street,
      postalCode: a.postalCode,
      city: a.city,
      country: a.country === 'BE' ? 'BE' : countryOfPostalCode(a.postalCode),
    }),
  };
}

/**
 * Books one place of the user's selected slot: the slot row is locked while places are counted
 * (bookings + live holds of other shoppers; the user's own hold becomes the booking).
 */
async function bookSlot(tx: Tx, userId: number, slotId: number | null, warehouseId: number, now: Date) {
  if (slotId === null) throw new ApiError(422, 'orderSlotRequired');
  const places = await lockSlotPlaces(tx, slotId, userId, now);
  if (!places || places.slot.warehouseId !== warehouseId) throw new ApiError(422, 'orderSlotRequired');
  const { slot } = places;
  if (!isSlotOpenForOrders(slot.startAt, now)) throw new ApiError(422, 'slotTooLate');
  if (places.isFull) throw new ApiError(409, 'slotFull');
  await tx
    .update(t.slots)
    .set({ reserved: sql`${t.slots.reserved} + 1` })
    .where(eq(t.slots.id, slot.id));
  await tx.delete(t.slotHolds).where(eq(t.slotHolds.userId, userId));
  return slot;
}

/**
 * Takes the lines' quantities from the warehouse stock (null stock = not tracked), in entry order so
 * that two checkouts of the same products never wait on each other crosswise. A conditional update:
 * the stock can never go below zero.
 */
async function takeStock(tx: Tx, lines: PricedLine[], locale: ApiLocale) {
  const byEntry = new Map<number, { quantity: number; name: string }>();
  for (const line of lines) {
    const seen = byEntry.get(line.productWarehouseId);
    byEntry.set(line.productWarehouseId, {
      quantity: (seen?.quantity ?? 0) + line.quantity,
      name: line.name,
    });
  }
  for (const [id, { quantity, name }] of [...byEntry].sort(([a], [b]) => a - b)) {
    const taken = await tx
      .update(t.productWarehouses)
      .set({ stock: sql`${t.productWarehouses.stock} - ${quantity}` })
      .where(
        and(
          eq(t.productWarehouses.id, id),
          or(isNull(t.productWarehouses.stock), gte(t.productWarehouses.stock, quantity)),
        ),
      )
      .returning({ id: t.productWarehouses.id });
    if (taken.length === 0) {
      throw new ApiError(409, 'orderOutOfStock', { product: name }, [
        { field: 'product_warehouse_id', message: message(locale, 'orderOutOfStock', { product: name }) },
      ]);
    }
  }
}

/**
 * POST /orders: places the user's cart as an order, in one transaction — the slot's place is booked
 * (the hold becomes a booking), stock is taken, the promo use and the wallet debit are recorded,
 * the cart is emptied. The user row is locked first, so one customer's checkouts run one at a time
 * (and a replayed Idempotency-Key finds the first answer).
 */
export async function placeOrder(
  db: Db,
  {
    userId,
    locale,
    idempotencyKey,
    input,
    defaultWarehouseKey,
    now = new Date(),
  }: {
    userId: number;
    locale: ApiLocale;
    idempotencyKey: string;
    input: CheckoutInput;
    defaultWarehouseKey: string;
    now?: Date;
  },
): Promise<{ statusCode: number; body: PlacedOrder; created: boolean }> {
  const hash = requestHash(input);
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(t.users).where(eq(t.users.id, userId)).for('update');
    if (!user) throw new ApiError(404, 'userNotFound');
    const replay = await replayOf(tx, userId, idempotencyKey, hash);
    if (replay) return { ...replay, created: false };

    if (!input.acceptTerms) {
      throw new ApiError(400, 'termsRequired', {}, [
        { field: 'acceptTerms', message: message(locale, 'termsRequired') },
      ]);
    }
    const warehouse: WarehouseRow = await resolveWarehouse(tx, { userId, defaultKey: defaultWarehouseKey });
    const cart = await loadCart(tx, userId, warehouse, locale);
    if (!cart.isValidable || cart.itemCount === 0) throw new ApiError(422, 'cartNotValidable');
    const country = countryOf(warehouse);
    const packageTypes = await tx.select().from(t.packageTypes).orderBy(asc(t.packageTypes.position));
    const lines = pricedLines(cart, country, new Map(packageTypes.map((p) => [p.id, p.code])));
    if (lines.some((l) => l.isAlcohol) && !input.adultDeclared) {
      throw new ApiError(400, 'adultRequired', {}, [
        { field: 'adultDeclared', message: message(locale, 'adultRequired') },
      ]);
    }

    const delivery = await deliveryOf(tx, userId);
    const slot = await bookSlot(tx, userId, user.selectedSlotId, warehouse.id, now);
    await takeStock(tx, lines, locale);

    const capacities: CrateCapacities = {};
    for (const p of packageTypes)
      if ((p.code === 'large' || p.code === 'small') && p.capacity) capacities[p.code] = p.capacity;
    const discountCents = toCents(cart.totals.discountValue);
    const balance = await walletCents(tx, userId);
    const totals = cartTotals(
      lines,
      {
        country,
        deliveryFreeThresholdCents: warehouse.deliveryFreeThresholdCents,
        deliveryFeeCents: warehouse.deliveryFeeCents,
        orderMinimumAmountCents: warehouse.orderMinimumAmountCents,
        discountCents,
        walletBalanceCents: balance,
      },
      capacities,
    );
    // The order must cost what the cart showed (the wallet aside): a mismatch is a bug, never a price change.
    if (
      totals.subtotalTtc !== toCents(cart.totals.subtotalTtc) ||
      totals.totalDeposit !== toCents(cart.totals.totalDeposit)
    ) {
      throw new Error(`order ${userId}: totals differ from the cart`);
    }
    const crates: OrderCrate[] = crateFill(lines, capacities).map((f) => ({
      packageType: f.packageType,
      completeCrates: f.completeCrates,
      nbItems: f.nbItems,
      nbSpaceLeft: f.nbSpaceLeft,
    }));
    // A code the customer applied but that no longer holds (used up meanwhile, condition not met) stops
    // the checkout with its reason: the customer never pays a price other than the one shown.
    if (cart.appliedPromoCode && !cart.promoCodeEligible) {
      throw new ApiError(409, 'promoCodeNotApplicable', { reason: cart.promoCodeMessage ?? '' });
    }
    const promo =
      cart.appliedPromoCode && cart.promoCodeEligible
        ? (await tx.select().from(t.promoCodes).where(eq(t.promoCodes.code, cart.appliedPromoCode)))[0]
        : undefined;

    const [order] = await tx
      .insert(t.orders)
      .values({
        userId,
        warehouseId: warehouse.id,
        slotId: slot.id,
        ...delivery,
        locale: fromApiLocale(locale),
        country,
        subtotalHtCents: totals.subtotalHt,
        subtotalTtcCents: totals.subtotalTtc,
        totalTvaCents: totals.totalTva,
        vatByRate: Object.fromEntries(Object.entries(totals.vatByRate).map(([bp, cents]) => [bp, cents])),
        productsDepositCents: totals.productsDeposit,
        packagesDepositCents: totals.packagesDeposit,
        deliveryFeeCents: totals.deliveryFees,
        discountCents: totals.discountValue,
        walletUsageCents: totals.walletUsage,
        amountToPayCents: totals.amountToPay,
        crates,
        promoCodeId: promo?.id ?? null,
        promoCode: promo?.code ?? null,
        paymentMethod: input.paymentMethod,
        adultDeclared: input.adultDeclared === true,
        placedAt: now,
        statusChangedAt: now,
      })
      .returning({ id: t.orders.id });
    const orderId = order!.id;
    await tx.insert(t.orderLines).values(
      lines.map((l) => ({
        orderId,
        productWarehouseId: l.productWarehouseId,
        productId: l.productId,
        name: l.name,
        volume: l.volume,
        thumb: l.thumb,
        categoryMasterName: l.categoryMasterName,
        packageType: l.packageType,
        quantity: l.quantity,
        unitPriceTtcCents: l.unitPriceCents,
        unitPriceHtCents: l.isLocked ? 0 : l.unitPriceHtCents,
        vatRateBp: l.vatRateBp,
        bottleDepositCents: l.bottleDepositCents,
        isLocked: l.isLocked,
        isAlcohol: l.isAlcohol,
      })),
    );
    if (promo) await recordPromoUse(tx, promo.id, userId, orderId);
    if (totals.walletUsage > 0) await addWalletEntry(tx, userId, -totals.walletUsage, 'order_usage');
    await tx.delete(t.cartItems).where(eq(t.cartItems.userId, userId));
    await tx.delete(t.cartPromo).where(eq(t.cartPromo.userId, userId));
    await tx
      .update(t.users)
      .set({ selectedSlotId: null, ...(lines.some((l) => l.isAlcohol) ? { adultDeclaredAt: now } : {}) })
      .where(eq(t.users.id, userId));

    const body: PlacedOrder = {
      orderId,
      amountToPay: totals.amountToPay / 100,
      paymentMethod: input.paymentMethod,
    };
    await tx
      .insert(t.idempotencyKeys)
      .values({ userId, key: idempotencyKey, requestHash: hash, statusCode: 201, response: body });
    return { statusCode: 201, body, created: true };
  });
}
