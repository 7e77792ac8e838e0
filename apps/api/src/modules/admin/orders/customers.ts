import type { adminCustomersQuery, walletCorrectionBody } from '@consigne/contract';
import { toCents, toEuros, type ApiLocale } from '@consigne/domain';
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { revokeAllSessions } from '../../auth/index.js';
import {
  addWalletEntry,
  pendingDepositCents,
  pendingDepositHistory,
  walletCents,
  walletHistory,
} from '../../users/index.js';
import { audit, type Staff, warehouseFilter } from '../shared/index.js';
import { localizedAddressName, withReaderDeliveryName } from '../../../lib/address-names.js';
import { containsPattern, orderRowsQuery, orderRowView, prefixPattern, userSearchText } from './service.js';

/** A customer's orders in the staff member's warehouses (every warehouse for an admin). */
const ordersInScope = (staff: Staff, userId: SQL | typeof t.users.id | number): SQL => {
  const scope = warehouseFilter(staff);
  return and(
    eq(t.orders.userId, userId as number),
    scope ? inArray(t.orders.warehouseId, scope.length ? [...scope] : [-1]) : undefined,
  )!;
};

/** A manager sees the customers who ordered in their warehouses; an admin every customer. */
const customerInScope = (staff: Staff): SQL | undefined =>
  warehouseFilter(staff)
    ? sql`exists (select 1 from ${t.orders} where ${ordersInScope(staff, t.users.id)})`
    : undefined;

const customerColumns = {
  id: t.users.id,
  firstname: t.users.firstname,
  lastname: t.users.lastname,
  email: t.users.email,
  phone: t.users.phone,
  createdAt: t.users.createdAt,
  blockedAt: t.users.blockedAt,
  erasedAt: t.users.erasedAt,
  locale: t.users.locale,
};

/** Customers by a part of their name, e-mail or phone, or a postcode of their addresses; newest first. */
export async function listAdminCustomers(
  db: Db,
  staff: Staff,
  { q, page, perPage }: z.infer<typeof adminCustomersQuery>,
) {
  const search = q
    ? or(
        sql`${userSearchText} ilike ${containsPattern(q)}`,
        sql`exists (select 1 from ${t.addresses} where ${t.addresses.userId} = ${t.users.id} and ${t.addresses.postalCode} like ${prefixPattern(q)})`,
      )
    : undefined;
  const where = and(eq(t.users.role, 'customer'), customerInScope(staff), search);
  const orderCount = sql<number>`(select count(*)::int from ${t.orders} where ${ordersInScope(staff, t.users.id)})`;
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...customerColumns, orderCount })
      .from(t.users)
      .where(where)
      .orderBy(desc(t.users.createdAt), desc(t.users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(t.users)
      .where(where),
  ]);
  return { rows: rows.map(customerRowView), total: count?.total ?? 0, page, perPage };
}

function customerRowView(row: CustomerRow) {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    blocked: row.blockedAt !== null,
    orderCount: row.orderCount,
  };
}

interface CustomerRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  blockedAt: Date | null;
  erasedAt: Date | null;
  locale: string;
  orderCount: number;
}

/** A customer in the staff member's scope: 404 otherwise (a manager learns nothing of the others). */
async function customerRow(db: Db, staff: Staff, userId: number): Promise<CustomerRow> {
  const orderCount = sql<number>`(select count(*)::int from ${t.orders} where ${ordersInScope(staff, t.users.id)})`;
  const [row] = await db
    .select({ ...customerColumns, orderCount })
    .from(t.users)
    .where(and(eq(t.users.id, userId), eq(t.users.role, 'customer'), customerInScope(staff)));
  if (!row) throw new ApiError(404, 'customerNotFound');
  return row;
}

/** A customer's page: identity, addresses, orders (in scope), wallet and its ledger, pending deposits. */
export async function adminCustomer(db: Db, staff: Staff, userId: number, locale: ApiLocale) {
  const row = await customerRow(db, staff, userId);
  const [addresses, orders, balance, wallet, pending, deposits] = await Promise.all([
    db.select().from(t.addresses).where(eq(t.addresses.userId, userId)).orderBy(t.addresses.id),
    orderRowsQuery(db, ordersInScope(staff, userId))
      .orderBy(desc(t.orders.placedAt), desc(t.orders.id))
      .limit(100),
    walletCents(db, userId),
    walletHistory(db, userId),
    pendingDepositCents(db, userId),
    pendingDepositHistory(db, userId, locale),
  ]);
  return {
    ...customerRowView(row),
    locale: row.locale,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    erasedAt: row.erasedAt?.toISOString() ?? null,
    addresses: addresses.map((a) => ({
      id: a.id,
      name: localizedAddressName(a.name, locale),
      streetNumber: a.streetNumber,
      street: a.street,
      postalCode: a.postalCode,
      city: a.city,
      country: a.country,
      isSelected: a.isSelected,
    })),
    orders: orders.map((o) => withReaderDeliveryName(orderRowView(o), locale)),
    walletBalance: toEuros(balance),
    wallet,
    pendingDepositTotal: toEuros(pending),
    pendingDeposits: deposits,
  };
}

/**
 * A wallet correction (admins): a 'correction' entry of the ledger with its reason and author. A
 * debit never makes the balance negative: the ledger's trigger serialises the customer's entries
 * (advisory lock) and refuses it (409 walletInsufficient), whatever runs at the same time.
 */
export async function correctWallet(
  db: Db,
  actor: Actor,
  userId: number,
  body: z.infer<typeof walletCorrectionBody>,
  locale: ApiLocale,
) {
  const staff = actor.staff;
  const cents = toCents(body.amount) * (body.direction === 'debit' ? -1 : 1);
  await db.transaction(async (tx) => {
    await customerRow(tx, staff, userId);
    await addWalletEntry(tx, userId, cents, 'correction', { note: body.reason, createdBy: staff.id });
    await audit(tx, actor, {
      action: 'wallet.correct',
      entity: 'user',
      entityId: userId,
      after: { amount: toEuros(cents), reason: body.reason, balance: toEuros(await walletCents(tx, userId)) },
    });
  });
  return adminCustomer(db, staff, userId, locale);
}

/**
 * Blocks or unblocks a customer (admins). Blocking ends every session at once: the logins are revoked
 * and the session check of every call reads blocked_at, so even a login racing the block ends.
 */
export async function setCustomerBlocked(
  db: Db,
  actor: Actor,
  userId: number,
  blocked: boolean,
  locale: ApiLocale,
) {
  const staff = actor.staff;
  await db.transaction(async (tx) => {
    await customerRow(tx, staff, userId);
    const [changed] = await tx
      .update(t.users)
      .set({ blockedAt: blocked ? sql`now()` : null })
      .where(
        and(
          eq(t.users.id, userId),
          // Checked again by the update itself: an account made staff meanwhile is not blocked.
          eq(t.users.role, 'customer'),
          blocked ? isNull(t.users.blockedAt) : sql`${t.users.blockedAt} is not null`,
        ),
      )
      .returning({ id: t.users.id });
    if (!changed) return; // already so: nothing to log
    if (blocked) await revokeAllSessions(tx, userId);
    await audit(tx, actor, {
      action: blocked ? 'customer.block' : 'customer.unblock',
      entity: 'user',
      entityId: userId,
      before: { blocked: !blocked },
      after: { blocked },
    });
  });
  return adminCustomer(db, staff, userId, locale);
}
