/** Back-office: products, images, Rayons, categories and tags (/admin/…). */
import { DEPOSIT_CLASSES, LOCALES, PRODUCT_UNITS, VAT_CLASSES } from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, boundedInt, euros, id, idParam, localeQuery, safeText } from '../primitives.js';
import { pageQuery } from './core.js';

/** What the list can show: sold and available in the warehouses looked at, sold but unavailable, sold nowhere. */
export const PRODUCT_AVAILABILITIES = ['available', 'unavailable', 'unsold'] as const;

export const adminProductListQuery = pageQuery.extend({
  /** Name in any locale, brand, product key, an entry's slug, or the product's id. */
  search: safeText(100).optional(),
  masterId: idParam().optional(),
  categoryId: idParam().optional(),
  packageTypeId: idParam().optional(),
  availability: z.enum(PRODUCT_AVAILABILITIES).optional(),
  /** A warehouse id, or 'mine' (the manager's warehouses); absent: every warehouse. */
  warehouse: z.union([z.literal('mine'), idParam()]).optional(),
  /** Only products missing a translation. */
  incomplete: z.enum(['1']).optional(),
});

const named = z.object({ id: z.number(), name: z.string() });
const imageSchema = z.object({
  /** 'photo': an uploaded photo; 'packshot': the generated drawing. */
  kind: z.enum(['photo', 'packshot']),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  thumbUrl: z.string(),
  thumbWidth: z.number(),
  thumbHeight: z.number(),
});

export const adminProductRowSchema = z.object({
  id: z.number(),
  key: z.string(),
  /** In the caller's locale, else French. */
  name: z.string(),
  brand: z.string(),
  master: named,
  category: named,
  packageType: named,
  volumeLabel: z.string(),
  isHidden: z.boolean(),
  missingLocales: z.array(z.enum(LOCALES)),
  /** Entries in the warehouses looked at: how many, and how many available. */
  entries: z.object({ total: z.number(), available: z.number() }),
  thumb: z.object({ url: z.string(), width: z.number(), height: z.number() }),
  version: z.number(),
});

const translationSchema = z.object({ name: z.string(), description: z.string() });

export const adminProductEntrySchema = z.object({
  warehouseId: z.number(),
  warehouseName: z.string(),
  slug: z.string(),
  price: euros,
  isAvailable: z.boolean(),
});

export const adminProductSchema = z.object({
  id: z.number(),
  key: z.string(),
  brand: z.string(),
  masterId: z.number(),
  categoryId: z.number(),
  packageTypeId: z.number(),
  volume: z.number(),
  unit: z.enum(PRODUCT_UNITS),
  vatClass: z.enum(VAT_CLASSES),
  depositClass: z.enum(DEPOSIT_CLASSES),
  alcoholLevel: z.number().nullable(),
  isHidden: z.boolean(),
  tagIds: z.array(z.number()),
  // Every locale named (not a record of the locales): a schema whose keys are its properties.
  translations: z.object({
    fr: translationSchema.nullable(),
    es: translationSchema.nullable(),
    be: translationSchema.nullable(),
    'nl-BE': translationSchema.nullable(),
  } satisfies Record<(typeof LOCALES)[number], z.ZodType>),
  missingLocales: z.array(z.enum(LOCALES)),
  image: imageSchema,
  /** Where it is sold: empty for a new product, which the storefront shows nowhere yet. */
  entries: z.array(adminProductEntrySchema),
  version: z.number(),
  createdAt: z.string(),
});

/** One locale's texts: French is required, another locale left empty is a missing translation. */
const localeTexts = (required: boolean) =>
  z.object({
    name: required ? safeText(120).pipe(z.string().min(1, { error: 'required' })) : safeText(120).default(''),
    description: safeText(4000, { multiline: true }).default(''),
  });

/** The shared product sheet (admins only): what the create and edit forms send. */
export const adminProductBody = z.object({
  ...bodyLocale,
  brand: safeText(80).pipe(z.string().min(1, { error: 'required' })),
  categoryId: id(),
  packageTypeId: id(),
  volume: z
    .number({ error: 'productVolumeInvalid' })
    .positive({ error: 'productVolumeInvalid' })
    .max(100_000, { error: 'productVolumeInvalid' }),
  unit: z.enum(PRODUCT_UNITS, { error: 'invalidValue' }),
  vatClass: z.enum(VAT_CLASSES, { error: 'invalidValue' }),
  depositClass: z.enum(DEPOSIT_CLASSES, { error: 'invalidValue' }),
  alcoholLevel: z
    .number({ error: 'productAlcoholInvalid' })
    .min(0, { error: 'productAlcoholInvalid' })
    .max(100, { error: 'productAlcoholInvalid' })
    .nullable(),
  isHidden: z.boolean(),
  tagIds: z.array(id()).max(50).default([]),
  translations: z.object({
    fr: localeTexts(true),
    es: localeTexts(false),
    be: localeTexts(false),
    'nl-BE': localeTexts(false),
  }),
});

/** An edit carries the version it read: a sheet saved by someone else since is a 409 'staleVersion'. */
export const adminProductUpdateBody = adminProductBody.extend({ version: boundedInt(1) });

export const adminProductParams = z.object({ id: idParam() });
export const adminProductVersionQuery = localeQuery.extend({ version: idParam() });

/** What the product form chooses from, in the caller's locale. */
export const adminProductOptionsSchema = z.object({
  masters: z.array(named.extend({ categories: z.array(named) })),
  packageTypes: z.array(named),
  tags: z.array(named.extend({ key: z.string() })),
  warehouses: z.array(named),
});

/** Photo uploads: at most 10 MB, JPEG, PNG or WebP (the content is checked, not the name). */
export const PRODUCT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
