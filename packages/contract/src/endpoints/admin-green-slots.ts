import {
  greenSlotExplanationQuery,
  greenSlotExplanationSchema,
  greenSlotSettingsParams,
  greenSlotSettingsSchema,
  saveGreenSlotSettingsBody,
} from '../admin/green-slots.js';
import { localeQuery, staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = staffErrors;

/** Back-office: green slots, each warehouse's settings and how the mark is decided (managers: their warehouses). */
export const adminGreenSlotsEndpoints = defineEndpoints({
  getGreenSlotSettings: {
    tags: ['admin'],
    summary: "A warehouse's green slots: the threshold in road metres and the delivery-fee discount",
    bearer: true,
    params: greenSlotSettingsParams,
    query: localeQuery,
    responses: { 200: greenSlotSettingsSchema, ...errors },
  },
  saveGreenSlotSettings: {
    tags: ['admin'],
    summary: "Saves a warehouse's green-slot threshold and discount (audit-logged)",
    bearer: true,
    params: greenSlotSettingsParams,
    body: saveGreenSlotSettingsBody,
    responses: { 200: greenSlotSettingsSchema, ...errors },
  },
  explainGreenSlots: {
    tags: ['admin'],
    summary:
      "How the green mark is decided on a day for a place (an order's, or a postal code's commune centre): per slot, the marginal road metres against the threshold",
    bearer: true,
    query: greenSlotExplanationQuery,
    responses: { 200: greenSlotExplanationSchema, ...errors },
  },
});
