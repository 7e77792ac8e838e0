/** Which crate-completion suggestions the cart shows (docs/rules.md#crates). */
import type { PackageFill } from './types.js';

export type SuggestionMode<P = PackageFill['packageType']> =
  { kind: 'none' } | { kind: 'packageType'; packageType: P } | { kind: 'general' };

/** Suggestions limit: 9 products, 9 skeletons while loading. */
export const SUGGESTIONS_LIMIT = 9;

/**
 * None when no crate is incomplete (no partial crate, i.e. no place left); filtered by package type
 * when exactly one type has a partial crate; otherwise (both formats incomplete) a general suggestion.
 * Generic over the package type so the storefront can pass the server's `{ id, name, capacity }`;
 * types are compared by `id` when they are objects.
 */
export function suggestionMode<P = PackageFill['packageType']>(
  fills: readonly { packageType: P; nbSpaceLeft: number }[],
): SuggestionMode<P> {
  const key = (p: P): unknown =>
    typeof p === 'object' && p !== null && 'id' in p ? (p as { id: unknown }).id : p;
  const incomplete = new Map<unknown, P>();
  for (const fill of fills) {
    if (fill.nbSpaceLeft > 0) incomplete.set(key(fill.packageType), fill.packageType);
  }
  if (incomplete.size === 0) return { kind: 'none' };
  if (incomplete.size === 1) return { kind: 'packageType', packageType: [...incomplete.values()][0]! };
  return { kind: 'general' };
}
