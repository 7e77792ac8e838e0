import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { HouseType } from '@consigne/contract';
import { isPointInCommune, type ApiLocale } from '@consigne/domain';
import type { Db, Tx } from '../../db/client.js';
import { addresses, zones } from '../../db/schema/index.js';
import { ApiError, type FieldError } from '../../lib/errors.js';
import { message } from '../../lib/messages.js';
import { fieldError } from '../password/index.js';
import { communeCentre, eligibility } from '../zones/index.js';
import { moveUserToZone } from '../users/index.js';

/** Fields as the API names them (streetNumber, address, cp, city). */
export interface AddressInput {
  name?: string;
  streetNumber: string;
  address: string;
  cp: string;
  city: string;
  country?: 'FR' | 'BE';
  houseType?: HouseType;
  apartmentDetails?: string | null;
  companyName?: string | null;
  lat?: number | null;
  lng?: number | null;
}

type Row = typeof addresses.$inferSelect;

function view(row: Row, zone: { id: number; name: string } | null) {
  return {
    id: row.id,
    name: row.name,
    streetNumber: row.streetNumber,
    address: row.street,
    cp: row.postalCode,
    city: row.city,
    country: row.country,
    houseType: row.houseType as HouseType,
    apartmentDetails: row.apartmentDetails,
    companyName: row.companyName,
    isSelected: row.isSelected,
    zone,
    isEligible: zone !== null,
  };
}
export type AddressView = ReturnType<typeof view>;

const POSTAL_CODE = { FR: /^\d{5}$/, BE: /^\d{4}$/ };

/** Completeness (number, street, postal code and city; docs/rules.md#zones) and the postal code's shape. */
function assertComplete(locale: ApiLocale, input: AddressInput): void {
  const missing: FieldError[] = (['streetNumber', 'address', 'cp', 'city'] as const)
    .filter((field) => !input[field].trim())
    .map((field) => ({ field, message: message(locale, 'required') }));
  if (missing.length) throw new ApiError(400, 'addressIncomplete', {}, missing);
  const country = input.country ?? (/^\d{4}$/.test(input.cp.trim()) ? 'BE' : 'FR');
  if (!POSTAL_CODE[country].test(input.cp.trim())) throw fieldError(locale, 'cp', 'invalidValue');
}

/**
 * A point on the map must lie in (or near) the address's commune: a Lille address at 0,0 would send
 * its van 5,700 km away. Unknown commune centre, or no point: nothing to compare, accepted (422).
 */
function assertPointInCommune(input: AddressInput): void {
  if (input.lat == null || input.lng == null) return;
  const centre = communeCentre(input.cp, input.city);
  if (!isPointInCommune({ lat: input.lat, lng: input.lng }, centre))
    throw new ApiError(422, 'addressPointTooFar');
}

/** Columns of an input, with its delivery zone (eligibility by postal code and commune name). */
async function columnsOf(db: Db | Tx, input: AddressInput) {
  const cp = input.cp.trim();
  const country = input.country ?? (/^\d{4}$/.test(cp) ? 'BE' : 'FR');
  const streetNumber = input.streetNumber.trim();
  const street = input.address.trim();
  const city = input.city.trim();
  const houseType = input.houseType ?? 'house';
  const { zone } = await eligibility(db as Db, cp, city);
  return {
    columns: {
      name: input.name?.trim() || `${streetNumber} ${street}`,
      streetNumber,
      street,
      postalCode: cp,
      city,
      country,
      houseType,
      apartmentDetails: input.apartmentDetails?.trim() || null,
      // Only a company address carries a company name.
      companyName: houseType === 'company' ? input.companyName?.trim() || null : null,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      zoneId: zone?.id ?? null,
    },
    zone,
  };
}

/** One selected address per user (addresses_one_selected_uq): clear, then set, in the caller's transaction. */
async function markSelected(tx: Tx, userId: number, addressId: number, zoneId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isSelected: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isSelected, true), ne(addresses.id, addressId)));
  await tx.update(addresses).set({ isSelected: true }).where(eq(addresses.id, addressId));
  await moveUserToZone(tx, userId, zoneId);
}

