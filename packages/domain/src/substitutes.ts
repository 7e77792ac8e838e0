/**
 * The closest match (docs/rules.md#substitutes): what may replace a product missing at picking when
 * the shopper let the shop choose. Pure: the API fetches the candidates (same warehouse, in stock),
 * this decides which of them are acceptable and in which order.
 */
import type { PackageTypeCode } from './cart/types.js';

/** A product as the rule sees it: a warehouse entry with what makes two products alike. */
export interface SubstituteProduct {
  /** The warehouse entry (what an order line points at). */
  id: number;
  /** The product, shared by every warehouse: what a shopper dislikes. */
  productId: number;
  packageType: PackageTypeCode;
  categoryId: number;
  /** The category's parent (its rayon). */
  departmentId: number;
  alcoholLevel: number | null;
  /** The legal age to buy it in the country it is sold in (minimumAge), null when not alcohol there. */
  minimumAge: number | null;
  /** What it sells for now, discount included, in cents. */
  unitPriceCents: number;
}

/** Why a candidate ranks where it does: its category, its rayon, or another rayon. */
export type SubstituteTier = 'category' | 'department' | 'other';

export interface RankedSubstitute<T extends SubstituteProduct> {
  candidate: T;
  tier: SubstituteTier;
  /** How far its price is from the original's, in cents (absolute). */
  priceGapCents: number;
}

export interface SubstituteOptions {
  /** Products (product ids, not entries) the shopper never wants to receive. */
  disliked?: Iterable<number>;
}

const TIER_RANK: Record<SubstituteTier, number> = { category: 0, department: 1, other: 2 };

const isAlcoholic = (p: Pick<SubstituteProduct, 'alcoholLevel'>): boolean => (p.alcoholLevel ?? 0) > 0;

/**
 * Whether `candidate` may stand in for `original` at all: another product, the same crate format
 * (a crate never mixes formats, and the deposit stays the same), the same side of the alcohol line
 * (a soft drink never becomes a beer, nor a beer a soft drink) and the same legal age (a 16 beer never
 * becomes an 18 spirit), and not a product the shopper said they dislike.
 */
export function isAcceptableSubstitute(
  original: SubstituteProduct,
  candidate: SubstituteProduct,
  disliked: ReadonlySet<number> = new Set(),
): boolean {
  return (
    candidate.id !== original.id &&
    candidate.productId !== original.productId &&
    candidate.packageType === original.packageType &&
    isAlcoholic(candidate) === isAlcoholic(original) &&
    candidate.minimumAge === original.minimumAge &&
    !disliked.has(candidate.productId)
  );
}

const tierOf = (original: SubstituteProduct, candidate: SubstituteProduct): SubstituteTier =>
  candidate.categoryId === original.categoryId
    ? 'category'
    : candidate.departmentId === original.departmentId
      ? 'department'
      : 'other';

/**
 * The acceptable candidates, closest first: the original's category, then its rayon, then by the
 * nearest price (the cheaper first on a tie, then the entry id, so the order never depends on the
 * input's). Another rayon is offered only when the original's rayon has nothing acceptable: a
 * cider is no match for an amber beer while there is another beer on the shelf.
 */
export function rankSubstitutes<T extends SubstituteProduct>(
  original: SubstituteProduct,
  candidates: readonly T[],
  options: SubstituteOptions = {},
): RankedSubstitute<T>[] {
  const disliked = new Set(options.disliked ?? []);
  const ranked = candidates
    .filter((c) => isAcceptableSubstitute(original, c, disliked))
    .map((candidate) => ({
      candidate,
      tier: tierOf(original, candidate),
      priceGapCents: Math.abs(candidate.unitPriceCents - original.unitPriceCents),
    }))
    .sort(
      (a, b) =>
        TIER_RANK[a.tier] - TIER_RANK[b.tier] ||
        a.priceGapCents - b.priceGapCents ||
        a.candidate.unitPriceCents - b.candidate.unitPriceCents ||
        a.candidate.id - b.candidate.id,
    );
  const sameDepartment = ranked.filter((r) => r.tier !== 'other');
  return sameDepartment.length > 0 ? sameDepartment : ranked;
}

/**
 * What the shopper lets replace a product missing at picking: the closest match (above), the one
 * product they chose, or nothing (the line is removed and refunded).
 */
export const SUBSTITUTION_CHOICES = ['closest', 'product', 'none'] as const;
export type SubstitutionChoice = (typeof SUBSTITUTION_CHOICES)[number];

/**
 * Until when the shopper refuses a substitute from the order page: while the order is in the shop
 * (placed, being prepared). Once the van has left, the line is in the driver's door sheet, which works
 * offline: it is refused at the door (door.ts, reason 'substitute'), refunded the same way.
 */
export const SUBSTITUTE_REFUSABLE_STATUSES = ['placed', 'preparing'] as const;

export type SubstituteRefusalKey =
  'orderLineNotSubstitute' | 'substituteRefusalClosed' | 'substituteRefusalLastLine';

/**
 * Why the shopper may not refuse this line now (null: they may): it is no substitute (a gift never
 * is), the order has left the shop (or is delivered, cancelled…), or it is the order's last line
 * (an order of nothing is no order: the shopper cancels it, or refuses it at the door).
 */
export function substituteRefusal(
  status: string,
  line: { substitutedFor: string | null; isLocked: boolean },
  otherLines: number,
): SubstituteRefusalKey | null {
  if (line.substitutedFor === null || line.isLocked) return 'orderLineNotSubstitute';
  if (!(SUBSTITUTE_REFUSABLE_STATUSES as readonly string[]).includes(status))
    return 'substituteRefusalClosed';
  if (otherLines < 1) return 'substituteRefusalLastLine';
  return null;
}
