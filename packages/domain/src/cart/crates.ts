/** Crate fill: one crate never mixes small and large formats (docs/rules.md#crates). */
import type { CartLineInput, Crate, PackageFill } from './types.js';
import { DEFAULT_CAPACITY } from './types.js';

export type CrateFormat = 'large' | 'small';
export type CrateCapacities = Partial<Record<CrateFormat, number>>;

const FORMATS: readonly CrateFormat[] = ['large', 'small'];

/** A usable capacity is a positive integer; anything else falls back to the default (12 large, 20 small). */
export function crateCapacity(format: CrateFormat, capacities?: CrateCapacities): number {
  const given = capacities?.[format];
  return given !== undefined && Number.isInteger(given) && given > 0 ? given : DEFAULT_CAPACITY[format];
}

/**
 * One format's bottles (`nbItems` > 0) in crates of `capacity`: floor(items / capacity) complete crates,
 * then at most one partial crate holding the remainder. The storefront's crate view uses it per package
 * type, on its local counts, so the crates follow the steppers at once.
 */
export function splitIntoCrates(nbItems: number, capacity: number): Omit<PackageFill, 'packageType'> {
  const completeCrates = Math.floor(nbItems / capacity);
  const partialItems = nbItems - completeCrates * capacity;
  const crates: Crate[] = Array.from({ length: completeCrates }, () => ({ items: capacity, complete: true }));
  if (partialItems > 0) crates.push({ items: partialItems, complete: false });
  return {
    capacity,
    nbItems,
    completeCrates,
    partialItems,
    nbSpaceLeft: partialItems > 0 ? capacity - partialItems : 0,
    crates,
  };
}

/**
 * Splits the bottles of each format (large, then small) into floor(items / capacity) complete crates
 * followed by at most one partial crate holding the remainder. Formats with no item are omitted;
 * 'other' has no crate. Lines with a quantity of 0 or less are ignored.
 */
export function crateFill(
  lines: readonly Pick<CartLineInput, 'quantity' | 'packageType'>[],
  capacities?: CrateCapacities,
): PackageFill[] {
  const fills: PackageFill[] = [];
  for (const packageType of FORMATS) {
    let nbItems = 0;
    for (const line of lines) {
      if (line.packageType === packageType && line.quantity > 0) nbItems += line.quantity;
    }
    if (nbItems === 0) continue;
    fills.push({ packageType, ...splitIntoCrates(nbItems, crateCapacity(packageType, capacities)) });
  }
  return fills;
}

/** Crates started (complete + partial), all formats: the basis of the packages deposit. */
export function cratesStarted(fills: readonly PackageFill[]): number {
  return fills.reduce((n, f) => n + f.completeCrates + (f.partialItems > 0 ? 1 : 0), 0);
}
