/**
 * The shopper's usual basket (docs/rules.md#usual-basket, ADR 0042): its lines, frequency, payment and
 * pause, and its coming dates (usual_basket_occurrences), scheduled on the weeks of their reserved slot
 * (ADR 0040). Every change runs under the customer's row lock, the lock checkout and the placement job
 * take first, so an edit never interleaves with the basket being placed.
 */
import type { UsualBasketDto } from '@consigne/contract';
import {
  addDays,
  basketDates,
  basketTimes,
  DEFAULT_USUAL_BASKET_HOURS,
  fromApiLocale,
  isOccurrenceChangeable,
  localDate,
  reservationWeeks,
  toEuros,
  USUAL_BASKET_MAX_LINES,
  type ApiLocale,
  type UsualBasketFrequency,
  type UsualBasketPayment,
} from '@consigne/domain';
import { and, asc, eq, gt, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { isOrderableEntry } from '../catalog/index.js';
import { activeCardOf } from '../saved-cards/index.js';
import { warehouseSlotRules } from '../slots/index.js';

type BasketRow = typeof t.usualBaskets.$inferSelect;
type ReservationRow = typeof t.slotReservations.$inferSelect;

/** How far ahead dates are scheduled: beyond the longest a reservation holds (8 weeks). */
const SCHEDULE_DAYS = 7 * 9;

/** A warehouse's slot rules and how many hours before a slot's cutoff its baskets are placed. */
export async function basketSettingsOf(db: Db | Tx, warehouseId: number) {
  const rules = await warehouseSlotRules(db, warehouseId);
  const [row] = await db
    .select({ hours: t.slotSettings.usualBasketHours })
    .from(t.slotSettings)
    .where(eq(t.slotSettings.warehouseId, warehouseId));
  return { rules, hours: row?.hours ?? DEFAULT_USUAL_BASKET_HOURS };
}

export const lockCustomer = (tx: Tx, userId: number) =>
  tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('update');

async function basketOf(db: Db | Tx, userId: number) {
  const [row] = await db.select().from(t.usualBaskets).where(eq(t.usualBaskets.userId, userId));
  return row ?? null;
}

/**
 * A basket paid by card is charged off-session on the shopper's saved card (ADR 0051): without one,
 * a 422 that says to save a card first (under the customer's row lock, as its removal).
 */
async function requireSavedCard(tx: Tx, userId: number) {
  if (!(await activeCardOf(tx, userId))) throw new ApiError(422, 'usualBasketNoSavedCard');
}

async function requireBasket(tx: Tx, userId: number) {
  const basket = await basketOf(tx, userId);
  if (!basket) throw new ApiError(404, 'usualBasketNotFound');
  return basket;
}

export async function activeReservation(db: Db | Tx, userId: number): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(t.slotReservations)
    .where(and(eq(t.slotReservations.userId, userId), eq(t.slotReservations.active, true)));
  return row ?? null;
}

/**
 * Writes the basket's coming dates: each week of the reserved slot (held, used by an order, or found
 * full: tried, and told if it cannot be placed) whose date the frequency takes. A date is one row
 * (unique basket and date: any run inserts it once). Dates not decided yet that no longer fit (the
 * frequency or the reservation changed, a week skipped or released) go.
 */