export async function listAddresses(db: Db, userId: number): Promise<AddressView[]> {
  const rows = await db
    .select({ address: addresses, zone: { id: zones.id, name: zones.name } })
    .from(addresses)
    .leftJoin(zones, eq(zones.id, addresses.zoneId))
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isSelected), addresses.id);
  return rows.map((row) => view(row.address, row.zone));
}

async function ownAddress(db: Db | Tx, userId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  // Another user's address is "not found", never "forbidden": ids reveal nothing.
  if (!row) throw new ApiError(404, 'notFound');
  return row;
}

/**
 * Saves an address. One outside the delivery zones is kept (isEligible false) but cannot be
 * selected. The first eligible address of a user with none selected becomes the selected one.
 */
export async function createAddress(db: Db, locale: ApiLocale, userId: number, input: AddressInput) {
  assertComplete(locale, input);
  assertPointInCommune(input);
  const { columns, zone } = await columnsOf(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(addresses)
      .values({ ...columns, userId })
      .returning();
    const [selected] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isSelected, true)));
    if (!selected && zone) {
      await markSelected(tx, userId, row!.id, zone.id);
      return view({ ...row!, isSelected: true }, zone);
    }
    return view(row!, zone);
  });
}

/** Edits an address (any field). The selected address must stay deliverable; the user's zone follows it. */
export async function updateAddress(
  db: Db,
  locale: ApiLocale,
  userId: number,
  id: number,
  changes: Partial<AddressInput>,
) {
  const current = await ownAddress(db, userId, id);
  const input: AddressInput = {
    name: changes.name ?? current.name,
    streetNumber: changes.streetNumber ?? current.streetNumber,
    address: changes.address ?? current.street,
    cp: changes.cp ?? current.postalCode,
    city: changes.city ?? current.city,
    country: changes.country ?? (changes.cp !== undefined ? undefined : (current.country as 'FR' | 'BE')),
    houseType: changes.houseType ?? (current.houseType as HouseType),
    apartmentDetails:
      changes.apartmentDetails !== undefined ? changes.apartmentDetails : current.apartmentDetails,
    companyName: changes.companyName !== undefined ? changes.companyName : current.companyName,
    lat: changes.lat !== undefined ? changes.lat : current.lat,
    lng: changes.lng !== undefined ? changes.lng : current.lng,
  };
  assertComplete(locale, input);
  // Checked when the point or the commune changes: a label edited on an older row stays possible.
  if ((['lat', 'lng', 'cp', 'city'] as const).some((field) => changes[field] !== undefined))
    assertPointInCommune(input);
  const { columns, zone } = await columnsOf(db, input);
  if (current.isSelected && !zone) throw fieldError(locale, 'cp', 'addressNotEligible');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(addresses)
      .set(columns)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!row) throw new ApiError(404, 'notFound');
    if (row.isSelected && zone && zone.id !== current.zoneId) await moveUserToZone(tx, userId, zone.id);
    return view(row, zone);
  });
}

/**
 * Deletes an address. Deleting the selected one moves the selection to the newest other deliverable
 * address; when there is none, the user is left without a selected address ('Aucune adresse
 * sélectionnée') and keeps their zone, so the catalogue they see does not change.
 */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isSelected: addresses.isSelected });
    if (!deleted) throw new ApiError(404, 'notFound');
    if (!deleted.isSelected) return;
    const [next] = await tx
      .select({ id: addresses.id, zoneId: addresses.zoneId })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), isNotNull(addresses.zoneId)))
      .orderBy(desc(addresses.id))
      .limit(1);
    if (next?.zoneId) await markSelected(tx, userId, next.id, next.zoneId);
  });
}

/** PATCH /user/addresses/setSelected/{id}: the delivery address; the user's zone becomes its zone. */
export async function selectAddress(db: Db, locale: ApiLocale, userId: number, id: number) {
  return db.transaction(async (tx) => {
    const row = await ownAddress(tx, userId, id);
    const [zone] = row.zoneId
      ? await tx.select({ id: zones.id, name: zones.name }).from(zones).where(eq(zones.id, row.zoneId))
      : [];
    if (!zone) throw fieldError(locale, 'id', 'addressNotEligible');
    await markSelected(tx, userId, row.id, zone.id);
    return view({ ...row, isSelected: true }, zone);
  });
}
