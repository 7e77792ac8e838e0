/** The back-office's own calls (/admin/…): who is logged in, the warehouses in scope, staff and the audit log. */
import { BACK_OFFICE_ROLES, USER_ROLES } from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, boundedInt, id, idParam, intParam, localeQuery } from '../primitives.js';

/** Paging of every back-office list: page from 1, at most 200 rows a page. */
export const pageQuery = localeQuery.extend({
  page: intParam(1, 100_000).default(1),
  perPage: intParam(1, 200).default(50),
});

/** A page of rows and the total count, for lists over thousands of rows. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), perPage: z.number() });

export const adminWarehouseSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
});

export const adminMeSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.enum(BACK_OFFICE_ROLES),
  /** The warehouses this account acts on (every one for an admin). */
  warehouses: z.array(adminWarehouseSchema),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  warehouseId: z.number().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});

export const auditQuery = pageQuery.extend({
  entity: z.string().max(60).optional(),
  entityId: z.string().max(60).optional(),
  actorId: idParam().optional(),
});

export const STAFF_ROLES = USER_ROLES.filter((role) => role !== 'customer') as Exclude<
  (typeof USER_ROLES)[number],
  'customer'
>[];

export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.enum(USER_ROLES),
  warehouseIds: z.array(z.number()),
});

const staffRole = z.enum(['operator', 'manager', 'admin']);
const warehouseIds = z.array(id()).max(100);

/** Gives a staff role to an existing account, or creates the account with a first password. */
export const createStaffBody = z.object({
  ...bodyLocale,
  email: z.string().trim().toLowerCase().email({ error: 'invalidEmail' }).max(254),
  firstname: z.string().trim().min(1, { error: 'required' }).max(80),
  lastname: z.string().trim().min(1, { error: 'required' }).max(80),
  password: z.string().min(12, { error: 'staffPasswordTooShort' }).max(200).optional(),
  role: staffRole,
  warehouseIds,
});

export const updateStaffBody = z.object({
  ...bodyLocale,
  /** 'customer' takes every staff right away. */
  role: z.enum(USER_ROLES),
  warehouseIds,
});

export const staffIdParams = z.object({ id: idParam() });
export const auditLimit = boundedInt(1, 200);
