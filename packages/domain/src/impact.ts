import { localDate, SHOP_TIME_ZONE } from './slots.js';

/**
 * Personal impact of returnable glass (docs/rules.md#impact): what a shopper's delivered bottles and jars
 * saved compared with the same drinks and food in single-use containers.
 *
 * Method. Every returnable bottle or jar delivered is one use of a reusable container in place of a
 * single-use one: one single-use container avoided. The glass not produced is the single-use
 * container's mass minus the share of the (heavier) returnable bottle that one use wears out, the
 * bottle being refilled {@link USES_PER_RETURNABLE_BOTTLE} times. A crate stands in for the
 * cardboard case the same bottles would travel in. The CO2e avoided applies ADEME's measured
 * reduction of reuse over single use to the single-use bottle's life-cycle footprint. Bottles and jars
 * handed back to the driver are the ones reused: they go to be washed and refilled; the return rate
 * compares them with what was delivered.
 *
 * Figures are estimates for a shopper, not a life-cycle assessment: every factor is a named constant
 * below, with its source, and the page states them.
 */

/** Containers by format: 'large' (Grand format, 75 cl–1 L, crates of 12), 'small' (25–33 cl, crates of 20). */
export interface ContainerCounts {
  crates: number;
  largeBottles: number;
  smallBottles: number;
}

/**
 * Mass of the single-use glass container a returnable one replaces, in grams: a lightweight 75 cl–1 L
 * single-use bottle weighs about 400–500 g, a 25–33 cl one about 180–230 g (manufacturers' catalogue
 * masses; the "ECO 75" of the ADEME / Deroche Consultants 2009 study is in that range).
 */
export const SINGLE_USE_GLASS_GRAMS = { large: 450, small: 200 } as const;

/** A returnable bottle is made thicker to survive washing: about 30 % more glass than a single-use one. */
export const RETURNABLE_GLASS_MASS_RATIO = 1.3;

/**
 * Uses of one returnable bottle before it breaks or is lost. The shop claims "reused more than 40 times";
 * we count 40, the low end.
 */
export const USES_PER_RETURNABLE_BOTTLE = 40;

/** Uses from which a returnable bottle has a better impact than single use (the shop's claim: 3 uses). */
export const BREAK_EVEN_USES = 3;

/** Share of glass recycled (the shop's claim: "recycled only 26 percent"). Stated on the page, not used in sums. */
export const GLASS_RECYCLED_PERCENT = 26;

/** Cardboard case a crate replaces (a 12 × 75 cl or 20 × 33 cl case), in grams. */
export const CARDBOARD_GRAMS_PER_CRATE = 300;

/**
 * Reduction of greenhouse-gas emissions of a returnable glass bottle over a single-use one on the
 * whole life cycle: −79 % (and −76 % energy, −33 % water) for a 75 cl bottle refilled 20 times.
 * Source: ADEME / Deroche Consultants (2009), "Bilan environnemental de la bouteille en verre
 * consigné 75 cl Alsace", confirmed in direction by ADEME (2018), "Analyse de 10 dispositifs de
 * réemploi-réutilisation d'emballages ménagers en verre". At 40 uses the reduction is larger; we keep 79 %.
 */
export const REUSE_GHG_REDUCTION = 0.79;

/**
 * Life-cycle emissions of single-use container glass (melting with a cullet share, forming, transport,
 * end of life), in grams CO2e per gram of glass: an order of magnitude of the ADEME Base Empreinte
 * "verre d'emballage" factors (about 1 kg CO2e per kg).
 */
export const SINGLE_USE_GLASS_CO2E_PER_GRAM = 1;

/** The impact figures of some deliveries; masses in whole grams. */
export interface ImpactFigures {
  /** Single-use bottles and jars not needed: returnable ones delivered. */
  containersAvoided: number;
  /** Glass and cardboard not produced, grams. */
  packagingGrams: number;
  /** Greenhouse gases avoided, grams CO2e. */
  co2eGrams: number;
}

