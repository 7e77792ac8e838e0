import {
  canActOnWarehouse,
  isBackOfficeRole,
  type BackOfficeRole,
  type WarehouseScope,
} from '@consigne/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { staffWarehouses, users } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';

/** The back-office account of a request: read from the database on every call, so a revoked role ends at once. */
export interface Staff {
  id: number;
  email: string;
  role: BackOfficeRole;
  warehouses: WarehouseScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the back-office's preHandler on every /api/admin route. */
    staff?: Staff;
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

export type { Db, Tx };
