/**
 * Back-office: a warehouse's slot rules (settings), its week of slots, a slot's capacity, closing and
 * reopening slots or whole days (/admin/slots…, /admin/slot-settings/…).
 */
import {
  ORDER_STATUSES,
  RESERVATION_WEEKS_BOUNDS,
  SLOT_RULE_BOUNDS,
  USUAL_BASKET_HOURS_BOUNDS,
  slotRulesIssues,
  type SlotRules,
} from '@consigne/domain';
import { z } from 'zod';
import { calendarDate, bodyLocale, boundedInt, euros, id, idParam, safeText } from '../primitives.js';
import { ADMIN_PAYMENT_METHODS } from './orders.js';

/** Most slots one closure names: a day of hourly slots, twice over. */
export const MAX_SLOTS_PER_CLOSURE = 48;

const rule = (key: keyof SlotRules) =>
  boundedInt(SLOT_RULE_BOUNDS[key].min, SLOT_RULE_BOUNDS[key].max, 'slotRuleRange');

export const slotRulesSchema = z.object({
  firstStartHour: z.number(),
  lastStartHour: z.number(),
  widthHours: z.number(),
  capacity: z.number(),
  sameDayCutoffHour: z.number(),
  leadMinutes: z.number(),
  daysAhead: z.number(),
});

/**
 * The shoppers' weekly habits a warehouse sets beside its slot rules: how many weeks ahead a reserved
 * weekly slot holds its places, and how many hours before a slot's cutoff a usual basket is placed.
 */
export const HABIT_BOUNDS = {
  reservationWeeks: RESERVATION_WEEKS_BOUNDS,
  usualBasketHours: USUAL_BASKET_HOURS_BOUNDS,
} as const;
export type HabitSetting = keyof typeof HABIT_BOUNDS;
const habit = (key: HabitSetting) =>
  boundedInt(HABIT_BOUNDS[key].min, HABIT_BOUNDS[key].max, 'slotRuleRange');

export const slotSettingsSchema = slotRulesSchema.extend({
  reservationWeeks: z.number(),
  usualBasketHours: z.number(),
  warehouseId: z.number(),
  version: z.number(),
  updatedAt: z.string(),
});

export const slotSettingsParams = z.object({ warehouseId: idParam() });

/** The message key of each cross-field issue the domain names. */
const ISSUE_KEYS: Record<string, string> = {
  beforeFirst: 'slotRuleLastBeforeFirst',
  pastMidnight: 'slotRulePastMidnight',
  range: 'slotRuleRange',
};

export const saveSlotSettingsBody = z
  .object({
    ...bodyLocale,
    firstStartHour: rule('firstStartHour'),
    lastStartHour: rule('lastStartHour'),
    widthHours: rule('widthHours'),
    capacity: rule('capacity'),
    sameDayCutoffHour: rule('sameDayCutoffHour'),
    leadMinutes: rule('leadMinutes'),
    daysAhead: rule('daysAhead'),
    /** Absent: unchanged (a caller that only sets the slot rules). */
    reservationWeeks: habit('reservationWeeks').optional(),
    usualBasketHours: habit('usualBasketHours').optional(),
    /** The version read: a save over someone else's is a 409 'staleVersion'. */
    version: id(),
  })
  .superRefine((body, ctx) => {
    for (const { field, issue } of slotRulesIssues(body))
      if (issue !== 'range') ctx.addIssue({ code: 'custom', path: [field], message: ISSUE_KEYS[issue]! });
  });

export const adminSlotWeekQuery = z.object({
  warehouseId: idParam(),
  /** Any day of the week wanted (shop time); absent: this week. */
  week: calendarDate.optional(),
  locale: z.string().optional(),
});

export const adminSlotSchema = z.object({
  id: z.number(),
  startAt: z.string(),
  endAt: z.string(),
  capacity: z.number(),
  /** Places taken by placed orders. */
  booked: z.number(),
  /** Places held by shoppers who selected the slot and have not ordered yet. */
  held: z.number(),
  closedAt: z.string().nullable(),
  /** Whether shoppers may still choose it: open, not closed, before its cutoff. */
  takesOrders: z.boolean(),
  /** Whether it has started: past slots are shown, not changed. */
  isPast: z.boolean(),
});

