import { localizedOpeningHours, normalizePlaceName, type ApiLocale } from '@consigne/domain';
import { and, asc, countDistinct, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { warehouses, zoneCommunes, zones } from '../../db/schema/index.js';

/** A pickup point's address on one line: 'street, postal code city'. */
export const pointAddress = (zone: Pick<typeof zones.$inferSelect, 'address' | 'postalCode' | 'city'>) =>
  [zone.address, [zone.postalCode, zone.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

type PointRow = Pick<
  typeof zones.$inferSelect,
  'name' | 'address' | 'postalCode' | 'city' | 'openingHours' | 'translations'
>;

/**
 * A pickup point as the reader's language writes it ('Waterloosesteenweg 150, 1060 Sint-Gillis' in
 * Dutch), each text falling back to the default (French) column when that language has none; the
 * default opening hours are rewritten in the reader's notation ('mar–sáb 9:00–19:00').
 */
export function localizedPoint<Z extends PointRow>(zone: Z, locale: ApiLocale): Z {
  const own = zone.translations[locale] ?? {};
  return {
    ...zone,
    name: own.name ?? zone.name,
    address: own.address ?? zone.address,
    city: own.city ?? zone.city,
    openingHours: own.openingHours ?? (zone.openingHours && localizedOpeningHours(zone.openingHours, locale)),
  };
}

/** Metros served (communes and postal codes per warehouse), the total and the pickup points. */
export async function coverage(db: Db, locale: ApiLocale) {
  const [perWarehouse, [total], points] = await Promise.all([
    db
      .select({
        id: warehouses.id,
        name: warehouses.name,
        city: warehouses.city,
        country: warehouses.country,
        communeCount: countDistinct(zoneCommunes.code),
        postalCodeCount: countDistinct(zoneCommunes.postalCode),
      })
      .from(warehouses)
      .leftJoin(zones, and(eq(zones.warehouseId, warehouses.id), eq(zones.isDeliveryPoint, false)))
      .leftJoin(zoneCommunes, eq(zoneCommunes.zoneId, zones.id))
      .groupBy(warehouses.id)
      .orderBy(asc(warehouses.id)),
    db.select({ value: countDistinct(zoneCommunes.code) }).from(zoneCommunes),
    db
      .select({
        id: zones.id,
        name: zones.name,
        address: zones.address,
        postalCode: zones.postalCode,
        city: zones.city,
        openingHours: zones.openingHours,
        translations: zones.translations,
        warehouseName: warehouses.name,
      })
      .from(zones)
      .innerJoin(warehouses, eq(warehouses.id, zones.warehouseId))
      .where(eq(zones.isDeliveryPoint, true))
      .orderBy(asc(warehouses.id), asc(zones.city), asc(zones.name)),
  ]);
  return {
    warehouses: perWarehouse,
    totalCommunes: total?.value ?? 0,
    pickupPoints: points
      .map((point) => localizedPoint(point, locale))
      .map(({ id, name, address, postalCode, city, warehouseName }) => ({
        id,
        name,
        address: address ?? '',
        postalCode: postalCode ?? '',
        city: city ?? '',
        warehouseName,
      })),
  };
}

/** Place names compare loosely: 'St-André-lez-Lille' → 'saint andre lez lille' (shared rule). */
export const normalizeCity = normalizePlaceName;

/**
 * Does a delivery zone cover this postal code? With a city, only communes whose name contains it
 * (or is contained in it) count, accents and 'St'/'Saint' aside; bilingual Brussels names
 * ('Ixelles / Elsene') match either language.
 */
export async function eligibility(db: Db, postalCode: string, city?: string) {
  const rows = await db
    .select({
      code: zoneCommunes.code,
      name: zoneCommunes.name,
      zoneId: zones.id,
      zoneName: zones.name,
      warehouseId: warehouses.id,
      warehouseName: warehouses.name,
    })
    .from(zoneCommunes)
    .innerJoin(zones, eq(zones.id, zoneCommunes.zoneId))
    .innerJoin(warehouses, eq(warehouses.id, zones.warehouseId))
    .where(and(eq(zoneCommunes.postalCode, postalCode), eq(zones.isDeliveryPoint, false)))
    .orderBy(asc(zoneCommunes.name));
  const wanted = city ? normalizeCity(city) : '';
  const matching = wanted
    ? rows.filter((row) =>
        row.name.split('/').some((part) => {
          const name = normalizeCity(part);
          return name.includes(wanted) || wanted.includes(name);
        }),
      )
    : rows;
  const first = matching[0];
  return {
    postalCode,
    isEligible: first !== undefined,
    communes: matching.map(({ code, name }) => ({ code, name })),
    zone: first ? { id: first.zoneId, name: first.zoneName } : null,
    warehouse: first ? { id: first.warehouseId, name: first.warehouseName } : null,
  };
}
