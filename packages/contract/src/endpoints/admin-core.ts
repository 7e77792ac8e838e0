import {
  adminMeSchema,
  adminWarehouseSchema,
  auditEntrySchema,
  auditQuery,
  createStaffBody,
  pageOf,
  staffIdParams,
  staffMemberSchema,
  updateStaffBody,
} from '../admin/core.js';
import { localeQuery, staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

/** The back-office's own account, its warehouses, the audit log and the staff accounts. */
export const adminCoreEndpoints = defineEndpoints({
  getBackOfficeAccount: {
    tags: ['admin'],
    summary: 'The logged-in back-office account: role and the warehouses it acts on',
    bearer: true,
    query: localeQuery,
    responses: { 200: adminMeSchema, ...staffErrors },
  },
  listBackOfficeWarehouses: {
    tags: ['admin'],
    summary: "The warehouses in the account's scope (every one for an admin)",
    bearer: true,
    query: localeQuery,
    responses: { 200: adminWarehouseSchema.array(), ...staffErrors },
  },
  listAuditEntries: {
    tags: ['admin'],
    summary: 'The audit log, newest first (admins only): who, when, what, before → after',
    bearer: true,
    query: auditQuery,
    responses: { 200: pageOf(auditEntrySchema), ...staffErrors },
  },
  listStaff: {
    tags: ['admin'],
    summary: 'Staff accounts (admins only): drivers, managers and admins with their warehouses',
    bearer: true,
    query: localeQuery,
    responses: { 200: staffMemberSchema.array(), ...staffErrors },
  },
  createStaffMember: {
    tags: ['admin'],
    summary: 'Gives a staff role to an account, creating it when the e-mail is new (admins only)',
    bearer: true,
    body: createStaffBody,
    responses: { 201: staffMemberSchema, ...staffErrors },
  },
  updateStaffMember: {
    tags: ['admin'],
    summary: "Changes a staff member's role and warehouses; 'customer' takes every right away (admins only)",
    bearer: true,
    params: staffIdParams,
    body: updateStaffBody,
    responses: { 200: staffMemberSchema, ...staffErrors },
  },
});