export const adminSlotDaySchema = z.object({
  date: z.string(),
  /** The whole day is closed (a holiday): its slots, even those not generated yet, are closed. */
  isClosedDay: z.boolean(),
  slots: z.array(adminSlotSchema),
});

export const adminSlotWeekSchema = z.object({
  warehouseId: z.number(),
  /** The Monday of the week shown. */
  week: z.string(),
  today: z.string(),
  days: z.array(adminSlotDaySchema),
  settings: slotSettingsSchema,
});

export const adminSlotParams = z.object({ id: idParam() });

export const slotCapacityBody = z.object({
  ...bodyLocale,
  capacity: boundedInt(SLOT_RULE_BOUNDS.capacity.min, SLOT_RULE_BOUNDS.capacity.max, 'slotRuleRange'),
});

/** Slots by id, as a query string: "12,13,14". */
const slotIdList = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9}){0,47}$/, { error: 'invalidValue' })
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .pipe(z.array(z.number().int().min(1)));

/** The slots a closure names: some slots of a warehouse, or a whole day of it. */
const slotTarget = {
  warehouseId: id(),
  slotIds: z.array(id()).min(1).max(MAX_SLOTS_PER_CLOSURE).optional(),
  date: calendarDate.optional(),
};

const oneTarget = (body: { slotIds?: number[]; date?: string }, ctx: z.RefinementCtx) => {
  if ((body.slotIds === undefined) === (body.date === undefined))
    ctx.addIssue({ code: 'custom', path: ['slotIds'], message: 'slotClosureTarget' });
};

export const slotBookedOrdersQuery = z
  .object({ warehouseId: idParam(), slotIds: slotIdList.optional(), date: calendarDate.optional() })
  .superRefine(oneTarget);

export const slotClosureBody = z
  .object({
    ...bodyLocale,
    ...slotTarget,
    /** Told to the customers whose orders are cancelled, kept in the orders' history and the audit log. */
    reason: safeText(500, { multiline: true }).pipe(z.string().min(3, { error: 'reasonRequired' })),
    /** Another slot of the warehouse to move every booked order to (with a free place for each) instead of cancelling them. */
    moveToSlotId: id().optional(),
  })
  .superRefine(oneTarget);

export const slotReopenBody = z.object({ ...bodyLocale, ...slotTarget }).superRefine(oneTarget);

/** An order a closure would cancel (or cannot: paid by card, whose refund is not built here). */
export const slotBookedOrderSchema = z.object({
  id: z.number(),
  status: z.enum(ORDER_STATUSES),
  slot: z.object({ id: z.number(), startAt: z.string(), endAt: z.string() }),
  customerName: z.string(),
  customerEmail: z.string(),
  amountToPay: euros,
  paymentMethod: z.enum(ADMIN_PAYMENT_METHODS),
  /** Paid by card: the closure is refused until it is moved or refunded. */
  blocksClosure: z.boolean(),
});

export const slotClosureResultSchema = z.object({
  closedSlots: z.number(),
  cancelledOrders: z.array(z.number()),
  movedOrders: z.array(z.number()),
});

/** The slots orders may be moved to: a warehouse's coming open slots, less some (those being closed). */
export const slotMoveTargetsQuery = z.object({
  warehouseId: idParam(),
  exclude: slotIdList.optional(),
});

/** A slot orders may be moved to, with its free places (capacity less bookings and live holds). */
export const slotMoveTargetSchema = z.object({
  id: z.number(),
  startAt: z.string(),
  endAt: z.string(),
  capacity: z.number(),
  free: z.number(),
});

export const slotReopenResultSchema = z.object({ reopenedSlots: z.number() });

export const slotCapacityResultSchema = z.object({
  id: z.number(),
  capacity: z.number(),
  booked: z.number(),
});