export async function scheduleOccurrences(tx: Tx, basket: BasketRow, now: Date): Promise<void> {
  const reservation = await activeReservation(tx, basket.userId);
  const today = localDate(now);
  const weeks = reservation
    ? await tx
        .select({ slotId: t.slotReservationWeeks.slotId, startAt: t.slots.startAt })
        .from(t.slotReservationWeeks)
        .innerJoin(t.slots, eq(t.slots.id, t.slotReservationWeeks.slotId))
        .where(
          and(
            eq(t.slotReservationWeeks.reservationId, reservation.id),
            inArray(t.slotReservationWeeks.status, ['held', 'used', 'full']),
            gt(t.slots.startAt, now),
          ),
        )
    : [];
  const dates = new Set(
    reservation && basket.active
      ? basketDates(basket, reservation, today, addDays(today, SCHEDULE_DAYS))
      : [],
  );
  const due = weeks.filter((w) => dates.has(localDate(w.startAt)));
  const keep = due.map((w) => w.slotId);
  await tx
    .delete(t.usualBasketOccurrences)
    .where(
      and(
        eq(t.usualBasketOccurrences.basketId, basket.id),
        inArray(t.usualBasketOccurrences.status, ['scheduled', 'reminded', 'skipped']),
        gte(t.usualBasketOccurrences.date, today),
        ...(keep.length ? [notInArray(t.usualBasketOccurrences.slotId, keep)] : []),
      ),
    );
  for (const week of due) {
    await tx
      .insert(t.usualBasketOccurrences)
      .values({
        basketId: basket.id,
        date: localDate(week.startAt),
        slotId: week.slotId,
        statusChangedAt: now,
      })
      .onConflictDoNothing();
  }
}

/** The shopper's basket, its lines (in their language) and coming dates; null without one. */
export async function basketView(
  db: Db | Tx,
  userId: number,
  apiLocale: ApiLocale,
  now = new Date(),
): Promise<{ basket: UsualBasketDto | null }> {
  const basket = await basketOf(db, userId);
  if (!basket) return { basket: null };
  const locale = fromApiLocale(apiLocale);
  const lines = await db
    .select({
      productWarehouseId: t.usualBasketLines.productWarehouseId,
      productId: t.products.id,
      name: sql<string>`coalesce(${t.productTranslations.name}, '')`,
      slug: t.productWarehouses.slug,
      quantity: t.usualBasketLines.quantity,
      priceCents: t.productWarehouses.priceCents,
      maxOrderable: t.productWarehouses.maxOrderable,
      isAvailable: sql<boolean>`${isOrderableEntry()}`,
      substitution: t.usualBasketLines.substitution,
    })
    .from(t.usualBasketLines)
    .innerJoin(t.productWarehouses, eq(t.productWarehouses.id, t.usualBasketLines.productWarehouseId))
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .leftJoin(
      t.productTranslations,
      and(eq(t.productTranslations.productId, t.products.id), eq(t.productTranslations.locale, locale)),
    )
    .where(eq(t.usualBasketLines.basketId, basket.id))
    .orderBy(asc(t.usualBasketLines.id));
  const occurrences = await db
    .select({ occurrence: t.usualBasketOccurrences, slot: t.slots })
    .from(t.usualBasketOccurrences)
    .innerJoin(t.slots, eq(t.slots.id, t.usualBasketOccurrences.slotId))
    .where(and(eq(t.usualBasketOccurrences.basketId, basket.id), gt(t.slots.endAt, now)))
    .orderBy(asc(t.slots.startAt));
  const reservation = await activeReservation(db, userId);
  const card = await activeCardOf(db, userId);
  const { rules, hours } = await basketSettingsOf(db, reservation?.warehouseId ?? 0);
  return {
    basket: {
      id: basket.id,
      frequency: basket.frequency,
      payment: basket.payment,
      pausedUntil: basket.pausedUntil,
      cardLabel: card ? `${card.brand} •••• ${card.last4}` : null,
      placeHoursBeforeCutoff: hours,
      lines: lines.map(({ priceCents, ...line }) => ({ ...line, unitPrice: toEuros(priceCents) })),
      occurrences: occurrences.map(({ occurrence: o, slot }) => {
        const times = basketTimes(slot.startAt, hours, rules);
        return {
          id: o.id,
          date: o.date,
          slot: { id: slot.id, startAt: slot.startAt.toISOString(), endAt: slot.endAt.toISOString() },
          status: o.status,
          reason: o.reason,
          orderId: o.orderId,
          remindAt: times.remindAt.toISOString(),
          placeAt: times.placeAt.toISOString(),
          isChangeable: isOccurrenceChangeable(o.status, times.placeAt, now),
        };
      }),
    },
  };
}

interface WantedLine {
  productWarehouseId: number;
  quantity: number;
}

/**
 * Lines as the cart takes them: entries of the basket's warehouse, orderable, each within its
 * maxOrderable (a 422 otherwise, nothing stored).
 */
