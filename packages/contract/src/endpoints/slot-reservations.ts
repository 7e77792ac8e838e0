import {
  changeSlotReservationBody,
  createSlotReservationBody,
  reservedWeekParams,
  slotReservationAnswerSchema,
} from '../slot-reservations.js';
import { errorEnvelope, localeQuery } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
};

/** The shopper's reserved weekly slot (docs/rules.md#reserved-slots, ADR 0040), in the account area. */
export const slotReservationsEndpoints = defineEndpoints({
  getSlotReservation: {
    tags: ['account'],
    summary:
      "The shopper's reserved weekly slot and its coming weeks (held, skipped, used, full), or null when they have none",
    bearer: true,
    query: localeQuery,
    responses: { 200: slotReservationAnswerSchema, ...errors },
  },
  createSlotReservation: {
    tags: ['account'],
    summary:
      "Reserve the weekday and time of a slot the shopper picks, every week or every two weeks: a place is held in each week's slot for the warehouse's weeks ahead (4 by default), counted in its capacity; a week whose slot is full is reported (status full), not dropped. The address (one of the shopper's: another's is a 404) or pickup point must be served by the slot's warehouse (422). 409 when the picked slot is full or the shopper already has a reservation (change or release it instead)",
    bearer: true,
    query: localeQuery,
    body: createSlotReservationBody,
    responses: { 201: slotReservationAnswerSchema, ...errors },
  },
  changeSlotReservation: {
    tags: ['account'],
    summary:
      "Move the reservation to another weekday and time (a slot picked again): the old weeks' places are given back and the new weeks held, all or nothing (409 when the picked slot is full). 404 without a reservation",
    bearer: true,
    query: localeQuery,
    body: changeSlotReservationBody,
    responses: { 200: slotReservationAnswerSchema, ...errors },
  },
  releaseSlotReservation: {
    tags: ['account'],
    summary:
      'Release the reservation: every held week gives its place back (orders already placed are kept). 404 without a reservation',
    bearer: true,
    query: localeQuery,
    responses: { 200: slotReservationAnswerSchema, ...errors },
  },
  skipReservedWeek: {
    tags: ['account'],
    summary:
      "Skip one week of the reservation until its slot's cutoff: its place is given back. Skipping a skipped week answers the same; a used week or one past its cutoff is a 422; another shopper's week a 404",
    bearer: true,
    query: localeQuery,
    params: reservedWeekParams,
    responses: { 200: slotReservationAnswerSchema, ...errors },
  },
  unskipReservedWeek: {
    tags: ['account'],
    summary:
      "Take back a skipped week until its slot's cutoff: its place is held again (409 when the slot has filled up meanwhile)",
    bearer: true,
    query: localeQuery,
    params: reservedWeekParams,
    responses: { 200: slotReservationAnswerSchema, ...errors },
  },
});
