/** Back-office: promo codes, their uses and revenue (/admin/…). Admins only. */
import { LOCALES, PROMO_KINDS } from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, boundedInt, euros, id, idParam, safeText } from '../primitives.js';
import { pageQuery } from './core.js';

/** Codes as shoppers type them (matched case-insensitively, stored upper-cased). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
const MAX_EUROS = 100_000;

/** Euros typed in the back-office: at least `min`, at most 2 decimals. */
const eurosInput = (min: number, error: string) =>
  z
    .number({ error })
    .min(min, { error })
    .max(MAX_EUROS, { error })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'promoAmountCents' });

const instant = z.iso.datetime({ offset: true, error: 'invalidValue' }).nullable();

const promoCodeFields = z.object({
  ...bodyLocale,
  code: z
    .string({ error: 'required' })
    .trim()
    .toUpperCase()
    .regex(PROMO_CODE_PATTERN, { error: 'promoCodeFormat' }),
  kind: z.enum(PROMO_KINDS, { error: 'invalidValue' }),
  /** 'amount' codes: euros off the products. */
  amount: eurosInput(0.01, 'promoAmountMin').nullable().default(null),
  /** 'percent' codes: 1–100. */
  percent: boundedInt(1, 100, 'promoPercentRange').nullable().default(null),
  /** 'gift' codes: the product key given (one unit, shown 'OFFERT'). */
  giftProductKey: safeText(120).nullable().default(null),
  minSubtotal: eurosInput(0, 'promoMinSubtotalInvalid').default(0),
  maxUsesTotal: boundedInt(1, 10_000_000, 'promoLimitInvalid').nullable().default(null),
  maxUsesPerCustomer: boundedInt(1, 1000, 'promoLimitInvalid').default(1),
  firstOrderOnly: z.boolean().default(false),
  /** Storefront locales where valid; null or empty: every one. */
  locales: z.array(z.enum(LOCALES)).max(LOCALES.length).nullable().default(null),
  /** Warehouses where valid; null or empty: every one. */
  warehouseIds: z.array(id()).max(100).nullable().default(null),
  startsAt: instant.default(null),
  endsAt: instant.default(null),
  active: z.boolean().default(true),
});

type PromoFields = z.infer<typeof promoCodeFields>;

/** The fields each kind needs, and an end after the start: field errors the form shows. */
function checkPromoFields(value: PromoFields, ctx: z.RefinementCtx) {
  if (value.kind === 'amount' && value.amount === null)
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'promoAmountMin' });
  if (value.kind === 'percent' && value.percent === null)
    ctx.addIssue({ code: 'custom', path: ['percent'], message: 'promoPercentRange' });
  if (value.kind === 'gift' && !value.giftProductKey)
    ctx.addIssue({ code: 'custom', path: ['giftProductKey'], message: 'promoGiftRequired' });
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'promoEndBeforeStart' });
}

export const createPromoCodeBody = promoCodeFields.superRefine(checkPromoFields);
/** An edit sends the version it read: a code changed meanwhile is a 409 'staleVersion'. */
export const updatePromoCodeBody = promoCodeFields.extend({ version: id() }).superRefine(checkPromoFields);
export const disablePromoCodeBody = z.object({ ...bodyLocale });

export const promoCodeIdParams = z.object({ id: idParam() });
export const promoCodesQuery = pageQuery.extend({
  q: safeText(40).optional(),
});

/** What a code brought: orders not cancelled that used it, their totals and the discount given. */
export const promoStatsSchema = z.object({
  uses: z.number(),
  orders: z.number(),
  revenue: euros,
  discount: euros,
});

export const adminPromoCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  amount: euros.nullable(),
  percent: z.number().nullable(),
  giftProductKey: z.string().nullable(),
  minSubtotal: euros,
  maxUsesTotal: z.number().nullable(),
  maxUsesPerCustomer: z.number(),
  firstOrderOnly: z.boolean(),
  locales: z.array(z.string()).nullable(),
  warehouseIds: z.array(z.number()).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  stats: promoStatsSchema,
});

export const promoCodeUseSchema = z.object({
  id: z.number(),
  usedAt: z.string(),
  customerId: z.number(),
  customerEmail: z.string(),
  orderId: z.number().nullable(),
  orderStatus: z.string().nullable(),
  orderTotal: euros.nullable(),
  discount: euros.nullable(),
});

export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;
export type PromoCodeUse = z.infer<typeof promoCodeUseSchema>;
export type CreatePromoCodeBody = z.input<typeof createPromoCodeBody>;