async function checkLines(tx: Tx, warehouseId: number, lines: readonly WantedLine[]) {
  if (lines.length > USUAL_BASKET_MAX_LINES) throw new ApiError(422, 'usualBasketTooManyLines');
  if (new Set(lines.map((l) => l.productWarehouseId)).size !== lines.length)
    throw new ApiError(422, 'usualBasketLineInvalid');
  if (!lines.length) return;
  const entries = await tx
    .select({ id: t.productWarehouses.id, maxOrderable: t.productWarehouses.maxOrderable })
    .from(t.productWarehouses)
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .where(
      and(
        inArray(
          t.productWarehouses.id,
          lines.map((l) => l.productWarehouseId),
        ),
        eq(t.productWarehouses.warehouseId, warehouseId),
        isOrderableEntry(),
      ),
    );
  const max = new Map(entries.map((e) => [e.id, e.maxOrderable]));
  for (const line of lines) {
    const limit = max.get(line.productWarehouseId);
    if (limit === undefined) throw new ApiError(422, 'usualBasketLineInvalid');
    if (line.quantity > limit) throw new ApiError(422, 'cartQuantityTooHigh', { max: String(limit) });
  }
}

/** The lines of one of the shopper's orders, as entries of `warehouseId` within their maxOrderable. */
async function linesFromOrder(tx: Tx, userId: number, orderId: number, warehouseId: number) {
  const [order] = await tx
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
  if (!order) throw new ApiError(404, 'orderNotFound');
  const rows = await tx
    .select({
      entryId: t.productWarehouses.id,
      quantity: sql<number>`sum(${t.orderLines.quantity})::int`,
      maxOrderable: t.productWarehouses.maxOrderable,
    })
    .from(t.orderLines)
    .innerJoin(
      t.productWarehouses,
      and(
        eq(t.productWarehouses.productId, t.orderLines.productId),
        eq(t.productWarehouses.warehouseId, warehouseId),
      ),
    )
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .where(and(eq(t.orderLines.orderId, orderId), eq(t.orderLines.isLocked, false), isOrderableEntry()))
    .groupBy(t.productWarehouses.id)
    .orderBy(asc(sql`min(${t.orderLines.id})`));
  return rows.map((r) => ({ productWarehouseId: r.entryId, quantity: Math.min(r.quantity, r.maxOrderable) }));
}

/** The shopper's favourites, one of each, as entries of `warehouseId`. */
async function linesFromFavourites(tx: Tx, userId: number, warehouseId: number) {
  const rows = await tx
    .select({ entryId: t.productWarehouses.id })
    .from(t.favourites)
    .innerJoin(
      t.productWarehouses,
      and(
        eq(t.productWarehouses.productId, t.favourites.productId),
        eq(t.productWarehouses.warehouseId, warehouseId),
      ),
    )
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .where(and(eq(t.favourites.userId, userId), isOrderableEntry()))
    .orderBy(asc(t.favourites.id));
  return rows.map((r) => ({ productWarehouseId: r.entryId, quantity: 1 }));
}

async function writeLines(tx: Tx, basketId: number, lines: readonly WantedLine[]) {
  await tx.delete(t.usualBasketLines).where(eq(t.usualBasketLines.basketId, basketId));
  if (lines.length) await tx.insert(t.usualBasketLines).values(lines.map((l) => ({ basketId, ...l })));
}

interface CreateBasketRequest {
  source: 'order' | 'favourites';
  orderId?: number | undefined;
  frequency: UsualBasketFrequency;
  payment: UsualBasketPayment;
}

