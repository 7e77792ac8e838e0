/** Personal and shop-wide impact of returnable packaging: GET /user/impact. */
import { z } from 'zod';

export const containerCountsSchema = z.object({
  crates: z.number().int(),
  largeBottles: z.number().int(),
  smallBottles: z.number().int(),
});

export const impactFiguresSchema = z.object({
  containersAvoided: z
    .number()
    .int()
    .describe('Single-use bottles and jars not needed: returnable ones delivered'),
  packagingGrams: z.number().int().describe('Glass and cardboard not produced, grams'),
  co2eGrams: z.number().int().describe('Greenhouse gases avoided, grams CO2e'),
});

export const impactMonthSchema = z.object({
  month: z.string().describe('YYYY-MM, in the shop time zone (Europe/Paris)'),
  delivered: containerCountsSchema,
  returned: containerCountsSchema,
  impact: impactFiguresSchema,
});

const summary = {
  delivered: containerCountsSchema.describe('Crates and returnable bottles or jars delivered'),
  returned: containerCountsSchema.describe('Crates and bottles or jars handed back to the driver'),
  impact: impactFiguresSchema,
  reused: z.number().int().describe('Bottles and jars handed back, to be washed and refilled'),
  returnRate: z.object({
    crates: z
      .number()
      .int()
      .nullable()
      .describe('Percent of delivered crates handed back, rounded down; null if none delivered'),
    bottles: z
      .number()
      .int()
      .nullable()
      .describe('Percent of delivered bottles and jars handed back, rounded down'),
  }),
};

export const impactSchema = z.object({
  since: z
    .string()
    .nullable()
    .describe("The customer's first order (or first delivery on record); null for a new customer"),
  ...summary,
  months: z.array(impactMonthSchema).describe('Every month from the first order to this one, oldest first'),
  shop: z
    .object({
      customers: z.number().int().describe('Customers with at least one delivery'),
      ...summary,
      average: impactFiguresSchema.describe("An average customer's figures"),
      months: z.array(impactMonthSchema).describe('The last 12 months, this one included, oldest first'),
      computedAt: z.string().describe('When the shop-wide figures were computed (they are cached)'),
    })
    .describe('The same figures for the whole shop, for comparison'),
});
