import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nContext, translator } from '../../i18n';
import { catalogs } from '../../i18n/catalogs.server';
import { type CartPackageDto } from '../../stores/cart';
import { Suggestions } from './Suggestions';
import { cartSuggestionMode, suggestionsQuery } from './suggestions-query';

const large = { id: 1, name: 'Grand format', capacity: 12 };
const small = { id: 2, name: 'Petit format', capacity: 20 };
const pack = (packageType: typeof large, nbSpaceLeft: number): CartPackageDto => ({
  packageType,
  nbSpaceLeft,
  nbItems: 1,
  packageTypeName: packageType.name,
});

describe('cartSuggestionMode / suggestionsQuery', () => {
  it('asks nothing without an incomplete crate', () => {
    const { mode } = cartSuggestionMode([pack(large, 0)]);
    expect(mode).toEqual({ kind: 'none' });
    expect(suggestionsQuery(mode)).toBeNull();
    expect(cartSuggestionMode(null).mode).toEqual({ kind: 'none' });
  });
  it('filters by the one incomplete package type, 9 at most', () => {
    const { mode, spaceLeft } = cartSuggestionMode([pack(large, 0), pack(small, 6)]);
    expect(spaceLeft).toBe(6);
    expect(suggestionsQuery(mode)).toEqual({ packageType: 2, limit: 9, sort: 'relevance' });
  });
  it('is a general suggestion when both formats are incomplete', () => {
    const { mode } = cartSuggestionMode([pack(large, 3), pack(small, 6)]);
    expect(suggestionsQuery(mode)).toEqual({ limit: 9, sort: 'relevance' });
  });
});

describe('Suggestions', () => {
  const render = (packages: CartPackageDto[]) =>
    renderToStaticMarkup(
      <I18nContext.Provider value={{ locale: 'fr', t: translator(catalogs.fr, 'fr'), prefix: '/fr' }}>
        <Suggestions packages={packages} />
      </I18nContext.Provider>,
    );

  it('renders nothing without an incomplete crate', () => {
    expect(render([pack(large, 0)])).toBe('');
  });
  it('shows the places left and 9 skeletons while loading', () => {
    const html = render([pack(small, 6)]);
    expect(html).toContain('Complétez votre caisse : encore 6 places');
    expect(html.match(/data-testid="suggestion-skeleton"/g)).toHaveLength(9);
  });
});
