/**
 * The cart's operations: each answer is the priced cart (pricing.ts) as JSON (view.ts).
 */
import { fromApiLocale, type ApiLocale } from '@consigne/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { runPrepared } from '../../db/prepared.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { message, type MessageKey } from '../../lib/messages.js';
import type { UnconfirmedSession } from '../../plugins/auth.js';
import { sessionIsLive } from '../auth/index.js';
import { applyPromo, removePromo } from '../promo/index.js';
import { resolveWarehouse, type WarehouseRow } from '../warehouses/index.js';
import type { CartDto } from '@consigne/contract';
import {
  priceCart,
  priceLines,
  priceSessionCart,
  promoFactsOf,
  readCart,
  setLineAndPrice,
  type PricedCart,
} from './pricing.js';
import { CART_STATEMENTS, type CartLineRefusal } from './sql.js';
import { cartDto } from './view.js';

const answer = (priced: PricedCart | null, apiLocale: ApiLocale): CartDto => {
  if (!priced) throw new ApiError(404, 'warehouseNotFound');
  return cartDto(priced, apiLocale);
};

/** The cart for a user shopping in `warehouse`, in the request's language; amounts in euros. */
export async function loadCart(
  db: Db,
  userId: number,
  warehouse: WarehouseRow,
  apiLocale: ApiLocale,
): Promise<CartDto> {
  return answer(await priceCart(db, userId, warehouse, apiLocale), apiLocale);
}

/**
 * GET /api/cart for the login an access token names: its statement checks the session (ADR 0059).
 * Nothing read is an ended login (401, as the separate check answers) or no warehouse (404): the
 * rare case asks the session check alone to tell them apart.
 */
export async function loadSessionCart(
  db: Db,
  session: UnconfirmedSession,
  defaultWarehouseKey: string,
  apiLocale: ApiLocale,
): Promise<CartDto> {
  const priced = await priceSessionCart(db, session, { key: defaultWarehouseKey }, apiLocale);
  if (!priced && !(await sessionIsLive(db, session.userId, session.familyId)))
    throw new ApiError(401, 'tokenExpired');
  return answer(priced, apiLocale);
}

/**
 * PATCH /user/cart: sets the quantity, then answers the cart. A positive quantity that the entry
 * allows is written and the cart read back in one statement; anything else (removal, refusal) goes
 * through updateCartLine, which tells the refusals apart.
 */
export async function setCartLine(
  db: Db,
  userId: number,
  defaultWarehouseKey: string,
  productWarehouseId: number,
  quantity: number,
  apiLocale: ApiLocale,
): Promise<CartDto> {
  const fallback = { key: defaultWarehouseKey };
  if (Number.isInteger(quantity) && quantity > 0) {
    const priced = await setLineAndPrice(db, userId, fallback, productWarehouseId, quantity, apiLocale);
    if (priced) return cartDto(priced, apiLocale);
  }
  const warehouse = await resolveWarehouse(db, { userId, defaultKey: defaultWarehouseKey });
  await updateCartLine(db, userId, warehouse, productWarehouseId, quantity, apiLocale);
  return loadCart(db, userId, warehouse, apiLocale);
}

/** The request field each refusal of a cart line is reported on (always a 400). */
const REFUSAL_FIELDS: Record<CartLineRefusal, string> = {
  cartProductOtherWarehouse: 'product_warehouse_id',
  cartProductUnavailable: 'product_warehouse_id',
  cartQuantityTooHigh: 'quantity',
};

/**
 * Sets the quantity of one entry in the user's cart (PATCH /user/cart): 0 removes the line,
 * otherwise an upsert on (user, entry), so concurrent calls for one line never duplicate it. The
 * refusals are sql.ts's lineRefusal, the very test the write of PATCH_SQL makes.
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
  const [entry] = await runPrepared<{ maxOrderable: number; refusal: CartLineRefusal | null }>(
    db,
    CART_STATEMENTS.refusal,
    [productWarehouseId, warehouse.id, quantity],
  );
  if (!entry) throw refuse(404, 'cartProductNotFound', 'product_warehouse_id');

  const line = and(eq(t.cartItems.userId, userId), eq(t.cartItems.productWarehouseId, productWarehouseId));
  // Removing is always possible, even for an entry that became unavailable or belongs to a former zone.
  if (quantity === 0) {
    await db.delete(t.cartItems).where(line);
    return;
  }
  if (entry.refusal) {
    const params: Record<string, string> =
      entry.refusal === 'cartQuantityTooHigh' ? { max: String(entry.maxOrderable) } : {};
    throw refuse(400, entry.refusal, REFUSAL_FIELDS[entry.refusal], params);
  }
  await db
    .insert(t.cartItems)
    .values({ userId, productWarehouseId, quantity })
    .onConflictDoUpdate({
      target: [t.cartItems.userId, t.cartItems.productWarehouseId],
      set: { quantity, updatedAt: sql`now()` },
    });
}

/**
 * POST /cart/promo: applies a code when it holds for the cart as it is (the promo module checks the
 * values the cart gives it), then answers the cart.
 */
export async function applyCartPromo(
  db: Db,
  userId: number,
  warehouse: WarehouseRow,
  code: string,
  apiLocale: ApiLocale,
): Promise<CartDto> {
  const locale = fromApiLocale(apiLocale);
  const read = await readCart(db, userId, warehouse, locale);
  if (!read) throw new ApiError(404, 'warehouseNotFound');
  await applyPromo(db, code, promoFactsOf(userId, read, priceLines(read).available), apiLocale);
  return loadCart(db, userId, warehouse, apiLocale);
}

/** DELETE /cart/promo: removes the cart's code, then answers the cart. */
export async function removeCartPromo(
  db: Db,
  userId: number,
  warehouse: WarehouseRow,
  apiLocale: ApiLocale,
): Promise<CartDto> {
  await removePromo(db, userId);
  return loadCart(db, userId, warehouse, apiLocale);
}
