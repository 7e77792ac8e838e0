/* Personal impact (GET /user/impact), inferred from the contract. */
import type {
  containerCountsSchema,
  impactFiguresSchema,
  impactMonthSchema,
  impactSchema,
} from '@consigne/contract';
import type { z } from 'zod';

export type ContainerCountsDto = z.infer<typeof containerCountsSchema>;
/** Masses in whole grams. */
export type ImpactFiguresDto = z.infer<typeof impactFiguresSchema>;
export type ImpactMonthDto = z.infer<typeof impactMonthSchema>;

/** GET /user/impact: the customer's figures and the whole shop's. */
export type ImpactDto = z.infer<typeof impactSchema>;

/** The figures the customer's and the shop's sides share. */
export type ImpactSummaryDto = Pick<
  ImpactDto,
  'delivered' | 'returned' | 'impact' | 'reused' | 'returnRate' | 'months'
>;
