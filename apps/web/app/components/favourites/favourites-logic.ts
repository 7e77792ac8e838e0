import type { ProductWarehouseDto } from '@consigne/api-client';
import { cardEntry, type CardEntry } from '../catalog/card';

/** A favourite as a card: a product the shop has withdrawn shows as unavailable. */
export function favouriteCard(entry: ProductWarehouseDto): CardEntry {
  const card = cardEntry(entry);
  return entry.product.isHidden ? { ...card, isAvailable: false } : card;
}

/**
 * 'Tout ajouter au panier': one more of each available favourite, never beyond its maxOrderable
 * (the cart's quantity counted); the others are skipped.
 */
export function addAllPlan(
  entries: ReadonlyArray<Pick<CardEntry, 'id' | 'isAvailable' | 'maxOrderable'>>,
  inCart: (entryId: number) => number,
): { changes: Array<{ id: number; quantity: number }>; skipped: number } {
  const changes: Array<{ id: number; quantity: number }> = [];
  let skipped = 0;
  for (const entry of entries) {
    const current = inCart(entry.id);
    if (!entry.isAvailable || current >= entry.maxOrderable) skipped++;
    else changes.push({ id: entry.id, quantity: current + 1 });
  }
  return { changes, skipped };
}
