import type { CrossSellQuery } from '@consigne/api-client';
import { SUGGESTIONS_LIMIT, suggestionMode, type SuggestionMode } from '@consigne/domain';
import type { CartPackageDto } from '../../stores/cart';

export type CartPackageType = CartPackageDto['packageType'];

/** The suggestion mode of the server cart's packages (incomplete = places left). */
export function cartSuggestionMode(packages: readonly CartPackageDto[] | null | undefined): {
  mode: SuggestionMode<CartPackageType>;
  spaceLeft: number;
} {
  const fills = (packages ?? []).map((p) => ({ packageType: p.packageType, nbSpaceLeft: p.nbSpaceLeft }));
  const mode = suggestionMode(fills);
  const spaceLeft =
    mode.kind === 'packageType'
      ? fills.filter((f) => f.packageType.id === mode.packageType.id).reduce((n, f) => n + f.nbSpaceLeft, 0)
      : 0;
  return { mode, spaceLeft };
}

/** The browser call's query (GET /api/products/cross-sell), by package type or general; null for none. */
export function suggestionsQuery(mode: SuggestionMode<CartPackageType>): CrossSellQuery | null {
  if (mode.kind === 'none') return null;
  return {
    ...(mode.kind === 'packageType' ? { packageType: mode.packageType.id } : {}),
    limit: SUGGESTIONS_LIMIT,
    sort: 'relevance',
  };
}
