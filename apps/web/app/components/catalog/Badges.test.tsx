import type { Locale } from '@consigne/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nContext, translator } from '../../i18n';
import { catalogs } from '../../i18n/catalogs.server';
import { Badges } from './Badges';
import type { CardEntry } from './card';

const PREFIX: Record<Locale, string> = { fr: '/fr', es: '/es', be: '/be', 'nl-BE': '/nl-BE' };
const render = (locale: Locale, entry: CardEntry) =>
  renderToStaticMarkup(
    <I18nContext.Provider value={{ locale, t: translator(catalogs[locale], locale), prefix: PREFIX[locale] }}>
      <Badges entry={entry} />
    </I18nContext.Provider>,
  );

/** A beer's card as the API gives it, `minimumAge` being the law of the shopper's warehouse. */
const beer = (minimumAge: number | null) =>
  ({
    discountAntiWastePercent: 0,
    product: {
      isNew: false,
      alcoholLevel: 5,
      minimumAge,
      category: { id: 1, name: 'Blondes', master: { id: 1, name: 'Bières', slug: 'bieres' } },
    },
  }) as unknown as CardEntry;

const ageBadge = (html: string) => /data-testid="badge-adults"[^>]*>([^<]*)</.exec(html)?.[1];

describe('the age badge of a card', () => {
  it("shows the warehouse country's age, not the page language's (issue 30, found 2)", () => {
    // A Lille shopper reading Dutch or Belgian French: French law, 18.
    expect(ageBadge(render('nl-BE', beer(18)))).toBe('18+');
    expect(ageBadge(render('be', beer(18)))).toBe('18+');
    // A Brussels shopper reading French: Belgian law, 16 for beer.
    expect(ageBadge(render('fr', beer(16)))).toBe('16+');
  });

  it('shows none for a product that is not alcohol there', () => {
    expect(render('nl-BE', beer(null))).toBe('');
  });
});
