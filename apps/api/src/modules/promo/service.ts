import {
  fromApiLocale,
  promoDiscountCents,
  promoLimitRefusal,
  promoRefusal as judgePromo,
  promoWindowRefusal,
  type ApiLocale,
  type PromoRefusalKey,
  type PromoUses,
} from '@consigne/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { message, type MessageKey } from '../../lib/messages.js';
import { isOrderableEntry } from '../catalog/index.js';

export type PromoCode = typeof t.promoCodes.$inferSelect;
/** Why a code does not (or no longer) apply: a message key and its parameters. */
export interface PromoRefusal {
  key: MessageKey;
  params: Record<string, string>;
}

/** Codes are matched case-insensitively: stored upper-cased, typed in any case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

const amountText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

async function usesOf(db: Db, promoId: number, userId: number): Promise<PromoUses> {
  const [row] = await db
    .select({
      total: count(),
      mine: sql<number>`count(*) filter (where ${t.promoCodeUses.userId} = ${userId})`.mapWith(Number),
    })
    .from(t.promoCodeUses)
    .where(eq(t.promoCodeUses.promoCodeId, promoId));
  return { total: row?.total ?? 0, mine: row?.mine ?? 0 };
}

/**
 * What a code is checked against, given by the cart (which reads them with its lines): the customer,
 * the cart's products incl. VAT before any discount (cents), its warehouse, and whether the customer
 * has an order that is not cancelled (first-order-only codes).
 */
export interface PromoCartFacts {
  userId: number;
  subtotalCents: number;
  warehouseId: number;
  hasPlacedOrder: boolean;
}

/** A refusal key of the domain's rules with its message parameters. */
const refusalOf = (promo: PromoCode, key: PromoRefusalKey | null): PromoRefusal | null =>
  key && {
    key,
    params: key === 'promoCodeMinSubtotal' ? { amount: amountText(promo.minSubtotalCents) } : {},
  };

/**
 * Whether `promo` applies to this cart, in the shopper's locale, at `now` (the domain's promoRefusal,
 * with the code's uses counted here): null when it does, else the reason.
 */
export async function promoRefusal(
  db: Db,
  promo: PromoCode,
  { userId, ...cart }: PromoCartFacts,
  apiLocale: ApiLocale,
  now: Date = new Date(),
): Promise<PromoRefusal | null> {
  const uses = await usesOf(db, promo.id, userId);
  return refusalOf(promo, judgePromo(promo, { ...cart, locale: fromApiLocale(apiLocale) }, uses, now));
}

/** The entry of a gift code's product in a warehouse, when it is on sale there. */
export async function giftEntryId(db: Db, promo: PromoCode, warehouseId: number): Promise<number | null> {
  if (promo.kind !== 'gift' || !promo.giftProductKey) return null;
  const [row] = await db
    .select({ id: t.productWarehouses.id })
    .from(t.productWarehouses)
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .where(
      and(
        eq(t.products.key, promo.giftProductKey),
        eq(t.productWarehouses.warehouseId, warehouseId),
        isOrderableEntry(),
      ),
    );
  return row?.id ?? null;
}

/** The code applied to the user's cart, if any. */
export async function appliedPromo(db: Db, userId: number): Promise<PromoCode | null> {
  const [row] = await db
    .select({ promo: t.promoCodes })
    .from(t.cartPromo)
    .innerJoin(t.promoCodes, eq(t.promoCodes.id, t.cartPromo.promoCodeId))
    .where(eq(t.cartPromo.userId, userId));
  return row?.promo ?? null;
}

/** What the cart shows of its code: still eligible or not, why, and the discount. */
export async function cartPromoState(
  db: Db,
  promo: PromoCode,
  cart: PromoCartFacts,
  apiLocale: ApiLocale,
): Promise<{ eligible: boolean; message: string | null; discountCents: number; giftEntryId: number | null }> {
  let refusal = await promoRefusal(db, promo, cart, apiLocale);
  const gift = refusal ? null : await giftEntryId(db, promo, cart.warehouseId);
  if (!refusal && promo.kind === 'gift' && gift === null)
    refusal = { key: 'promoCodeGiftUnavailable', params: {} };
  if (refusal)
    return {
      eligible: false,
      message: message(apiLocale, refusal.key, refusal.params),
      discountCents: 0,
      giftEntryId: null,
    };
  return {
    eligible: true,
    message: null,
    discountCents: promoDiscountCents(promo, cart.subtotalCents),
    giftEntryId: gift,
  };
}

const refuse = (apiLocale: ApiLocale, refusal: PromoRefusal) =>
  new ApiError(400, refusal.key, refusal.params, [
    { field: 'code', message: message(apiLocale, refusal.key, refusal.params) },
  ]);

/**
 * Applies a code to the user's cart when it is eligible for it; replaces any code already applied.
 * An upsert on the user: concurrent calls leave one cart_promo row.
 */
export async function applyPromo(
  db: Db,
  code: string,
  cart: PromoCartFacts,
  apiLocale: ApiLocale,
): Promise<PromoCode> {
  const { userId } = cart;
  const [promo] = await db
    .select()
    .from(t.promoCodes)
    .where(eq(t.promoCodes.code, normalizeCode(code)));
  if (!promo) throw refuse(apiLocale, { key: 'promoCodeUnknown', params: {} });
  const refusal = await promoRefusal(db, promo, cart, apiLocale);
  if (refusal) throw refuse(apiLocale, refusal);
  if (promo.kind === 'gift' && (await giftEntryId(db, promo, cart.warehouseId)) === null)
    throw refuse(apiLocale, { key: 'promoCodeGiftUnavailable', params: {} });
  await db
    .insert(t.cartPromo)
    .values({ userId, promoCodeId: promo.id })
    .onConflictDoUpdate({
      target: t.cartPromo.userId,
      set: { promoCodeId: promo.id, appliedAt: sql`now()` },
    });
  return promo;
}

/** Removes the code of the user's cart (no-op without one). */
export async function removePromo(db: Db, userId: number): Promise<void> {
  await db.delete(t.cartPromo).where(eq(t.cartPromo.userId, userId));
}

/**
 * Records one use of a code (at checkout), inside the caller's transaction. The promo row is locked
 * (SELECT … FOR UPDATE) so concurrent uses are counted one after the other: neither the per-customer
 * nor the total limit can be exceeded. Its window is re-read under the lock too: a code disabled (or
 * ended) while the order was being priced is refused. Throws a 409 ApiError when a rule fails.
 */
export async function recordPromoUse(
  tx: Db,
  promoId: number,
  userId: number,
  orderId: number | null = null,
): Promise<void> {
  const [promo] = await tx.select().from(t.promoCodes).where(eq(t.promoCodes.id, promoId)).for('update');
  if (!promo) throw new ApiError(404, 'promoCodeUnknown');
  const key =
    promoWindowRefusal(promo, new Date()) ?? promoLimitRefusal(promo, await usesOf(tx, promoId, userId));
  if (key) throw new ApiError(409, key);
  await tx.insert(t.promoCodeUses).values({ promoCodeId: promoId, userId, orderId });
}