/** POST /user/usual-basket: one basket per shopper, on their reserved slot. */
export async function createBasket(
  db: Db,
  userId: number,
  request: CreateBasketRequest,
  locale: ApiLocale,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    if (await basketOf(tx, userId)) throw new ApiError(409, 'usualBasketExists');
    if (request.payment === 'card') await requireSavedCard(tx, userId);
    const reservation = await activeReservation(tx, userId);
    if (!reservation) throw new ApiError(422, 'usualBasketNeedsReservation');
    const lines = (
      request.source === 'order'
        ? await linesFromOrder(tx, userId, request.orderId ?? 0, reservation.warehouseId)
        : await linesFromFavourites(tx, userId, reservation.warehouseId)
    ).slice(0, USUAL_BASKET_MAX_LINES);
    if (!lines.length) throw new ApiError(422, 'usualBasketEmpty');
    // Its first date: the reservation's next week that still takes orders.
    const { rules } = await basketSettingsOf(tx, reservation.warehouseId);
    const [first] = reservationWeeks(reservation, now, { weeks: 8, rules });
    const [basket] = await tx
      .insert(t.usualBaskets)
      .values({
        userId,
        frequency: request.frequency,
        payment: request.payment,
        anchorDate: first?.date ?? reservation.anchorDate,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeLines(tx, basket!.id, lines);
    await scheduleOccurrences(tx, basket!, now);
  });
  return basketView(db, userId, locale, now);
}

/** Runs a change of the shopper's basket under their row lock, then answers the basket. */
async function change(
  db: Db,
  userId: number,
  locale: ApiLocale,
  now: Date,
  apply: (tx: Tx, basket: BasketRow) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const basket = await requireBasket(tx, userId);
    await apply(tx, basket);
    await tx.update(t.usualBaskets).set({ updatedAt: now }).where(eq(t.usualBaskets.id, basket.id));
  });
  return basketView(db, userId, locale, now);
}

async function basketWarehouse(tx: Tx, userId: number) {
  const reservation = await activeReservation(tx, userId);
  if (!reservation) throw new ApiError(422, 'usualBasketNeedsReservation');
  return reservation.warehouseId;
}

/** PATCH /user/usual-basket: frequency (its dates scheduled again) or payment. */
export function changeBasket(
  db: Db,
  userId: number,
  body: { frequency?: UsualBasketFrequency | undefined; payment?: UsualBasketPayment | undefined },
  locale: ApiLocale,
  now = new Date(),
) {
  return change(db, userId, locale, now, async (tx, basket) => {
    if (body.payment === 'card') await requireSavedCard(tx, userId);
    const [changed] = await tx
      .update(t.usualBaskets)
      .set({
        ...(body.frequency ? { frequency: body.frequency } : {}),
        ...(body.payment ? { payment: body.payment } : {}),
      })
      .where(eq(t.usualBaskets.id, basket.id))
      .returning();
    if (body.frequency && body.frequency !== basket.frequency) {
      // The dates not decided yet follow the new frequency; skipped ones are forgotten with them.
      await tx
        .delete(t.usualBasketOccurrences)
        .where(
          and(
            eq(t.usualBasketOccurrences.basketId, basket.id),
            inArray(t.usualBasketOccurrences.status, ['scheduled', 'reminded', 'skipped']),
          ),
        );
      await scheduleOccurrences(tx, changed!, now);
    }
  });
}

/** PATCH /user/usual-basket/lines: one line, as the cart's PATCH (0 removes it). */
export function setLine(
  db: Db,
  userId: number,
  body: { productWarehouseId: number; quantity: number },
  locale: ApiLocale,
  now = new Date(),
) {
  return change(db, userId, locale, now, async (tx, basket) => {
    if (body.quantity === 0) {
      await tx
        .delete(t.usualBasketLines)
        .where(
          and(
            eq(t.usualBasketLines.basketId, basket.id),
            eq(t.usualBasketLines.productWarehouseId, body.productWarehouseId),
          ),
        );
      return;
    }
    await checkLines(tx, await basketWarehouse(tx, userId), [body]);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(t.usualBasketLines)
      .where(
        and(
          eq(t.usualBasketLines.basketId, basket.id),
          sql`${t.usualBasketLines.productWarehouseId} <> ${body.productWarehouseId}`,
        ),
      );
    if (n >= USUAL_BASKET_MAX_LINES) throw new ApiError(422, 'usualBasketTooManyLines');
    await tx
      .insert(t.usualBasketLines)
      .values({ basketId: basket.id, ...body })
      .onConflictDoUpdate({
        target: [t.usualBasketLines.basketId, t.usualBasketLines.productWarehouseId],
        set: { quantity: body.quantity },
      });
  });
}

