import type { auditQuery, createStaffBody, updateStaffBody } from '@consigne/contract';
import { removesLastAdmin, type UserRole } from '@consigne/domain';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { auditLog, staffWarehouses, users, warehouses } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { hashPassword } from '../auth/index.js';
import { audit, scopedWarehouses, type Staff } from './shared/index.js';

export async function adminAccount(db: Db, staff: Staff) {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, staff.id));
  return { ...user!, role: staff.role, warehouses: await scopedWarehouses(db, staff) };
}

export async function auditEntries(db: Db, query: z.infer<typeof auditQuery>) {
  const where: SQL[] = [];
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.actorId) where.push(eq(auditLog.actorId, query.actorId));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(filter)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(auditLog).where(filter),
  ]);
  return {
    rows: rows.map(({ requestId: _requestId, ...row }) => ({ ...row, at: row.at.toISOString() })),
    total: total!.n,
    page: query.page,
    perPage: query.perPage,
  };
}

const memberColumns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  role: users.role,
  operatorWarehouseId: users.operatorWarehouseId,
};

async function memberView(db: Db | Tx, userIds?: number[]) {
  const members = await db
    .select(memberColumns)
    .from(users)
    .where(userIds ? inArray(users.id, userIds) : ne(users.role, 'customer'))
    .orderBy(asc(users.role), asc(users.email));
  const links = members.length
    ? await db
        .select()
        .from(staffWarehouses)
        .where(
          inArray(
            staffWarehouses.userId,
            members.map((m) => m.id),
          ),
        )
    : [];
  return members.map(({ operatorWarehouseId, ...member }) => ({
    ...member,
    role: member.role as UserRole,
    warehouseIds:
      member.role === 'operator'
        ? operatorWarehouseId
          ? [operatorWarehouseId]
          : []
        : links.filter((l) => l.userId === member.id).map((l) => l.warehouseId),
  }));
}

export const listStaff = (db: Db) => memberView(db);

/** The role's warehouses, checked: a manager runs at least one, a driver exactly one, an admin all. */
function checkedWarehouses(role: UserRole, warehouseIds: number[]): number[] {
  if (role === 'customer' || role === 'admin') return [];
  const ids = [...new Set(warehouseIds)];
  if (!ids.length) throw new ApiError(422, 'managerNeedsWarehouse');
  if (role === 'operator' && ids.length > 1) throw new ApiError(422, 'operatorOneWarehouse');
  return ids;
}

async function assertWarehousesExist(tx: Tx, ids: number[]) {
  if (!ids.length) return;
  const found = await tx.select({ id: warehouses.id }).from(warehouses).where(inArray(warehouses.id, ids));
  if (found.length !== ids.length) throw new ApiError(404, 'warehouseNotFound');
}

/** Sets role and warehouses in the caller's transaction; the user row is locked by the caller. */
async function applyRole(tx: Tx, userId: number, role: UserRole, ids: number[]) {
  await tx
    .update(users)
    .set({ role, operatorWarehouseId: role === 'operator' ? ids[0]! : null })
    .where(eq(users.id, userId));
  await tx.delete(staffWarehouses).where(eq(staffWarehouses.userId, userId));
  if (role === 'manager')
    await tx.insert(staffWarehouses).values(ids.map((warehouseId) => ({ userId, warehouseId })));
}

/**
 * Role changes run one at a time (a transaction-level advisory lock, taken first): two admins demoting
 * each other at once would otherwise each see the other still admin, both succeed and leave the shop
 * with none, or deadlock (each holds the other's row and its audit entry waits for its own row).
 */
const lockRoleChanges = (tx: Tx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('consigne.staff-roles'))`);

/**
 * Under that lock, with the account's row locked: 409 when the change takes the last administrator
 * away, 403 when the caller lost their own admin rights while waiting (their request was checked before).
 */
async function assertRoleChangeAllowed(
  tx: Tx,
  actor: Actor,
  account: { id: number; role: string },
  role: UserRole,
) {
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, account.id)));
  if (removesLastAdmin(account.role as UserRole, role, others!.n)) throw new ApiError(409, 'staffLastAdmin');
  const [caller] = await tx.select({ role: users.role }).from(users).where(eq(users.id, actor.staff.id));
  if (caller?.role !== 'admin') throw new ApiError(403, 'adminOnly');
}

export async function createStaffMember(db: Db, actor: Actor, body: z.infer<typeof createStaffBody>) {
  const ids = checkedWarehouses(body.role, body.warehouseIds);
  // Hashed before the transaction: argon2 takes tens of milliseconds, a lock should not wait for it.
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  return db.transaction(async (tx) => {
    await lockRoleChanges(tx);
    await assertWarehousesExist(tx, ids);
    const [existing] = await tx
      .select(memberColumns)
      .from(users)
      .where(eq(users.email, body.email))
      .for('update');
    let userId: number;
    if (existing) {
      if (existing.id === actor.staff.id) throw new ApiError(422, 'staffCannotDemoteSelf');
      await assertRoleChangeAllowed(tx, actor, existing, body.role);
      userId = existing.id;
    } else {
      if (!passwordHash) throw new ApiError(422, 'staffPasswordRequired');
      const [created] = await tx
        .insert(users)
        .values({ email: body.email, firstname: body.firstname, lastname: body.lastname, passwordHash })
        .returning({ id: users.id });
      userId = created!.id;
    }
    const before = existing ? (await memberView(tx, [userId]))[0] : null;
    await applyRole(tx, userId, body.role, ids);
    const [after] = await memberView(tx, [userId]);
    await audit(tx, actor, {
      action: existing ? 'staff.promote' : 'staff.create',
      entity: 'user',
      entityId: userId,
      before,
      after,
    });
    return after!;
  });
}

export async function updateStaffMember(
  db: Db,
  actor: Actor,
  userId: number,
  body: z.infer<typeof updateStaffBody>,
) {
  if (userId === actor.staff.id && body.role !== 'admin') throw new ApiError(422, 'staffCannotDemoteSelf');
  const ids = checkedWarehouses(body.role, body.warehouseIds);
  return db.transaction(async (tx) => {
    await lockRoleChanges(tx);
    const [row] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!row) throw new ApiError(404, 'userNotFound');
    await assertRoleChangeAllowed(tx, actor, row, body.role);
    await assertWarehousesExist(tx, ids);
    const [before] = await memberView(tx, [userId]);
    await applyRole(tx, userId, body.role, ids);
    const [after] = await memberView(tx, [userId]);
    await audit(tx, actor, { action: 'staff.update', entity: 'user', entityId: userId, before, after });
    return after!;
  });
}
