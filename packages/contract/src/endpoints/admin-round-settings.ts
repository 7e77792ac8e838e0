import {
  createVanBody,
  deleteVanQuery,
  moveVanBody,
  roundSettingsParams,
  roundSettingsSchema,
  saveRoundSettingsBody,
  updateVanBody,
  vanParams,
} from '../admin/round-settings.js';
import { localeQuery, staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = staffErrors;

/**
 * Back-office: a warehouse's round settings — stop times, the announced window's width, the vans
 * (managers: their warehouses; admins: all). Every change answers the settings as they now are.
 */
export const adminRoundSettingsEndpoints = defineEndpoints({
  getRoundSettings: {
    tags: ['admin'],
    summary:
      "A warehouse's round settings: a stop's base time and time per crate, the announced window's width, its vans",
    bearer: true,
    params: roundSettingsParams,
    query: localeQuery,
    responses: { 200: roundSettingsSchema, ...errors },
  },
  saveRoundSettings: {
    tags: ['admin'],
    summary:
      "Saves a warehouse's stop times and window width at the version read (409 'staleVersion'); a window wider than the shortest slot is a 422 (audit-logged)",
    bearer: true,
    params: roundSettingsParams,
    body: saveRoundSettingsBody,
    responses: { 200: roundSettingsSchema, ...errors },
  },
  createVan: {
    tags: ['admin'],
    summary: 'Adds a van to a warehouse, last in its order (a name taken, whatever its case: 409)',
    bearer: true,
    params: roundSettingsParams,
    body: createVanBody,
    responses: { 201: roundSettingsSchema, ...errors },
  },
  updateVan: {
    tags: ['admin'],
    summary: "Renames a van or changes its capacity, at the version read (409 'staleVersion')",
    bearer: true,
    params: vanParams,
    body: updateVanBody,
    responses: { 200: roundSettingsSchema, ...errors },
  },
  deleteVan: {
    tags: ['admin'],
    summary:
      "Removes a van at the version read; refused (409) while orders of a slot not over go with it, or when it is the warehouse's last",
    bearer: true,
    params: vanParams,
    query: deleteVanQuery,
    responses: { 200: roundSettingsSchema, ...errors },
  },
  moveVan: {
    tags: ['admin'],
    summary:
      "Moves a van one place up or down the warehouse's order (the first takes the orders given no van)",
    bearer: true,
    params: vanParams,
    body: moveVanBody,
    responses: { 200: roundSettingsSchema, ...errors },
  },
});
