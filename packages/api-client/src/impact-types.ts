/* Personal impact (GET /user/impact). */

export interface ContainerCountsDto {
  crates: number;
  largeBottles: number;
  smallBottles: number;
}

/** Masses in whole grams. */
export interface ImpactFiguresDto {
  containersAvoided: number;
  packagingGrams: number;
  co2eGrams: number;
}

export interface ImpactMonthDto {
  /** YYYY-MM (Europe/Paris). */
  month: string;
  delivered: ContainerCountsDto;
  returned: ContainerCountsDto;
  impact: ImpactFiguresDto;
}

export interface ImpactSummaryDto {
  delivered: ContainerCountsDto;
  returned: ContainerCountsDto;
  impact: ImpactFiguresDto;
  reused: number;
  /** Whole percentages rounded down; null when nothing was delivered. */
  returnRate: { crates: number | null; bottles: number | null };
  months: ImpactMonthDto[];
}

/** GET /user/impact: the customer's figures and the whole shop's. */
export interface ImpactDto extends ImpactSummaryDto {
  since: string | null;
  shop: ImpactSummaryDto & { customers: number; average: ImpactFiguresDto; computedAt: string };
}
