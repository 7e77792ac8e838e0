/** The catalogue (products, their warehouse entries, categories): /crossSell, /products/…, /categories. */
import { z } from 'zod';
import { euros, idParam, intParam, localeQuery, safeText } from './primitives.js';

const csv = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(safeText(60)).max(20));

/** GET /categories/{slug}. */
export const categorySlugParams = z.object({ slug: safeText(120) });
/** GET /products/{slug}. */
export const productSlugParams = z.object({ slug: safeText(160) });
/** GET /media/categories/{file}: a category's icon. */
export const categoryImageParams = z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) });
/** GET /media/products/{file}: a packshot or its 150 px thumbnail, optionally `w` pixels wide. */
/** `{id}.svg` (packshot) or `{id}-{photoId}.webp` (uploaded photo), each with its `-thumb150` rendition. */
export const productImageParams = z.object({
  file: z.string().regex(/^\d+(-thumb150\.svg|\.svg|-\d+(-thumb150)?\.webp)$/),
});
export const productImageQuery = localeQuery.extend({ w: intParam(1, 4000).optional() });

export const crossSellQuery = localeQuery.extend({
  page: intParam(1, 1000).default(1),
  limit: intParam(1, 100).default(24),
  sort: z.enum(['relevance', 'name', 'price', 'newest']).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
  search: safeText(100).optional(),
  tags: csv.optional().describe('Tag keys, comma-separated: products carrying all of them'),
  tag: safeText(60).optional().describe('One tag key'),
  section: safeText(120).optional().describe('Rayon (category master) or category slug'),
  packageType: idParam().optional(),
  warehouseId: idParam().optional(),
});
export type CrossSellQuery = z.infer<typeof crossSellQuery>;

export const tagSchema = z.object({ key: z.string(), name: z.string() });

const named = z.object({ id: z.number(), name: z.string(), slug: z.string() });

export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  image1: z.string(),
  image1Width: z.number().int().describe('Width of image1 in CSS pixels'),
  image1Height: z.number().int().describe('Height of image1 in CSS pixels'),
  thumb150: z.string(),
  thumb150Width: z.number().int(),
  thumb150Height: z.number().int(),
  internalImage: z.string(),
  volume: z.number(),
  volumeTranslated: z.string(),
  unit: z.string(),
  isHidden: z.boolean(),
  isNew: z.boolean(),
  alcoholLevel: z.number().nullable(),
  minimumAge: z
    .number()
    .int()
    .nullable()
    .describe(
      'The age the product may be sold at in the country of the warehouse the shopper is served by (16 or 18); null when it is not an alcoholic drink there',
    ),
  bottleDeposit: euros,
  vatRate: z.number(),
  category: named.extend({ master: named }),
  packageType: z.object({ id: z.number(), name: z.string(), capacity: z.number().nullable() }),
  tags: z.array(tagSchema),
});

/** A product's entry in a warehouse, with prices (TTC, HT, before discount) in euros. */
export const productWarehouseSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  price: euros.describe('Unit price incl. VAT, after any anti-waste discount'),
  priceHt: euros,
  originalPrice: euros.describe('Unit price incl. VAT before discount'),
  customPricePerUnit: euros.nullable().describe('Price per litre or kilogram, incl. VAT'),
  pricePerUnitUnit: z.enum(['l', 'kg']).nullable(),
  isAvailable: z.boolean(),
  maxOrderable: z.number(),
  discountAntiWastePercent: z.number(),
  product: productSchema,
});

export const crossSellResponse = z.object({
  products: z.array(productWarehouseSchema),
  count: z.number(),
  page: z.number(),
  limit: z.number(),
  filters: z.object({
    tags: z.array(z.object({ key: z.string(), name: z.string(), count: z.number() })),
    packageTypes: z.array(z.object({ id: z.number(), name: z.string(), count: z.number() })),
  }),
});

export const productDetailSchema = productWarehouseSchema.extend({
  related: z.array(productWarehouseSchema),
});

export const categoryRefSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  productCount: z.number(),
});

export const categoryMasterSchema = categoryRefSchema.extend({
  icon: z.string(),
  color: z.string(),
  image: z.string(),
  categories: z.array(categoryRefSchema),
});

export const categoryDetailSchema = categoryMasterSchema.extend({
  kind: z.enum(['master', 'category']),
  master: categoryMasterSchema.omit({ categories: true }).nullable(),
});
