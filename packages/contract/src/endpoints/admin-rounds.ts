import {
  moveOrderVanBody,
  movedOrderVanSchema,
  announcedWindowsSchema,
  announceWindowsBody,
  planRoundsBody,
  roundPlanSchema,
  roundsDayQuery,
  roundsDaySchema,
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
    summary:
      "Moves an order to another van of its warehouse: its stop goes in at the cheapest feasible place of the van's round, both rounds re-sequenced and their arrivals recomputed; refused when a round has started, the van is full or a window would be missed",
    bearer: true,
    params: vanRoundOrderParams,
    body: moveOrderVanBody,
    responses: { 200: movedOrderVanSchema, ...errors },
  },
  getRoundsDay: {
    tags: ['admin'],
    summary:
      "A day's rounds per slot and van, as planned: stops in order with their places (to draw the round), crates, km, when each van leaves and is back, whether it is locked, and the orders off the plan with why",
    bearer: true,
    query: roundsDayQuery,
    responses: { 200: roundsDaySchema, ...errors },
  },
  planSlotRounds: {
    tags: ['admin'],
    summary:
      "Plans a slot's rounds, or a day's (every slot of a date), across the warehouse's vans: a van, a place and a planned arrival for every order still to leave; a started round is locked and kept; what cannot be placed is listed, never dropped",
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
