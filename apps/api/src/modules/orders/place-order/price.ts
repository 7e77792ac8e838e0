/**
 * Step "price": the order's lines and totals in integer cents, as the cart service prices them
 * (cart/pricing.ts, the one owner of prices: the same function answers GET /api/cart).
 * Lock: none (reads only; the customer's row lock taken before it keeps the cart, the applied code
 * and the wallet still).
 * Undo: none.
 */
import type { ApiLocale } from '@consigne/domain';
import type { Tx } from '../../../db/client.js';
import { ApiError } from '../../../lib/errors.js';
import {
  inShelfOrder,
  priceCart,
  type PriceOptions,
  type PricedCart,
  type PricedLine,
} from '../../cart/index.js';

/** A line of the order: the cart's priced line (cents), with what the order line keeps of the product. */
export type PricedOrderLine = PricedLine;
export type { PricedPromo } from '../../cart/index.js';

export type PricedOrder = Pick<
  PricedCart,
  'warehouse' | 'lines' | 'totals' | 'crates' | 'promo' | 'isValidable'
>;

/**
 * The user's cart in their warehouse (as resolveWarehouse: their zone's, else `defaultWarehouseKey`'s),
 * priced in cents for the order, the warehouse read in the same statement; its lines in shelf order.
 */
export async function priceOrder(
  tx: Tx,
  userId: number,
  defaultWarehouseKey: string,
  locale: ApiLocale,
  options: PriceOptions = {},
): Promise<PricedOrder> {
  const priced = await priceCart(tx, userId, { key: defaultWarehouseKey }, locale, options);
  if (!priced) throw new ApiError(404, 'warehouseNotFound');
  return { ...priced, lines: inShelfOrder(priced.lines) };
}
