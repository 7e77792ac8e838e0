/** Back-office: returnable containers counted in units (ADR 0049, docs/containers.md) — /admin/contenants. */
import {
  CONTAINER_MOVE_MAX,
  CONTAINER_REASONS,
  CONTAINER_STATES,
  CONTAINER_TYPES,
  MANUAL_CONTAINER_REASONS,
} from '@consigne/domain';
import { z } from 'zod';
import {
  bodyLocale,
  boundedInt,
  calendarDate,
  euros,
  id,
  idParam,
  localeQuery,
  safeText,
} from '../primitives.js';

export const containersQuery = localeQuery.extend({ warehouseId: idParam().optional() });

const balanceSchema = z.object({
  type: z.enum(CONTAINER_TYPES),
  warehouse: z.number(),
  customer: z.number(),
  washer: z.number(),
  broken: z.number(),
  lost: z.number(),
});

export const containerMovementSchema = z.object({
  id: z.number(),
  type: z.enum(CONTAINER_TYPES),
  from: z.enum(CONTAINER_STATES).nullable(),
  to: z.enum(CONTAINER_STATES).nullable(),
  quantity: z.number(),
  reason: z.enum(CONTAINER_REASONS),
  note: z.string().nullable(),
  at: z.string(),
});

export const containersSchema = z.object({
  warehouseId: z.number(),
  /** Units per type and state (the warehouse's shelf or the customers' may be below 0: see the docs). */
  balances: z.array(balanceSchema),
  /** The units out at customers × each type's deposit, against the money ledger. */
  reconciliation: z.object({
    types: z.array(
      z.object({
        type: z.enum(CONTAINER_TYPES),
        deposit: euros,
        /** Units out by the containers' ledger. */
        unitsOut: z.number(),
        /** Units out by the pending deposits' counts (deliveries − collections − broken refusals). */
        ledgerUnits: z.number(),
        value: euros,
        agrees: z.boolean(),
      }),
    ),
    unitsValue: euros,
    /** The warehouse's pending deposits (the money ledger). */
    pending: euros,
    /** Deposits never returned in time and sold: money settled, units never seen again. */
    forfeited: euros,
    /** units' value − (pending + forfeited): 0 when the ledgers agree. */
    difference: euros,
    agrees: z.boolean(),
  }),
  /** The latest movements, the newest first. */
  movements: z.array(containerMovementSchema),
});

/**
 * A movement recorded by hand: bought new, to or back from the washer, broken, lost. `key`: the form's
 * own id, so a double submit is recorded once.
 */
export const createContainerMovementBody = z.object({
  ...bodyLocale,
  warehouseId: id(),
  key: z.uuid({ error: 'invalidValue' }),
  type: z.enum(CONTAINER_TYPES),
  reason: z.enum(MANUAL_CONTAINER_REASONS),
  /** Where from, for breakage and loss: the warehouse (default) or the washer ('from' is a calendar day in the API). */
  fromState: z.enum(['warehouse', 'washer']).optional(),
  quantity: boundedInt(1, CONTAINER_MOVE_MAX),
  note: safeText(200).optional(),
});

export const reuseReportQuery = localeQuery.extend({
  warehouseId: idParam().optional(),
  from: calendarDate,
  to: calendarDate,
});

export const reuseReportSchema = z.object({
  warehouseId: z.number(),
  from: z.string(),
  to: z.string(),
  types: z.array(
    z.object({
      type: z.enum(CONTAINER_TYPES),
      putOnMarket: z.number(),
      returned: z.number(),
      /** 0–1; null when nothing was put on the market. */
      returnRate: z.number().nullable(),
      fleet: z.number(),
      averageRotations: z.number().nullable(),
      broken: z.number(),
      lost: z.number(),
    }),
  ),
});

/** The reuse report as a CSV file (UTF-8 with BOM, ';', decimal commas), headers in the reader's language. */
export const reuseReportCsvSchema = z.object({ filename: z.string(), csv: z.string() });
