import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { WALLET_REASONS } from '@consigne/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isSlotOpenForOrders, isUserRole, toEuros, type ApiLocale } from '@consigne/domain';
import type { Db } from '../../db/client.js';
import {
  addresses,
  collectionRejects,
  isPlacedOrder,
  orders,
  pendingDeposits,
  slotSettings,
  slots,
  users,
  walletEntries,
  zones,
} from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { localizedPoint, pointAddress } from '../zones/index.js';
import { rulesOf, slotView } from '../slots/index.js';
import { depositDescription } from './deposit-text.js';
import { localizedZoneName } from '../../lib/zone-names.js';
import { localizedAddressName } from '../../lib/address-names.js';

export async function walletCents(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${walletEntries.amountCents}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return Number(row?.total ?? 0);
}

/**
 * The customer's pending deposits in cents (deliveries less collections, not yet settled), as a SQL
 * expression over a user id (a value or a column): the one definition that the profile and the
 * operator's round both read.
 */
export const pendingDepositsSql = (userId: SQL | AnyPgColumn | number) =>
  sql<number>`(select coalesce(sum(${pendingDeposits.amountCents}), 0)::int from ${pendingDeposits} where ${pendingDeposits.userId} = ${userId} and ${pendingDeposits.collectedAt} is null)`;

export async function pendingDepositCents(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: pendingDepositsSql(userId) })
    .from(users)
    .where(eq(users.id, userId));
  return Number(row?.total ?? 0);
}

/** GET /user: every field of the contract's user, plus identity fields the account pages need. */
export async function userProfile(db: Db, userId: number, locale: ApiLocale = 'fr_FR') {
  const [row] = await db
    .select({ user: users, zone: zones, slot: slots, settings: slotSettings })
    .from(users)
    .leftJoin(zones, eq(zones.id, users.zoneId))
    .leftJoin(slots, eq(slots.id, users.selectedSlotId))
    .leftJoin(slotSettings, eq(slotSettings.warehouseId, slots.warehouseId))
    .where(eq(users.id, userId));
  if (!row) throw new ApiError(404, 'userNotFound');
  const [address] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isSelected), addresses.id)
    .limit(1);
  const [wallet, pending] = await Promise.all([walletCents(db, userId), pendingDepositCents(db, userId)]);
  const { user, zone, slot, settings } = row;
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone,
    nbOrders: await placedOrderCount(db, userId),
    role: isUserRole(user.role) ? user.role : 'customer',
    zone: zone
      ? {
          id: zone.id,
          name: localizedZoneName(localizedPoint(zone, locale).name, locale),
          isDeliveryPoint: zone.isDeliveryPoint,
          address: zone.isDeliveryPoint ? pointAddress(localizedPoint(zone, locale)) : null,
          warehouseId: zone.warehouseId,
        }
      : null,
    address: address
      ? {
          id: address.id,
          name: localizedAddressName(address.name, locale),
          streetNumber: address.streetNumber,
          address: address.street,
          cp: address.postalCode,
          city: address.city,
          isSelected: address.isSelected,
        }
      : null,
    isPriceHtEligible: user.isPriceHtEligible,
    // A selection past its cutoff no longer counts (GET /user/selected/slot drops it).
    selectedSlot:
      slot && isSlotOpenForOrders(slot.startAt, new Date(), rulesOf(settings))
        ? slotView(slot, { locale })
        : null,
    pendingDepositTotal: toEuros(pending),
    walletAmount: toEuros(wallet),
    referralCode: user.referralCode,
    newsletterOptIn: user.newsletterOptIn,
  };
}

/** The wallet ledger, newest first; unknown reasons read as corrections. */
export async function walletHistory(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id));
  return rows.map((row) => ({
    id: row.id,
    amount: toEuros(row.amountCents),
    reason: WALLET_REASONS.find((r) => r === row.reason) ?? ('correction' as const),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Pending deposits, collections, forfeits and refusals, newest first, described in the reader's
 * language; a refusal with its lines (what the driver refused, and why).
 */
export async function pendingDepositHistory(db: Db, userId: number, locale: ApiLocale) {
  const [rows, rejects] = await Promise.all([
    db
      .select()
      .from(pendingDeposits)
      .where(eq(pendingDeposits.userId, userId))
      .orderBy(desc(pendingDeposits.createdAt), desc(pendingDeposits.id)),
    db
      .select({
        refusalId: collectionRejects.refusalId,
        unit: collectionRejects.unit,
        reason: collectionRejects.reason,
        count: collectionRejects.count,
      })
      .from(collectionRejects)
      .where(and(eq(collectionRejects.userId, userId), sql`${collectionRejects.refusalId} is not null`))
      .orderBy(asc(collectionRejects.id)),
  ]);
  return rows.map((row) => {
    const refused = rejects
      .filter((r) => r.refusalId === row.id)
      .map(({ unit, reason, count }) => ({ unit, reason, count }));
    return {
      id: row.id,
      amount: toEuros(row.amountCents),
      kind: row.kind,
      description: depositDescription({ ...row, refused }, locale),
      orderId: row.orderId,
      crates: row.crates,
      largeBottles: row.largeBottles,
      smallBottles: row.smallBottles,
      refused,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** Placed orders of a customer (not cancelled): GET /user's nbOrders. Kept here, not in orders: orders depends on users (the wallet), not back. */
export async function placedOrderCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), isPlacedOrder()));
  return row?.n ?? 0;
}