/** PUT /user/usual-basket/lines: every line at once. */
export function replaceLines(
  db: Db,
  userId: number,
  lines: readonly WantedLine[],
  locale: ApiLocale,
  now = new Date(),
) {
  return change(db, userId, locale, now, async (tx, basket) => {
    await checkLines(tx, await basketWarehouse(tx, userId), lines);
    await writeLines(tx, basket.id, lines);
  });
}

/** POST /user/usual-basket/pause (until a day) and /resume (until null). */
export function pauseBasket(
  db: Db,
  userId: number,
  until: string | null,
  locale: ApiLocale,
  now = new Date(),
) {
  if (until !== null && until <= localDate(now)) throw new ApiError(422, 'usualBasketPauseInPast');
  return change(db, userId, locale, now, async (tx, basket) => {
    await tx.update(t.usualBaskets).set({ pausedUntil: until }).where(eq(t.usualBaskets.id, basket.id));
  });
}

/** POST /user/usual-basket/dates/:id/skip|unskip: until the date is placed. */
export function setDateSkipped(
  db: Db,
  userId: number,
  occurrenceId: number,
  skip: boolean,
  locale: ApiLocale,
  now = new Date(),
) {
  return change(db, userId, locale, now, async (tx, basket) => {
    const [row] = await tx
      .select({ occurrence: t.usualBasketOccurrences, slot: t.slots })
      .from(t.usualBasketOccurrences)
      .innerJoin(t.slots, eq(t.slots.id, t.usualBasketOccurrences.slotId))
      .where(
        and(eq(t.usualBasketOccurrences.id, occurrenceId), eq(t.usualBasketOccurrences.basketId, basket.id)),
      )
      .for('update', { of: t.usualBasketOccurrences });
    if (!row) throw new ApiError(404, 'usualBasketDateNotFound');
    const { occurrence } = row;
    if (occurrence.status === (skip ? 'skipped' : 'scheduled')) return;
    const { rules, hours } = await basketSettingsOf(tx, row.slot.warehouseId);
    const { placeAt } = basketTimes(row.slot.startAt, hours, rules);
    if (!isOccurrenceChangeable(occurrence.status, placeAt, now))
      throw new ApiError(422, 'usualBasketDateClosed');
    // Conditional: only a date not placed meanwhile changes.
    await tx
      .update(t.usualBasketOccurrences)
      .set({ status: skip ? 'skipped' : 'scheduled', reason: null, statusChangedAt: now })
      .where(
        and(
          eq(t.usualBasketOccurrences.id, occurrence.id),
          inArray(t.usualBasketOccurrences.status, ['scheduled', 'reminded', 'skipped']),
        ),
      );
  });
}

/** DELETE /user/usual-basket: the basket and its dates go; the orders it placed stay. */
export async function deleteBasket(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    await requireBasket(tx, userId);
    await tx.delete(t.usualBaskets).where(eq(t.usualBaskets.userId, userId));
  });
  return { basket: null };
}

/** A customer's erasure (GDPR): the basket, its lines and dates go (nothing the law keeps). */
export async function eraseUsualBasket(tx: Tx, userId: number) {
  await tx.delete(t.usualBaskets).where(eq(t.usualBaskets.userId, userId));
}

/** A customer's usual basket, its lines and dates, for their data export (GDPR). */
export async function usualBasketOf(db: Db, userId: number) {
  const basket = await basketOf(db, userId);
  if (!basket) return null;
  const kept = basket;
  const lines = await db
    .select()
    .from(t.usualBasketLines)
    .where(eq(t.usualBasketLines.basketId, basket.id))
    .orderBy(asc(t.usualBasketLines.id));
  const dates = await db
    .select()
    .from(t.usualBasketOccurrences)
    .where(eq(t.usualBasketOccurrences.basketId, basket.id))
    .orderBy(asc(t.usualBasketOccurrences.date));
  return { ...kept, lines, dates };
}
