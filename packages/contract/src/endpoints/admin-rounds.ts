import {
  moveOrderVanBody,
  movedOrderVanSchema,
  announcedWindowsSchema,
  announceWindowsBody,
  planRoundsBody,
  roundPlanSchema,
  vanRoundOrderParams,
  vanRoundQuery,
  vanRoundSchema,
} from '../admin/rounds.js';
import { staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = staffErrors;

/** Back-office: the rounds per van and slot (managers: their warehouses; admins: all). */
export const adminRoundsEndpoints = defineEndpoints({
  getAdminVanRound: {
    tags: ['admin'],
    summary:
      "A van's round for a slot (default: today, the first slot with orders to deliver, the first van): stops in order from the warehouse, crates to drop, empties to collect",
    bearer: true,
    query: vanRoundQuery,
    responses: { 200: vanRoundSchema, ...errors },
  },
  moveOrderToVan: {
    tags: ['admin'],
    summary: 'Moves an order to another van of its warehouse (not once delivered or cancelled)',
    bearer: true,
    params: vanRoundOrderParams,
    body: moveOrderVanBody,
    responses: { 200: movedOrderVanSchema, ...errors },
  },
  planSlotRounds: {
    tags: ['admin'],
    summary:
      "Plans a slot's rounds across the warehouse's vans: a van, a place and a planned arrival for every order still to leave; a van whose driver has started keeps its round; what cannot be placed is listed, never dropped",
    bearer: true,
    body: planRoundsBody,
    responses: { 200: roundPlanSchema, ...errors },
  },
  announceSlotWindows: {
    tags: ['admin'],
    summary:
      "Tells a planned slot's shoppers their delivery window now (ADR 0036): orders not told yet, and orders whose window a new plan moved; the others are not told twice. Another warehouse's slot is a 404",
    bearer: true,
    body: announceWindowsBody,
    responses: { 200: announcedWindowsSchema, ...errors },
  },
});
