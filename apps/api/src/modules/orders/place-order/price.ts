/**
 * Step "price": the order's lines and totals in integer cents, as the cart priced them.
 * Lock: none (reads only; the customer's row lock taken before it keeps the cart still).
 * Undo: none.
 *
 * For now it reads the cart's JSON view back into cents; the cart service's priceCart (one owner of
 * prices) is to replace this body, keeping the PricedOrder shape.
 */
import {
  cartTotals,
  crateFill,
  priceExcludingVat,
  toCents,
  vatCountryOf,
  vatRate,
  type ApiLocale,
  type CartLineInput,
  type CartTotals,
  type Country,
  type CrateCapacities,
  type PackageFill,
  type PackageTypeCode,
  type VatClass,
} from '@consigne/domain';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { loadCart } from '../../cart/service.js';
import type { CartDto } from '../../cart/schema.js';
import { walletCents } from '../../users/service.js';
import type { WarehouseRow } from '../../warehouses/service.js';

/** A line of the order, in cents, with what the order line keeps of the product. */
export interface PricedOrderLine extends CartLineInput {
  productId: number;
  unitPriceHtCents: number;
  vatRateBp: number;
  isLocked: boolean;
  isAlcohol: boolean;
  name: string;
  volume: string;
  thumb: string;
  categoryMasterName: string;
}

export interface PricedPromo {
  id: number;
  code: string;
  /** False when the code no longer holds (used up meanwhile, condition not met): `message` says why. */
  eligible: boolean;
  message: string | null;
  discountCents: number;
}

export interface PricedOrder {
  lines: PricedOrderLine[];
  totals: CartTotals;
  crates: PackageFill[];
  promo: PricedPromo | null;
  isValidable: boolean;
}

/** The cart's lines in cents (the VAT class read back from the rate: the part priceCart replaces). */
function linesOf(cart: CartDto, country: Country, codes: Map<number, string>): PricedOrderLine[] {
  return cart.availableItems.flatMap((group) =>
    group.packages.flatMap((pack) =>
      pack.cartItems.map((item) => {
        const vatClass: VatClass = item.product.vatRate === vatRate(country, 'food') ? 'food' : 'standard';
        const unitPriceCents = toCents(item.appliedPriceTTC);
        return {
          productWarehouseId: item.productWarehouse.id,
          productId: item.product.id,
          quantity: item.quantity,
          unitPriceCents,
          unitPriceHtCents: priceExcludingVat(unitPriceCents, country, vatClass),
          vatClass,
          vatRateBp: Math.round(vatRate(country, vatClass) * 10_000),
          packageType: (codes.get(item.product.packageType.id) ?? 'other') as PackageTypeCode,
          bottleDepositCents: toCents(item.product.bottleDeposit),
          isLocked: item.isLocked,
          isAlcohol: (item.product.alcoholLevel ?? 0) > 0,
          name: item.product.name,
          volume: item.product.volumeTranslated,
          thumb: item.product.thumb150,
          categoryMasterName: group.categoryMasterName,
        };
      }),
    ),
  );
}

async function promoOf(tx: Tx, cart: CartDto): Promise<PricedPromo | null> {
  if (!cart.appliedPromoCode) return null;
  const [row] = await tx.select().from(t.promoCodes).where(eq(t.promoCodes.code, cart.appliedPromoCode));
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    eligible: cart.promoCodeEligible,
    message: cart.promoCodeMessage,
    discountCents: toCents(cart.totals.discountValue),
  };
}

/** The user's cart in `warehouse`, priced in cents for the order. */
export async function priceOrder(
  tx: Tx,
  userId: number,
  warehouse: WarehouseRow,
  locale: ApiLocale,
): Promise<PricedOrder> {
  const cart = await loadCart(tx, userId, warehouse, locale);
  const country = vatCountryOf(warehouse);
  const packageTypes = await tx.select().from(t.packageTypes).orderBy(asc(t.packageTypes.position));
  const lines = linesOf(cart, country, new Map(packageTypes.map((p) => [p.id, p.code])));
  const capacities: CrateCapacities = {};
  for (const p of packageTypes)
    if ((p.code === 'large' || p.code === 'small') && p.capacity) capacities[p.code] = p.capacity;
  const totals = cartTotals(
    lines,
    {
      country,
      deliveryFreeThresholdCents: warehouse.deliveryFreeThresholdCents,
      deliveryFeeCents: warehouse.deliveryFeeCents,
      orderMinimumAmountCents: warehouse.orderMinimumAmountCents,
      discountCents: toCents(cart.totals.discountValue),
      walletBalanceCents: await walletCents(tx, userId),
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
  return {
    lines,
    totals,
    crates: crateFill(lines, capacities),
    promo: await promoOf(tx, cart),
    isValidable: cart.isValidable && cart.itemCount > 0,
  };
}
