/** Back-office: marketing operations on delivery slots (a slot's marketing text, description, icon and colours). */
import { API_LOCALES, contrastRatio, isSlotMarketingIcon, MIN_TEXT_CONTRAST } from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, boundedInt, calendarDate, id, idParam, localeQuery, safeText } from '../primitives.js';

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'contentColorInvalid' })
  .transform((v) => v.toLowerCase());

/** One locale's tag (next to the slot's hours) and banner sentence; both empty = shown in French. */
export const slotMarketingTextSchema = z.object({
  text: safeText(40),
  description: safeText(300),
});
export const slotMarketingTextsSchema = z.object(
  Object.fromEntries(API_LOCALES.map((locale) => [locale, slotMarketingTextSchema])) as Record<
    (typeof API_LOCALES)[number],
    typeof slotMarketingTextSchema
  >,
);
export type SlotMarketingTexts = z.infer<typeof slotMarketingTextsSchema>;

const fields = z.object({
  ...bodyLocale,
  /** The team's own name for it (not shown to shoppers). */
  name: safeText(80).pipe(z.string().min(1, { error: 'required' })),
  warehouseId: id().nullable(),
  texts: slotMarketingTextsSchema,
  icon: safeText(16)
    .refine((v) => v === '' || isSlotMarketingIcon(v), { error: 'slotMarketingIconInvalid' })
    .transform((v) => v || null)
    .nullable(),
  backgroundColor: hexColor.nullable(),
  textColor: hexColor.nullable(),
  weekdays: z
    .array(boundedInt(1, 7))
    .max(7)
    .transform((days) => [...new Set(days)].sort()),
  firstOfDay: z.boolean(),
  startTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalidValue' })
    .nullable(),
  startsOn: calendarDate,
  endsOn: calendarDate.nullable(),
  active: z.boolean(),
});

function checkOperation(value: z.infer<typeof fields>, ctx: z.RefinementCtx) {
  if (!value.texts.fr_FR.text)
    ctx.addIssue({ code: 'custom', path: ['texts', 'fr_FR', 'text'], message: 'required' });
  if (value.endsOn && value.endsOn < value.startsOn)
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'slotMarketingEndBeforeStart' });
  // Both set or both left to the storefront's own pair: one without the other may be unreadable.
  if ((value.backgroundColor === null) !== (value.textColor === null))
    ctx.addIssue({ code: 'custom', path: ['textColor'], message: 'slotMarketingColorsPair' });
  else if (
    value.backgroundColor &&
    value.textColor &&
    contrastRatio(value.backgroundColor, value.textColor) < MIN_TEXT_CONTRAST
  )
    ctx.addIssue({ code: 'custom', path: ['textColor'], message: 'slotMarketingContrastLow' });
}

export const createSlotMarketingBody = fields.superRefine(checkOperation);
/** An edit sends the version it read: an operation changed meanwhile is a 409 'staleVersion'. */
export const updateSlotMarketingBody = fields.extend({ version: id() }).superRefine(checkOperation);
export const deleteSlotMarketingQuery = localeQuery.extend({ version: idParam() });
export const slotMarketingParams = z.object({ id: idParam() });

export const adminSlotMarketingSchema = z.object({
  id: z.number(),
  name: z.string(),
  warehouseId: z.number().nullable(),
  texts: slotMarketingTextsSchema,
  icon: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  textColor: z.string().nullable(),
  weekdays: z.array(z.number()),
  firstOfDay: z.boolean(),
  startTime: z.string().nullable(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  active: z.boolean(),
  /** Upcoming slots that show it now. */
  upcomingSlots: z.number(),
  /** Its locales with no tag yet (the storefront shows French there). */
  missingLocales: z.array(z.enum(API_LOCALES)),
  updatedAt: z.string(),
  version: z.number(),
});
export const adminSlotMarketingListSchema = adminSlotMarketingSchema.array();
