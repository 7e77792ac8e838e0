/**
 * Back-office: a warehouse's round settings (/admin/tournees/reglages; docs/rules.md#round-settings) —
 * how long a stop takes, how wide the window announced to shoppers is, and its vans. The bounds are the
 * domain's (ROUND_SETTING_BOUNDS, VAN_CAPACITY_BOUNDS), which migration 0052's checks repeat.
 */
import { ROUND_SETTING_BOUNDS, VAN_CAPACITY_BOUNDS, VAN_NAME_MAX } from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, boundedInt, id, idParam, intParam, localeQuery, safeText } from '../primitives.js';

const { stopBaseSeconds, stopPerCrateSeconds, promiseWindowMinutes } = ROUND_SETTING_BOUNDS;

export const roundSettingsParams = z.object({ warehouseId: idParam() });
export const vanParams = z.object({ warehouseId: idParam(), vanId: idParam() });

const vanSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Its place among the warehouse's vans: the first takes the orders no plan or manager gave a van. */
  position: z.number(),
  capacityCrates: z.number(),
  version: z.number(),
  /** Orders of a slot not over yet go with it: it cannot be removed (409 'vanBusy'). */
  busyOrders: z.number().describe('Orders of slots not over yet assigned to it (then it cannot be removed)'),
});

export const roundSettingsSchema = z.object({
  warehouseId: z.number(),
  warehouseName: z.string(),
  /** The version read: a save sends it back (409 'staleVersion' when someone saved in between). */
  version: z.number(),
  stopBaseSeconds: z.number().describe("A stop's fixed time, in seconds"),
  stopPerCrateSeconds: z.number().describe('What each crate dropped or picked up adds to a stop, in seconds'),
  promiseWindowMinutes: z.number().describe('The width of the delivery window announced to shoppers'),
  shortestSlotMinutes: z
    .number()
    .nullable()
    .describe('The shortest slot of the warehouse (its rules and the slots not over): the window fits in it'),
  vans: z.array(vanSchema),
});

export const saveRoundSettingsBody = z.object({
  ...bodyLocale,
  version: id(),
  stopBaseSeconds: boundedInt(stopBaseSeconds.min, stopBaseSeconds.max, 'roundStopBaseInvalid'),
  stopPerCrateSeconds: boundedInt(
    stopPerCrateSeconds.min,
    stopPerCrateSeconds.max,
    'roundStopPerCrateInvalid',
  ),
  promiseWindowMinutes: boundedInt(promiseWindowMinutes.min, promiseWindowMinutes.max, 'roundWindowInvalid'),
});

const vanFields = {
  name: safeText(VAN_NAME_MAX, { error: 'vanNameInvalid', required: 'vanNameInvalid' }).min(1, {
    error: 'vanNameInvalid',
  }),
  capacityCrates: boundedInt(VAN_CAPACITY_BOUNDS.min, VAN_CAPACITY_BOUNDS.max, 'vanCapacityInvalid'),
};

export const createVanBody = z.object({ ...bodyLocale, ...vanFields });
export const updateVanBody = z.object({ ...bodyLocale, ...vanFields, version: id() });
/** A removal names the version read, like an edit: a van changed meanwhile is a 409. */
export const deleteVanQuery = localeQuery.extend({ version: intParam(1) });
export const moveVanBody = z.object({ ...bodyLocale, direction: z.enum(['up', 'down']) });
