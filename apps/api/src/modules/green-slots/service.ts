import { toEuros } from '@consigne/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { shopperPlace, slotTours, verdictsFor, type GreenSettings } from './measure.js';
import type { Place } from '@consigne/routing';
import { greenVerdicts } from '@consigne/routing';

interface ListedSlot {
  id: number;
  isFull: boolean;
  isGreen: boolean;
  greenDiscount: number;
}

/**
 * GET /slots: the slots green for the shopper marked, with the fee's discount they give (euros). Two
 * small queries whatever the number of slots (the shopper's place, then every listed slot's stops);
 * none for an anonymous shopper, and nothing more when the address has no coordinates.
 */
export async function markGreenSlots<G extends { slots: ListedSlot[] }>(
  db: Db,
  { userId, warehouseId }: { userId: number | null; warehouseId: number },
  groups: G[],
): Promise<G[]> {
  if (userId === null) return groups;
  const shopper = await shopperPlace(db, userId, warehouseId);
  if (!shopper) return groups;
  const listed = groups.flatMap((g) => g.slots);
  const tours = await listedTours(
    db,
    shopper.settings,
    listed.map((s) => s.id),
  );
  const verdicts = greenVerdicts(
    shopper.settings.depot,
    listed.map((s) => ({ tours: tours.get(s.id) ?? [], isFull: s.isFull })),
    shopper.point,
    shopper.settings,
  );
  const green = new Set(listed.filter((_, i) => verdicts[i]!.isGreen).map((s) => s.id));
  const discount = toEuros(shopper.settings.discountCents);
  return groups.map((g) => ({
    ...g,
    slots: g.slots.map((slot) => {
      const isGreen = green.has(slot.id);
      return { ...slot, isGreen, greenDiscount: isGreen ? discount : 0 };
    }),
  }));
}

/** How long the slot list may reuse a warehouse's stops: the mark is a hint, checkout decides the money. */
const LIST_TOURS_MS = 30_000;
const listCache = new Map<number, { at: number; key: string; tours: Map<number, Place[][]> }>();

/**
 * The listed slots' stops (docs/adr/0038). They do not depend on the shopper, only the verdict does:
 * read once (one query) and reused for LIST_TOURS_MS while the slots' bookings are unchanged (a cheap
 * key over the slot rows: a new or cancelled order changes it; a van moved on the rounds page may
 * show up to LIST_TOURS_MS late). Reading the stops costs about 3 times the slot list itself on a
 * busy day on PGlite (apps/api/test/green-slots.bench.ts).
 */
async function listedTours(db: Db, settings: GreenSettings, slotIds: number[], now = Date.now()) {
  if (slotIds.length === 0) return new Map<number, Place[][]>();
  const [row] = await db
    .select({
      bookings: sql<string>`string_agg(${t.slots.id} || ':' || ${t.slots.reserved}, ',' order by ${t.slots.id})`,
    })
    .from(t.slots)
    .where(inArray(t.slots.id, slotIds));
  const key = row?.bookings ?? '';
  const cached = listCache.get(settings.warehouseId);
  if (cached && cached.key === key && now - cached.at < LIST_TOURS_MS) return cached.tours;
  const tours = await slotTours(db, settings, slotIds);
  listCache.set(settings.warehouseId, { at: now, key, tours });
  return tours;
}

/**
 * The green discount (cents) the shopper's selected slot gives them now, for the cart's totals; 0
 * without a discount (no query then), a selected slot, a located address, or when it is not green.
 * The shopper holds a place in it, so it is not full to them; checkout decides again under the lock.
 */
export async function selectedSlotGreenDiscount(
  db: Db | Tx,
  userId: number,
  warehouse: { id: number; greenDiscountCents: number },
): Promise<number> {
  if (warehouse.greenDiscountCents <= 0) return 0;
  const [user] = await db
    .select({ slotId: t.users.selectedSlotId })
    .from(t.users)
    .where(eq(t.users.id, userId));
  if (!user?.slotId) return 0;
  const decision = await greenDecision(db, { userId, warehouseId: warehouse.id, slotId: user.slotId });
  return decision?.isGreen ? decision.discountCents : 0;
}

/**
 * The green verdict of one slot for the shopper, not full (checkout holds the slot's row lock and has
 * counted a place for them): null when their address has no coordinates.
 */
export async function greenDecision(
  db: Db | Tx,
  { userId, warehouseId, slotId }: { userId: number; warehouseId: number; slotId: number },
) {
  const shopper = await shopperPlace(db, userId, warehouseId);
  if (!shopper) return null;
  const verdicts = await verdictsFor(db, shopper.settings, shopper.point, [{ id: slotId, isFull: false }]);
  const verdict = verdicts.get(slotId)!;
  return { ...verdict, discountCents: shopper.settings.discountCents };
}
