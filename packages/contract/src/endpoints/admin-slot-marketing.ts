import {
  adminSlotMarketingListSchema,
  adminSlotMarketingSchema,
  createSlotMarketingBody,
  deleteSlotMarketingQuery,
  slotMarketingParams,
  updateSlotMarketingBody,
} from '../admin/slot-marketing.js';
import { localeQuery, noContent, staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = staffErrors;

/** Back-office: marketing operations on delivery slots (shop-wide: admins; a warehouse's: its managers too). */
export const adminSlotMarketingEndpoints = defineEndpoints({
  listSlotMarketingOperations: {
    tags: ['admin'],
    summary: 'Slot marketing operations: shop-wide ones and those of the warehouses in scope',
    bearer: true,
    query: localeQuery,
    responses: { 200: adminSlotMarketingListSchema, ...errors },
  },
  createSlotMarketingOperation: {
    tags: ['admin'],
    summary: 'Create an operation; the upcoming slots it reaches show it at once',
    bearer: true,
    query: localeQuery,
    body: createSlotMarketingBody,
    responses: { 201: adminSlotMarketingSchema, ...errors },
  },
  getSlotMarketingOperation: {
    tags: ['admin'],
    summary: 'An operation, its four locales and the number of upcoming slots showing it',
    bearer: true,
    params: slotMarketingParams,
    query: localeQuery,
    responses: { 200: adminSlotMarketingSchema, ...errors },
  },
  updateSlotMarketingOperation: {
    tags: ['admin'],
    summary: 'Change an operation (409 staleVersion if someone saved it meanwhile)',
    bearer: true,
    params: slotMarketingParams,
    query: localeQuery,
    body: updateSlotMarketingBody,
    responses: { 200: adminSlotMarketingSchema, ...errors },
  },
  deleteSlotMarketingOperation: {
    tags: ['admin'],
    summary: 'Delete an operation: its upcoming slots lose it (past ones keep what they showed)',
    bearer: true,
    params: slotMarketingParams,
    query: deleteSlotMarketingQuery,
    responses: { 204: noContent, ...errors },
  },
});
