/** Back-office: editorial pages, CGV, blog articles, the promo bar, slot marketing operations and redirects (/admin/…). */
import { LOCALES } from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, boundedInt, iconName, idParam, localeQuery, safeText } from '../primitives.js';
import { pageOf, pageQuery } from './core.js';

export const CONTENT_STATUSES = ['draft', 'published'] as const;
/** What the storefront does with a text: nothing (draft), later (scheduled) or now (published). */
export const CONTENT_STATES = ['draft', 'scheduled', 'published'] as const;
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;

/** A URL slug: lower-case words joined by hyphens (the storefront's URL). */
const slug = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(120, { error: 'contentSlugInvalid' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'contentSlugInvalid' });

const version = boundedInt(1);

/**
 * One locale's text. All empty means "not translated yet" (the storefront falls back to French);
 * a half-filled locale is refused field by field.
 */
export const contentTextSchema = z.object({
  title: safeText(200),
  summary: safeText(600, { multiline: true }),
  body: safeText(100_000, { multiline: true }),
});
export type ContentText = z.infer<typeof contentTextSchema>;

/** The four storefront locales side by side (fr, es, be, nl-BE); French is required. */
export const contentTextsSchema = z.object(
  Object.fromEntries(LOCALES.map((locale) => [locale, contentTextSchema])) as Record<
    (typeof LOCALES)[number],
    typeof contentTextSchema
  >,
);
export type ContentTexts = z.infer<typeof contentTextsSchema>;

const isoDateTime = z.iso.datetime({ offset: true, error: 'invalidDate' });

export const contentIdParams = z.object({ id: idParam() });
export const contentListQuery = pageQuery.extend({
  q: z.string().trim().max(100).optional(),
});

// ---- editorial pages ----

export const adminPageSummarySchema = z.object({
  id: z.number(),
  key: z.string().nullable().describe('Configuration key (concept, cgv, …) or null for a linked page'),
  slug: z.string(),
  title: z.string().describe('French title'),
  status: z.enum(CONTENT_STATUSES),
  /** Locales with no text yet (the storefront shows French there). */
  missingLocales: z.array(z.enum(LOCALES)),
  updatedAt: z.string(),
  version: z.number(),
});

export const adminPageSchema = adminPageSummarySchema.extend({ texts: contentTextsSchema });

export const savePageBody = z.object({
  ...bodyLocale,
  slug,
  status: z.enum(CONTENT_STATUSES),
  texts: contentTextsSchema,
  /** The version read; absent when creating. */
  version: version.optional(),
});

// ---- blog ----

export const adminPostSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string().describe('French title'),
  author: z.string(),
  status: z.enum(CONTENT_STATUSES),
  state: z.enum(CONTENT_STATES),
  publishedAt: z.string().describe('ISO 8601: the article shows from then on once published'),
  missingLocales: z.array(z.enum(LOCALES)),
  updatedAt: z.string(),
  version: z.number(),
});

export const adminPostSchema = adminPostSummarySchema.extend({
  coverIcon: z.string(),
  coverColor: z.string(),
  videoUrl: z.string().nullable(),
  texts: contentTextsSchema,
});

export const savePostBody = z.object({
  ...bodyLocale,
  slug,
  status: z.enum(CONTENT_STATUSES),
  publishedAt: isoDateTime,
  author: safeText(120).pipe(z.string().min(1, { error: 'required' })),
  coverIcon: iconName,
  coverColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'contentColorInvalid' }),
  videoUrl: z
    .string()
    .trim()
    .max(500, { error: 'invalidValue' })
    .nullable()
    .transform((v) => v || null),
  texts: contentTextsSchema,
  version: version.optional(),
});

// ---- redirects ----

export const adminRedirectSchema = z.object({
  id: z.number(),
  path: z.string(),
  target: z.string(),
  status: z.literal(REDIRECT_STATUSES),
  version: z.number(),
});

export const saveRedirectBody = z.object({
  ...bodyLocale,
  path: safeText(500).pipe(z.string().min(1, { error: 'required' })),
  target: safeText(2048).pipe(z.string().min(1, { error: 'required' })),
  status: z.literal(REDIRECT_STATUSES, { error: 'redirectStatusInvalid' }),
  version: version.optional(),
});

export const redirectListQuery = contentListQuery;
export const contentDeleteQuery = localeQuery.extend({ version: idParam() });

export const adminPagesResponse = adminPageSummarySchema.array();
export const adminPostsResponse = pageOf(adminPostSummarySchema);
export const adminRedirectsResponse = pageOf(adminRedirectSchema);

// ---- the home's promo bar ----

const promoFragment = safeText(120).pipe(z.string().min(1, { error: 'required' }));
export const promoBarTextSchema = z.object({
  label: promoFragment,
  part1: promoFragment,
  part2: promoFragment,
  part3: promoFragment,
});

/** The promo bar as the storefront shows it, in the request locale (GET /promo-bar). */
export const promoBarSchema = z.object({
  enabled: z.boolean(),
  label: z.string(),
  part1: z.string(),
  part2: z.string(),
  part3: z.string().describe('The code, highlighted'),
});

export const adminPromoBarSchema = z.object({
  enabled: z.boolean(),
  texts: z.object(
    Object.fromEntries(LOCALES.map((locale) => [locale, promoBarTextSchema])) as Record<
      (typeof LOCALES)[number],
      typeof promoBarTextSchema
    >,
  ),
  updatedAt: z.string(),
  version: z.number(),
});

export const savePromoBarBody = adminPromoBarSchema
  .pick({ enabled: true, texts: true })
  .extend({ ...bodyLocale, version });
