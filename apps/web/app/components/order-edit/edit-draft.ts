import type { OrderDetailDto } from '@consigne/api-client';
import { toCents } from '@consigne/domain';

/** One product of the shopper's draft: what the order had (0: added) and what they want now. */
export interface DraftLine {
  productWarehouseId: number;
  name: string;
  volume: string;
  thumb: string;
  unitPriceTtc: number;
  bottleDeposit: number;
  /** The stepper's limit (null: the order's own line, whose limit the API checks). */
  maxOrderable: number | null;
  from: number;
  to: number;
}

/** The order's lines the shopper may change (gifts aside), as a draft that changes nothing yet. */
export function draftOf(order: Pick<OrderDetailDto, 'packages'>): DraftLine[] {
  return order.packages.flatMap((p) =>
    p.lines
      .filter((l) => !l.isLocked)
      .map((l) => ({
        productWarehouseId: l.productWarehouseId,
        name: l.name,
        volume: l.volume,
        thumb: l.thumb,
        unitPriceTtc: l.unitPriceTtc,
        bottleDeposit: l.bottleDeposit,
        maxOrderable: null,
        from: l.quantity,
        to: l.quantity,
      })),
  );
}

/** A quantity within the stepper's bounds: 0..maxOrderable (999, the contract's, when unknown). */
export const clampQuantity = (line: Pick<DraftLine, 'maxOrderable'>, quantity: number) =>
  Math.max(0, Math.min(line.maxOrderable ?? 999, Math.floor(quantity)));

/** What the API is sent: each product whose quantity changed, once. */
export const changesOf = (draft: readonly DraftLine[]) =>
  draft
    .filter((l) => l.to !== l.from)
    .map((l) => ({ productWarehouseId: l.productWarehouseId, quantity: l.to }));

/**
 * The new amount to pay as the page can tell before confirming: today's, plus each change's price
 * and its bottles' deposit (cents). The crates' deposits and the promo are the API's, at confirmation.
 */
export function estimatedTotalCents(amountToPay: number, draft: readonly DraftLine[]): number {
  return draft.reduce(
    (sum, l) => sum + (l.to - l.from) * (toCents(l.unitPriceTtc) + toCents(l.bottleDeposit)),
    toCents(amountToPay),
  );
}
