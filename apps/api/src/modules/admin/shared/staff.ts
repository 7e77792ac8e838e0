import { canActOnWarehouse, isBackOfficeRole } from '@consigne/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../../db/client.js';
import { staffWarehouses, users } from '../../../db/schema/index.js';
import { actorFor, type Actor, type Staff } from '../../../lib/actor.js';
import { ApiError } from '../../../lib/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the back-office's preHandler on every /api/admin route. */
    staff?: Staff;
    /** The staff member and the request's id, as the back-office services take them: set once per request. */
    actor?: Actor;
  }
}

/** The staff account of a user, or null for a customer, a driver or an unknown id. */
export async function loadStaff(db: Db, userId: number): Promise<Staff | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !isBackOfficeRole(user.role)) return null;
  if (user.role === 'admin') return { ...user, role: user.role, warehouses: 'all' };
  const rows = await db
    .select({ id: staffWarehouses.warehouseId })
    .from(staffWarehouses)
    .where(eq(staffWarehouses.userId, user.id));
  return { ...user, role: user.role, warehouses: rows.map((r) => r.id) };
}

/** The request's staff account (the back-office's preHandler has set it: a route outside it is a bug). */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new ApiError(403, 'backOfficeOnly');
  return request.staff;
}

/**
 * The request's actor (the back-office's preHandler has built it after validation, once the request's
 * locale is known: a route outside it is a bug).
 */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new ApiError(403, 'backOfficeOnly');
  return request.actor;
}

/** The actor of a staff member's request: its account, its id for the audit log, its language. */
export const requestActor = (request: FastifyRequest): Actor =>
  actorFor(staffOf(request), String(request.id), request.locale);

/**
 * A job or a script acting as a staff account: null when the id is no (longer a) back-office account.
 * `label` stands in for the request id in the audit log (say, `job:deposit-forfeits`).
 */
export async function staffActor(db: Db, staffId: number, label: string): Promise<Actor | null> {
  const staff = await loadStaff(db, staffId);
  return staff && actorFor(staff, label);
}

/** preHandler of admin-only routes (staff accounts, the audit log). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (staffOf(request).role !== 'admin') throw new ApiError(403, 'adminOnly');
}

/** 403 unless the staff member runs this warehouse. */
export function assertWarehouse(staff: Staff, warehouseId: number): void {
  if (!canActOnWarehouse(staff.warehouses, warehouseId)) throw new ApiError(403, 'warehouseForbidden');
}

/** For list queries: null (every warehouse) for an admin, else the manager's ids. */
export const warehouseFilter = (staff: Staff): readonly number[] | null =>
  staff.warehouses === 'all' ? null : staff.warehouses;

export type { Actor, Db, Staff, Tx };
