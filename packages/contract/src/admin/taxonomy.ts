/** Back-office: Rayons (category masters), categories and tags — names in four locales, order, hidden flag. */
import { z } from 'zod';
import { bodyLocale, boundedInt, iconName, id, idParam, safeText } from '../primitives.js';

/** A slug of the storefront's URLs: lower-case ASCII words joined by hyphens. */
export const TAXONOMY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The names of an entry in the four storefront locales; French is required, a missing one is ''. */
export const taxonomyNamesSchema = z.object({
  fr: z.string(),
  es: z.string(),
  be: z.string(),
  'nl-BE': z.string(),
});

const nameText = safeText(80);
export const taxonomyNamesBody = z.object({
  fr: nameText.min(1, { error: 'required' }),
  es: nameText.default(''),
  be: nameText.default(''),
  'nl-BE': nameText.default(''),
});

const slugText = z
  .string()
  .trim()
  .max(80, { error: 'invalidSlug' })
  .regex(TAXONOMY_SLUG, { error: 'invalidSlug' });

const entryFields = {
  id: z.number(),
  names: taxonomyNamesSchema,
  position: z.number(),
  isHidden: z.boolean(),
  version: z.number(),
  /** Products filed under it (all warehouses, hidden products included). */
  productCount: z.number(),
};

export const adminCategorySchema = z.object({
  ...entryFields,
  slug: z.string(),
  masterId: z.number(),
  /** Fresh goods: what comes back from a failed delivery is written off, not restocked. */
  writeOffOnReturn: z.boolean(),
});
export const adminRayonSchema = z.object({
  ...entryFields,
  slug: z.string(),
  icon: z.string(),
  color: z.string(),
  categories: z.array(adminCategorySchema),
});
export const adminTagSchema = z.object({ ...entryFields, key: z.string() });

/** Everything /admin/rayons shows: the Rayons with their categories, and the tags, in order. */
export const adminTaxonomySchema = z.object({
  rayons: z.array(adminRayonSchema),
  tags: z.array(adminTagSchema),
});

/** A creation answers the new entry's id with the whole, re-ordered taxonomy. */
export const createdTaxonomyEntrySchema = z.object({ id: z.number(), taxonomy: adminTaxonomySchema });

const colorText = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'invalidColor' });

/** A new Rayon; its slug is derived from the French name unless given. */
export const createRayonBody = z.object({
  ...bodyLocale,
  names: taxonomyNamesBody,
  slug: slugText.optional(),
  icon: iconName,
  color: colorText,
  /** Created hidden: prepared out of the storefront's sight. */
  isHidden: z.boolean().default(false),
});

export const createCategoryBody = z.object({
  ...bodyLocale,
  masterId: id(),
  names: taxonomyNamesBody,
  slug: slugText.optional(),
  isHidden: z.boolean().default(false),
});

/** A new tag; its key (the URL's /t/{key}) is derived from the French name unless given, and never changes. */
export const createTagBody = z.object({
  ...bodyLocale,
  names: taxonomyNamesBody,
  key: slugText.optional(),
  isHidden: z.boolean().default(false),
});

const editFields = {
  ...bodyLocale,
  /** The version the editor read: an older one is a 409. */
  version: boundedInt(1),
  names: taxonomyNamesBody.optional(),
  isHidden: z.boolean().optional(),
};

/**
 * A slug stays when the names change (links keep working); `slug` sets a new one, `renewSlug` derives it
 * from the (new) French name. The old address then redirects to the new one.
 */
const slugChange = { slug: slugText.optional(), renewSlug: z.boolean().optional() };

export const updateRayonBody = z.object({
  ...editFields,
  ...slugChange,
  icon: iconName.optional(),
  color: colorText.optional(),
});
export const updateCategoryBody = z.object({
  ...editFields,
  ...slugChange,
  masterId: id().optional(),
  writeOffOnReturn: z.boolean().optional(),
});
export const updateTagBody = z.object(editFields);

/** Moves an entry one place up or down among its siblings (keyboard-friendly reordering). */
export const moveTaxonomyBody = z.object({ ...bodyLocale, direction: z.enum(['up', 'down']) });

export const taxonomyIdParams = z.object({ id: idParam() });

export type AdminTaxonomy = z.infer<typeof adminTaxonomySchema>;
export type AdminRayon = z.infer<typeof adminRayonSchema>;
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export type AdminTag = z.infer<typeof adminTagSchema>;
