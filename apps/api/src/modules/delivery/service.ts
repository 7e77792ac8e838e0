import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addresses, users, warehouses, zones } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import type { ApiLocale } from '@consigne/domain';
import { moveUserToZone } from '../users/index.js';
import { communeCentre, localizedPoint, pointAddress } from '../zones/index.js';

/** How many pickup points GET /user/delivery lists, and how far it looks. */
export const PICKUP_POINTS_LIMIT = 10;
export const PICKUP_POINTS_RADIUS_KM = 50;

type ZoneRow = typeof zones.$inferSelect;

/** A pickup point ("zone {id, name, address}, distance in km"), in the reader's language. */
export function pickupPointView(row: ZoneRow, distance: number | null, locale: ApiLocale) {
  const zone = localizedPoint(row, locale);
  return {
    zone: { id: zone.id, name: zone.name, address: pointAddress(zone) },
    distance: distance === null ? null : Math.round(distance * 10) / 10,
    openingHours: zone.openingHours,
  };
}

/** Great-circle distance in km. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Where the user stands: the selected address (its coordinates, else its commune's centre), else
 * their current pickup point, else their zone's warehouse. Null for a user with no zone and no
 * located address.
 */
async function referencePoint(db: Db, userId: number) {
  const [row] = await db
    .select({ address: addresses, zone: zones, warehouse: warehouses })
    .from(users)
    .leftJoin(addresses, and(eq(addresses.userId, users.id), eq(addresses.isSelected, true)))
    .leftJoin(zones, eq(zones.id, users.zoneId))
    .leftJoin(warehouses, eq(warehouses.id, zones.warehouseId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const address = row.address;
  const home =
    address && (address.lat == null || address.lng == null)
      ? communeCentre(address.postalCode, address.city)
      : null;
  const located = [row.address, home, row.zone, row.warehouse].find(
    (p): p is NonNullable<typeof p> & { lat: number; lng: number } => p?.lat != null && p?.lng != null,
  );
  return {
    point: located ? { lat: located.lat, lng: located.lng } : null,
    warehouseId: row.warehouse?.id ?? null,
  };
}

/**
 * GET /user/delivery: the pickup points nearest to the user (within 50 km, at most 10), nearest
 * first. Without a location, the points of the user's warehouse by name.
 */
export async function listPickupPoints(db: Db, userId: number, locale: ApiLocale) {
  const reference = await referencePoint(db, userId);
  const points = await db.select().from(zones).where(eq(zones.isDeliveryPoint, true));
  const from = reference?.point;
  if (!from) {
    return points
      .filter((zone) => reference?.warehouseId == null || zone.warehouseId === reference.warehouseId)
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
      .slice(0, PICKUP_POINTS_LIMIT)
      .map((zone) => pickupPointView(zone, null, locale));
  }
  return points
    .filter((zone) => zone.lat != null && zone.lng != null)
    .map((zone) => ({ zone, distance: haversineKm(from, { lat: zone.lat!, lng: zone.lng! }) }))
    .filter(({ distance }) => distance <= PICKUP_POINTS_RADIUS_KM)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, PICKUP_POINTS_LIMIT)
    .map(({ zone, distance }) => pickupPointView(zone, distance, locale));
}

/**
 * POST /user/delivery {zone_id}: the user collects at this pickup point from now on. Their home
 * addresses are kept but none stays selected; a change of zone empties the cart.
 */
export async function choosePickupPoint(db: Db, userId: number, zoneId: number, locale: ApiLocale) {
  return db.transaction(async (tx) => {
    const [zone] = await tx
      .select()
      .from(zones)
      .where(and(eq(zones.id, zoneId), eq(zones.isDeliveryPoint, true)));
    if (!zone) throw new ApiError(404, 'pickupPointNotFound');
    await tx
      .update(addresses)
      .set({ isSelected: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isSelected, true)));
    await moveUserToZone(tx, userId, zone.id);
    const { zone: view } = pickupPointView(zone, null, locale);
    return { zone: { ...view, isDeliveryPoint: true as const } };
  });
}
