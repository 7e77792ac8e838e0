/**
 * The usual basket's jobs (ADR 0042): its dates scheduled, the reminder 24 hours before the placement,
 * the placement N hours before the slot's cutoff, and every failure told to the shopper.
 *
 * The placement goes through the checkout's own steps (placeOrderIn): in one transaction under the
 * customer's row lock, the shopper's cart (lines, promo code, slot selection and hold) is set aside,
 * the basket's lines put in its place with the occurrence's slot selected, the cart placed as an
 * order, and the shopper's cart put back. So the basket is priced by the cart's one pricing (crates,
 * deposits, wallet), takes stock and the held place of the reserved week like any checkout, and a
 * failed step leaves nothing (a savepoint). Exactly once: the occurrence's row is locked after the
 * customer's and only a 'scheduled' or 'reminded' one is placed, the status changed by a conditional
 * update in the order's transaction; the order is unique per occurrence, and its idempotency key is
 * the occurrence's. Locks: customer → occurrence → slot → stock rows → promo → wallet (ADR 0004's).
 */
import {
  basketLinesToOrder,
  basketOrdersOn,
  basketTimes,
  discountedPrice,
  isLocale,
  isOccurrenceMissed,
  isPlacementDue,
  isReminderDue,
  rankSubstitutes,
  toApiLocale,
  vatCountryOf,
  type ApiLocale,
  type Country,
  type PackageTypeCode,
  type SubstitutionChoice,
  type UsualBasketFailure,
} from '@consigne/domain';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { dislikedProductIds } from '../cart/index.js';
import { effectiveDiscount, entryMinimumAge, isOrderableEntry } from '../catalog/index.js';
import { notify } from '../notifications/index.js';
import { placeOrderIn } from '../orders/index.js';
import { activeCardOf } from '../saved-cards/index.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { usualBasketChargeJob } from './charge.js';
import { basketPageUrl, failedMail, reminderMail } from './mail.js';
import { activeReservation, basketSettingsOf, lockCustomer, scheduleOccurrences } from './service.js';

type OccurrenceRow = typeof t.usualBasketOccurrences.$inferSelect;
type BasketRow = typeof t.usualBaskets.$inferSelect;

const OPEN = ['scheduled', 'reminded'] as const;

