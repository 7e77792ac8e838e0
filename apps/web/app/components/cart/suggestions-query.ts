import { SUGGESTIONS_LIMIT, suggestionMode, type SuggestionMode } from '@consigne/domain';
import type { CartPackageDto } from '../../stores/cart';

export type CartPackageType = CartPackageDto['packageType'];

/** Spec §4: the suggestion mode of the server cart's packages (incomplete = places left). */
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

/** The browser call: GET /api/products/cross-sell, by package type or general; null for no suggestion. */
export function suggestionsUrl(mode: SuggestionMode<CartPackageType>, apiLocale: string): string | null {
  if (mode.kind === 'none') return null;
  const query = new URLSearchParams();
  if (mode.kind === 'packageType') query.set('packageType', String(mode.packageType.id));
  query.set('limit', String(SUGGESTIONS_LIMIT));
  query.set('sort', 'relevance');
  query.set('locale', apiLocale);
  return `/api/products/cross-sell?${query.toString()}`;
}