const count = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** Glass one use of a returnable bottle saves, in grams (not rounded). */
export function glassSavedPerUseGrams(format: 'large' | 'small'): number {
  const single = SINGLE_USE_GLASS_GRAMS[format];
  return single - (single * RETURNABLE_GLASS_MASS_RATIO) / USES_PER_RETURNABLE_BOTTLE;
}

/**
 * The impact of delivered returnable containers. Negative, fractional or non-finite counts count as
 * their whole non-negative part; each mass is rounded once, half up, to the gram, so that the figures
 * only grow with the counts and zero containers give zero.
 */
export function impactOf(delivered: ContainerCounts): ImpactFigures {
  const large = count(delivered.largeBottles);
  const small = count(delivered.smallBottles);
  const crates = count(delivered.crates);
  const glass = large * glassSavedPerUseGrams('large') + small * glassSavedPerUseGrams('small');
  const singleUseGlass = large * SINGLE_USE_GLASS_GRAMS.large + small * SINGLE_USE_GLASS_GRAMS.small;
  return {
    containersAvoided: large + small,
    packagingGrams: Math.round(glass + crates * CARDBOARD_GRAMS_PER_CRATE),
    co2eGrams: Math.round(singleUseGlass * SINGLE_USE_GLASS_CO2E_PER_GRAM * REUSE_GHG_REDUCTION),
  };
}

/**
 * Share of what was delivered that came back, as a whole percentage rounded down (99.6 % is 99 %:
 * 100 % means everything came back), capped at 100; null when nothing was delivered.
 */
export function returnRatePercent(returned: number, delivered: number): number | null {
  const d = count(delivered);
  if (d === 0) return null;
  return Math.min(100, Math.floor((count(returned) * 100) / d));
}

/** Return rates of a shopper's crates and bottles (large and small together). */
export function returnRates(delivered: ContainerCounts, returned: ContainerCounts) {
  return {
    crates: returnRatePercent(returned.crates, delivered.crates),
    bottles: returnRatePercent(
      count(returned.largeBottles) + count(returned.smallBottles),
      count(delivered.largeBottles) + count(delivered.smallBottles),
    ),
  };
}

/** Adds container counts. */
export function addCounts(a: ContainerCounts, b: ContainerCounts): ContainerCounts {
  return {
    crates: a.crates + b.crates,
    largeBottles: a.largeBottles + b.largeBottles,
    smallBottles: a.smallBottles + b.smallBottles,
  };
}

export const NO_CONTAINERS: ContainerCounts = Object.freeze({ crates: 0, largeBottles: 0, smallBottles: 0 });

/** The figures of an average customer among `customers`, each rounded half up; zeros for none. */
export function averageImpact(total: ImpactFigures, customers: number): ImpactFigures {
  const n = count(customers);
  const avg = (value: number) => (n === 0 ? 0 : Math.round(value / n));
  return {
    containersAvoided: avg(total.containersAvoided),
    packagingGrams: avg(total.packagingGrams),
    co2eGrams: avg(total.co2eGrams),
  };
}

/** 'YYYY-MM' of an instant in the shop's time zone. */
export function monthOf(instant: Date, timeZone = SHOP_TIME_ZONE): string {
  return localDate(instant, timeZone).slice(0, 7);
}

/** Every month from `from` to `to` ('YYYY-MM', inclusive), oldest first; empty when from is after to. */
export function monthsBetween(from: string, to: string): string[] {
  const parse = (m: string) => {
    const [y, mo] = m.split('-').map(Number);
    return y! * 12 + (mo! - 1);
  };
  const months: string[] = [];
  for (let i = parse(from); i <= parse(to); i++) {
    months.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/** Figures added up (months into a total). */
export function sumImpact(parts: ImpactFigures[]): ImpactFigures {
  return parts.reduce(
    (sum, f) => ({
      containersAvoided: sum.containersAvoided + f.containersAvoided,
      packagingGrams: sum.packagingGrams + f.packagingGrams,
      co2eGrams: sum.co2eGrams + f.co2eGrams,
    }),
    { containersAvoided: 0, packagingGrams: 0, co2eGrams: 0 },
  );
}