/** The row of an entry a basket line may become: what the closest-match rule reads. */
async function entriesOf(tx: Tx, ids: readonly number[]) {
  if (!ids.length) return [];
  return tx
    .select({
      id: t.productWarehouses.id,
      productId: t.products.id,
      warehouseId: t.productWarehouses.warehouseId,
      stock: t.productWarehouses.stock,
      maxOrderable: t.productWarehouses.maxOrderable,
      orderable: sql<boolean>`${isOrderableEntry()}`,
      priceCents: t.productWarehouses.priceCents,
      discount: effectiveDiscount(),
      packageType: t.packageTypes.code,
      categoryId: t.products.categoryId,
      departmentId: t.categories.masterId,
      alcoholLevel: t.products.alcoholLevel,
      categorySlug: t.categories.slug,
      masterSlug: t.categoryMasters.slug,
    })
    .from(t.productWarehouses)
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .innerJoin(t.packageTypes, eq(t.packageTypes.id, t.products.packageTypeId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .innerJoin(t.categoryMasters, eq(t.categoryMasters.id, t.categories.masterId))
    .where(inArray(t.productWarehouses.id, [...ids]));
}
type EntryRow = Awaited<ReturnType<typeof entriesOf>>[number];

const asSubstitute = (r: EntryRow, country: Country) => ({
  ...r,
  packageType: r.packageType as PackageTypeCode,
  minimumAge: entryMinimumAge(r, country),
  unitPriceCents: discountedPrice(r.priceCents, r.discount),
});

/**
 * The closest match in stock for `quantity` of an entry (the picker's rule), never a product the
 * shopper marked as disliked, or null.
 */
async function closestInStock(
  tx: Tx,
  original: EntryRow,
  { quantity, country, disliked }: { quantity: number; country: Country; disliked: readonly number[] },
) {
  const candidates = await tx
    .select({ id: t.productWarehouses.id })
    .from(t.productWarehouses)
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .innerJoin(t.packageTypes, eq(t.packageTypes.id, t.products.packageTypeId))
    .where(
      and(
        eq(t.productWarehouses.warehouseId, original.warehouseId),
        eq(t.packageTypes.code, original.packageType),
        isOrderableEntry(),
        sql`${t.productWarehouses.id} <> ${original.id}`,
        sql`(${t.productWarehouses.stock} is null or ${t.productWarehouses.stock} >= ${quantity})`,
      ),
    );
  const rows = await entriesOf(
    tx,
    candidates.map((c) => c.id),
  );
  const [best] = rankSubstitutes(
    asSubstitute(original, country),
    rows.map((r) => asSubstitute(r, country)),
    { disliked },
  );
  return best?.candidate ?? null;
}

/**
 * The lines the occurrence orders: in stock as they are, else replaced as the shopper said (their
 * product, or the closest match unless they said "no substitute"), else dropped.
 */
async function linesToOrder(tx: Tx, basket: BasketRow, warehouse: { id: number; country: string }) {
  const lines = await tx
    .select()
    .from(t.usualBasketLines)
    .where(eq(t.usualBasketLines.basketId, basket.id))
    .orderBy(asc(t.usualBasketLines.id));
  const [user] = await tx
    .select({ substitution: t.users.defaultSubstitution })
    .from(t.users)
    .where(eq(t.users.id, basket.userId));
  const country = vatCountryOf(warehouse);
  const known = new Map<number, EntryRow>();
  const remember = async (ids: number[]) => {
    for (const row of await entriesOf(
      tx,
      ids.filter((id) => !known.has(id)),
    ))
      known.set(row.id, row);
  };
  await remember(lines.flatMap((l) => [l.productWarehouseId, l.substituteProductWarehouseId ?? 0]));
  const stockOf = (id: number) => {
    const row = known.get(id);
    if (!row || !row.orderable || row.warehouseId !== warehouse.id) return 0;
    return Math.min(row.maxOrderable, row.stock ?? Number.MAX_SAFE_INTEGER);
  };
  // The substitute of each line, found before the pure rule decides (it reads no database).
  const substitutes = new Map<number, number | null>();
  let disliked: number[] | undefined;
  for (const line of lines) {
    const choice = line.substitution ?? user?.substitution ?? 'closest';
    const own = known.get(line.productWarehouseId);
    if (stockOf(line.productWarehouseId) >= line.quantity || !own || choice === 'none') continue;
    if (choice === 'product') {
      substitutes.set(line.productWarehouseId, line.substituteProductWarehouseId);
      continue;
    }
    disliked ??= await dislikedProductIds(tx, basket.userId);
    const closest = await closestInStock(tx, own, { quantity: line.quantity, country, disliked });
    if (closest) {
      known.set(closest.id, closest);
      substitutes.set(line.productWarehouseId, closest.id);
    }
  }
  const chosen = basketLinesToOrder(lines, stockOf, (id) => substitutes.get(id) ?? null);
  const preference = new Map(lines.map((l) => [l.productWarehouseId, l]));
  return chosen.lines.map((l) => ({
    ...l,
    substitution: preference.get(l.productWarehouseId)?.substitution ?? null,
    substituteProductWarehouseId: preference.get(l.productWarehouseId)?.substituteProductWarehouseId ?? null,
  }));
}

/** What the checkout's refusal means for the shopper. */
function failureOf(error: ApiError): UsualBasketFailure {
  if (error.key === 'slotFull') return 'slotFull';
  if (error.key === 'orderOutOfStock') return 'nothingInStock';
  if (error.key === 'orderSlotRequired' || error.key === 'slotNoZone') return 'noSlot';
  return 'notPlaceable';
}

interface PlacementDeps {
  /** The shop's address, for the e-mails' links. */
  publicUrl: string;
}

async function tellFailure(
  tx: Tx,
  deps: PlacementDeps,
  occurrence: OccurrenceRow,
  basket: BasketRow,
  slot: typeof t.slots.$inferSelect,
  reason: UsualBasketFailure,
  now: Date,
) {
  await tx
    .update(t.usualBasketOccurrences)
    .set({ status: 'failed', reason, statusChangedAt: now })
    .where(
      and(eq(t.usualBasketOccurrences.id, occurrence.id), inArray(t.usualBasketOccurrences.status, OPEN)),
    );
  await notify(tx, {
    event: 'usualBasketFailed',
    userId: basket.userId,
    subject: `usual-basket-date:${occurrence.id}`,
    params: { reason, from: slot.startAt.toISOString(), to: slot.endAt.toISOString() },
    mail: {
      template: 'usual-basket-failed',
      render: (locale) =>
        failedMail(locale, { page: basketPageUrl(deps.publicUrl, locale), reason, from: slot.startAt }, now),
    },
  });
}

/** Makes `addressId` the shopper's only selected address (none for null), in two steps for the unique index. */
async function selectAddress(tx: Tx, userId: number, addressId: number | null) {
  await tx
    .update(t.addresses)
    .set({ isSelected: false })
    .where(and(eq(t.addresses.userId, userId), eq(t.addresses.isSelected, true)));
  if (addressId !== null)
    await tx
      .update(t.addresses)
      .set({ isSelected: true })
      .where(and(eq(t.addresses.id, addressId), eq(t.addresses.userId, userId)));
}

/**
 * Runs `place` delivering where the reserved slot says — its address (in that address's zone) or its
 * pickup point — whatever the shopper selected since, then selects again what they had. The checkout's
 * delivery step reads the selected address and the shopper's zone; under the customer's row lock.
 * A reservation whose address is gone is a 422 `slotNoZone` (told as 'no slot').
 */
async function toReservedDelivery<T>(
  tx: Tx,
  userId: number,
  reservation: { addressId: number | null; pickupPointId: number | null },
  place: () => Promise<T>,
): Promise<T> {
  const [user] = await tx.select({ zoneId: t.users.zoneId }).from(t.users).where(eq(t.users.id, userId));
  const [selected] = await tx
    .select({ id: t.addresses.id })
    .from(t.addresses)
    .where(and(eq(t.addresses.userId, userId), eq(t.addresses.isSelected, true)));
  let zoneId = reservation.pickupPointId;
  if (reservation.addressId !== null) {
    const [address] = await tx
      .select({ zoneId: t.addresses.zoneId })
      .from(t.addresses)
      .where(and(eq(t.addresses.id, reservation.addressId), eq(t.addresses.userId, userId)));
    zoneId = address?.zoneId ?? null;
  }
  if (zoneId === null) throw new ApiError(422, 'slotNoZone');
  await selectAddress(tx, userId, reservation.addressId);
  await tx.update(t.users).set({ zoneId }).where(eq(t.users.id, userId));
  const result = await place();
  await selectAddress(tx, userId, selected?.id ?? null);
  await tx
    .update(t.users)
    .set({ zoneId: user?.zoneId ?? null })
    .where(eq(t.users.id, userId));
  return result;
}

/**
 * Sets the shopper's cart aside, puts `lines` and the slot in its place, runs `place`, and puts the
 * cart back (the steps cleared it): all in the caller's transaction, under the customer's row lock.
 */
async function withBasketAsCart<T>(
  tx: Tx,
  userId: number,
  slotId: number,
  lines: Array<{
    productWarehouseId: number;
    quantity: number;
    substitution: SubstitutionChoice | null;
    substituteProductWarehouseId: number | null;
  }>,
  place: () => Promise<T>,
): Promise<T> {
  const items = await tx.select().from(t.cartItems).where(eq(t.cartItems.userId, userId));
  const [promo] = await tx.select().from(t.cartPromo).where(eq(t.cartPromo.userId, userId));
  const [hold] = await tx.select().from(t.slotHolds).where(eq(t.slotHolds.userId, userId));
  const [user] = await tx
    .select({ selectedSlotId: t.users.selectedSlotId })
    .from(t.users)
    .where(eq(t.users.id, userId));
  await tx.delete(t.cartItems).where(eq(t.cartItems.userId, userId));
  await tx.delete(t.cartPromo).where(eq(t.cartPromo.userId, userId));
  await tx.insert(t.cartItems).values(
    lines.map((l) => ({
      userId,
      productWarehouseId: l.productWarehouseId,
      quantity: l.quantity,
      substitution: l.substitution === 'product' && !l.substituteProductWarehouseId ? null : l.substitution,
      substituteProductWarehouseId: l.substitution === 'product' ? l.substituteProductWarehouseId : null,
    })),
  );
  await tx.update(t.users).set({ selectedSlotId: slotId }).where(eq(t.users.id, userId));
  const result = await place();
  await tx.delete(t.cartItems).where(eq(t.cartItems.userId, userId));
  if (items.length) await tx.insert(t.cartItems).values(items);
  if (promo) await tx.insert(t.cartPromo).values(promo);
  if (hold) await tx.insert(t.slotHolds).values(hold).onConflictDoNothing();
  await tx
    .update(t.users)
    .set({ selectedSlotId: user?.selectedSlotId ?? null })
    .where(eq(t.users.id, userId));
  return result;
}

/**
 * A card basket's order, just placed 'payment_pending': it waits for its payment until the slot's
 * cutoff (the card payments' sweep cancels it after, as any unpaid card order), and its off-session
 * charge is recorded with the job that makes it after the commit (charge.ts, ADR 0051).
 */
async function awaitCharge(tx: Tx, orderId: number, cardId: number, cutoff: Date) {
  const [order] = await tx
    .update(t.orders)
    .set({ paymentExpiresAt: cutoff })
    .where(eq(t.orders.id, orderId))
    .returning({ amountToPayCents: t.orders.amountToPayCents });
  await tx
    .insert(t.offSessionCharges)
    .values({ orderId, savedPaymentMethodId: cardId, amountCents: order!.amountToPayCents });
  await enqueueJob(tx, usualBasketChargeJob.name, { orderId });
}

type PlacementOutcome = 'placed' | 'failed' | 'skipped' | 'not-due' | 'done';

/**
 * Places one occurrence if it is due: once, whatever runs it (the customer's row lock, then the
 * occurrence's, then a conditional status change). A refusal of the checkout (slot full, nothing in
 * stock…) rolls back to a savepoint and is recorded and told.
 */
export async function placeOccurrence(
  db: Db,
  occurrenceId: number,
  deps: PlacementDeps,
  now = new Date(),
): Promise<PlacementOutcome> {
  const [owner] = await db
    .select({ userId: t.usualBaskets.userId })
    .from(t.usualBasketOccurrences)
    .innerJoin(t.usualBaskets, eq(t.usualBaskets.id, t.usualBasketOccurrences.basketId))
    .where(eq(t.usualBasketOccurrences.id, occurrenceId));
  if (!owner) return 'done';
  return db.transaction(async (tx) => {
    await lockCustomer(tx, owner.userId);
    const [row] = await tx
      .select({ occurrence: t.usualBasketOccurrences, basket: t.usualBaskets, slot: t.slots })
      .from(t.usualBasketOccurrences)
      .innerJoin(t.usualBaskets, eq(t.usualBaskets.id, t.usualBasketOccurrences.basketId))
      .innerJoin(t.slots, eq(t.slots.id, t.usualBasketOccurrences.slotId))
      .where(
        and(eq(t.usualBasketOccurrences.id, occurrenceId), inArray(t.usualBasketOccurrences.status, OPEN)),
      )
      .for('update', { of: t.usualBasketOccurrences });
    if (!row) return 'done';
    const { occurrence, basket, slot } = row;
    const { rules, hours } = await basketSettingsOf(tx, slot.warehouseId);
    const times = basketTimes(slot.startAt, hours, rules);
    if (!basketOrdersOn(occurrence.date, { pausedUntil: basket.pausedUntil }) || !basket.active) {
      if (now < times.placeAt) return 'not-due';
      await tx
        .update(t.usualBasketOccurrences)
        .set({ status: 'skipped', reason: 'paused', statusChangedAt: now })
        .where(eq(t.usualBasketOccurrences.id, occurrence.id));
      return 'skipped';
    }
    if (isOccurrenceMissed(occurrence.status, times, now)) {
      await tellFailure(tx, deps, occurrence, basket, slot, 'notPlaceable', now);
      return 'failed';
    }
    if (!isPlacementDue(occurrence.status, times, now)) return 'not-due';
    const reservation = await activeReservation(tx, basket.userId);
    const [user] = await tx.select().from(t.users).where(eq(t.users.id, basket.userId));
    const [warehouse] = await tx.select().from(t.warehouses).where(eq(t.warehouses.id, slot.warehouseId));
    if (!reservation || reservation.warehouseId !== slot.warehouseId || !user || !warehouse) {
      await tellFailure(tx, deps, occurrence, basket, slot, 'noSlot', now);
      return 'failed';
    }
    const lines = await linesToOrder(tx, basket, warehouse);
    if (!lines.length) {
      await tellFailure(tx, deps, occurrence, basket, slot, 'nothingInStock', now);
      return 'failed';
    }
    const locale: ApiLocale = toApiLocale(isLocale(user.locale) ? user.locale : 'fr');
    // A card basket is charged on the shopper's saved card; removing the card turns the basket to
    // payment at delivery, so none here is a race with an erasure: not placed.
    const card = basket.payment === 'card' ? await activeCardOf(tx, basket.userId) : null;
    if (basket.payment === 'card' && !card) {
      await tellFailure(tx, deps, occurrence, basket, slot, 'notPlaceable', now);
      return 'failed';
    }
    try {
      const placed = await tx.transaction((sp) =>
        withBasketAsCart(sp, basket.userId, slot.id, lines, () =>
          toReservedDelivery(sp, basket.userId, reservation, () =>
            placeOrderIn(sp, {
              userId: basket.userId,
              locale,
              idempotencyKey: `usual-basket-date-${occurrence.id}`,
              input: {
                // A card basket's order waits for its off-session charge (ADR 0051); else paid at the door.
                paymentMethod: card ? 'stripe' : 'offline',
                acceptTerms: true,
                adultDeclared: user.adultDeclaredAt !== null,
              },
              // The shopper's zone is the reservation's warehouse's: its key is only the fallback.
              defaultWarehouseKey: warehouse.key,
              now,
            }),
          ),
        ),
      );
      const changed = await tx
        .update(t.usualBasketOccurrences)
        .set({ status: 'placed', orderId: placed.body.orderId, reason: null, statusChangedAt: now })
        .where(
          and(eq(t.usualBasketOccurrences.id, occurrence.id), inArray(t.usualBasketOccurrences.status, OPEN)),
        )
        .returning({ id: t.usualBasketOccurrences.id });
      // Unreachable under the row locks above; a second placement must never commit.
      if (!changed.length) throw new Error(`usual basket date ${occurrence.id} placed twice`);
      if (card) await awaitCharge(tx, placed.body.orderId, card.id, times.closeAt);
      return 'placed';
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await tellFailure(tx, deps, occurrence, basket, slot, failureOf(error), now);
      return 'failed';
    }
  });
}

/** Sends the reminder of one occurrence, once (a conditional status change in the notification's transaction). */
async function remindOccurrence(db: Db, occurrenceId: number, deps: PlacementDeps, now: Date) {
  const [owner] = await db
    .select({ userId: t.usualBaskets.userId })
    .from(t.usualBasketOccurrences)
    .innerJoin(t.usualBaskets, eq(t.usualBaskets.id, t.usualBasketOccurrences.basketId))
    .where(eq(t.usualBasketOccurrences.id, occurrenceId));
  if (!owner) return false;
  return db.transaction(async (tx) => {
    // The customer's row first, as the placement: the notification's insert takes a key-share lock on
    // it, and taking it after the date's row deadlocked with a placement of the same shopper.
    await lockCustomer(tx, owner.userId);
    const [row] = await tx
      .select({ occurrence: t.usualBasketOccurrences, basket: t.usualBaskets, slot: t.slots })
      .from(t.usualBasketOccurrences)
      .innerJoin(t.usualBaskets, eq(t.usualBaskets.id, t.usualBasketOccurrences.basketId))
      .innerJoin(t.slots, eq(t.slots.id, t.usualBasketOccurrences.slotId))
      .where(
        and(eq(t.usualBasketOccurrences.id, occurrenceId), eq(t.usualBasketOccurrences.status, 'scheduled')),
      )
      .for('update', { of: t.usualBasketOccurrences });
    if (!row) return false;
    const { occurrence, basket, slot } = row;
    if (!basketOrdersOn(occurrence.date, { pausedUntil: basket.pausedUntil })) return false;
    const { rules, hours } = await basketSettingsOf(tx, slot.warehouseId);
    const times = basketTimes(slot.startAt, hours, rules);
    if (!isReminderDue(occurrence.status, times, now)) return false;
    await tx
      .update(t.usualBasketOccurrences)
      .set({ status: 'reminded', statusChangedAt: now })
      .where(eq(t.usualBasketOccurrences.id, occurrence.id));
    const params = {
      from: slot.startAt.toISOString(),
      to: slot.endAt.toISOString(),
      placeAt: times.placeAt.toISOString(),
    };
    await notify(tx, {
      event: 'usualBasketReminder',
      userId: basket.userId,
      subject: `usual-basket-date:${occurrence.id}`,
      params,
      mail: {
        template: 'usual-basket-reminder',
        render: (locale) =>
          reminderMail(
            locale,
            {
              page: basketPageUrl(deps.publicUrl, locale),
              occurrenceId: occurrence.id,
              from: slot.startAt,
              to: slot.endAt,
              placeAt: times.placeAt,
            },
            now,
          ),
      },
    });
    return true;
  });
}

/**
 * The job's pass at `now` (the test clock in the simulation): every active basket's dates scheduled,
 * the reminders due sent, the placements due made — each in its own transaction, so two instances
 * running it at once find each other's work done.
 */
export async function runUsualBaskets(db: Db, deps: PlacementDeps, now = new Date()) {
  const baskets = await db
    .select()
    .from(t.usualBaskets)
    .where(eq(t.usualBaskets.active, true))
    .orderBy(asc(t.usualBaskets.id));
  for (const basket of baskets) {
    await db.transaction(async (tx) => {
      await lockCustomer(tx, basket.userId);
      const [current] = await tx.select().from(t.usualBaskets).where(eq(t.usualBaskets.id, basket.id));
      if (current) await scheduleOccurrences(tx, current, now);
    });
  }
  // Open dates whose slot starts within the next days (the reminder is at most ~4 days before).
  const open = await db
    .select({ id: t.usualBasketOccurrences.id, status: t.usualBasketOccurrences.status })
    .from(t.usualBasketOccurrences)
    .innerJoin(t.slots, eq(t.slots.id, t.usualBasketOccurrences.slotId))
    .where(
      and(
        inArray(t.usualBasketOccurrences.status, OPEN),
        lt(t.slots.startAt, new Date(now.getTime() + 5 * 86_400_000)),
      ),
    )
    .orderBy(asc(t.slots.startAt), asc(t.usualBasketOccurrences.id));
  const counts = { reminded: 0, placed: 0, failed: 0, skipped: 0 };
  for (const { id, status } of open) {
    if (status === 'scheduled' && (await remindOccurrence(db, id, deps, now))) counts.reminded++;
    const outcome = await placeOccurrence(db, id, deps, now);
    if (outcome === 'placed' || outcome === 'failed' || outcome === 'skipped') counts[outcome]++;
  }
  return counts;
}
