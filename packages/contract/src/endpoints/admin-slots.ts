import {
  adminSlotParams,
  adminSlotWeekQuery,
  adminSlotWeekSchema,
  saveSlotSettingsBody,
  slotBookedOrderSchema,
  slotBookedOrdersQuery,
  slotCapacityBody,
  slotCapacityResultSchema,
  slotClosureBody,
  slotClosureResultSchema,
  slotMoveTargetSchema,
  slotMoveTargetsQuery,
  slotReopenBody,
  slotReopenResultSchema,
  slotSettingsParams,
  slotSettingsSchema,
} from '../admin/slots.js';
import { localeQuery, staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = staffErrors;

/** Back-office: slots, their capacity and closures, and each warehouse's slot rules. */
export const adminSlotsEndpoints = defineEndpoints({
  getAdminSlotWeek: {
    tags: ['admin'],
    summary: "A warehouse's week of slots: booked and held places against capacity, closures, closed days",
    bearer: true,
    query: adminSlotWeekQuery,
    responses: { 200: adminSlotWeekSchema, ...errors },
  },
  setAdminSlotCapacity: {
    tags: ['admin'],
    summary: "Sets a future slot's capacity, never below its booked places (409)",
    bearer: true,
    params: adminSlotParams,
    body: slotCapacityBody,
    responses: { 200: slotCapacityResultSchema, ...errors },
  },
  listSlotBookedOrders: {
    tags: ['admin'],
    summary:
      'The orders a closure of these slots (or of this day) would cancel, listed before it is confirmed',
    bearer: true,
    query: slotBookedOrdersQuery,
    responses: { 200: slotBookedOrderSchema.array(), ...errors },
  },
  listSlotMoveTargets: {
    tags: ['admin'],
    summary:
      "A warehouse's coming open slots that orders may be moved to, with their free places (some slots left out: those being closed)",
    bearer: true,
    query: slotMoveTargetsQuery,
    responses: { 200: slotMoveTargetSchema.array(), ...errors },
  },
  closeAdminSlots: {
    tags: ['admin'],
    summary:
      'Closes slots or a whole day: their booked orders are cancelled with everything given back, or all moved to another slot with room for them (moveToSlotId), and their customers e-mailed',
    bearer: true,
    body: slotClosureBody,
    responses: { 200: slotClosureResultSchema, ...errors },
  },
  reopenAdminSlots: {
    tags: ['admin'],
    summary: 'Reopens closed slots or a closed day (cancelled orders stay cancelled)',
    bearer: true,
    body: slotReopenBody,
    responses: { 200: slotReopenResultSchema, ...errors },
  },
  getSlotSettings: {
    tags: ['admin'],
    summary: "A warehouse's slot rules: hours, width, capacity, same-day cutoff, lead time, days ahead",
    bearer: true,
    params: slotSettingsParams,
    query: localeQuery,
    responses: { 200: slotSettingsSchema, ...errors },
  },
  saveSlotSettings: {
    tags: ['admin'],
    summary:
      "Saves a warehouse's slot rules (409 'staleVersion' over someone else's save); future slots nothing refers to are regenerated",
    bearer: true,
    params: slotSettingsParams,
    body: saveSlotSettingsBody,
    responses: { 200: slotSettingsSchema, ...errors },
  },
});
