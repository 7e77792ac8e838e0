import { z } from 'zod';

const counts = z.object({
  crates: z.number().int(),
  largeBottles: z.number().int(),
  smallBottles: z.number().int(),
});

const figures = z.object({
  containersAvoided: z
    .number()
    .int()
    .describe('Single-use bottles and jars not needed: returnable ones delivered'),
  packagingGrams: z.number().int().describe('Glass and cardboard not produced, grams'),
  co2eGrams: z.number().int().describe('Greenhouse gases avoided, grams CO2e'),
});

const month = z.object({
  month: z.string().describe('YYYY-MM, in the shop time zone (Europe/Paris)'),
  delivered: counts,
  returned: counts,
  impact: figures,
});

const summary = {
  delivered: counts.describe('Crates and returnable bottles or jars delivered'),
  returned: counts.describe('Crates and bottles or jars handed back to the driver'),
  impact: figures,
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
  months: z.array(month).describe('Every month from the first order to this one, oldest first'),
  shop: z
    .object({
      customers: z.number().int().describe('Customers with at least one delivery'),
      ...summary,
      average: figures.describe("An average customer's figures"),
      months: z.array(month).describe('The last 12 months, this one included, oldest first'),
      computedAt: z.string().describe('When the shop-wide figures were computed (they are cached)'),
    })
    .describe('The same figures for the whole shop, for comparison'),
});
