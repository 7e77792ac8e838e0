import type { Locale } from '@consigne/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nContext, translator } from '../../i18n';
import { catalogs } from '../../i18n/catalogs.server';
import { AlcoholNotices } from './AlcoholNotices';
import { CheckoutAgeNotice, productsByAge } from './CheckoutAgeNotice';
import { MinorsNotice } from './MinorsNotice';

const PREFIX: Record<Locale, string> = { fr: '/fr', es: '/es', be: '/be', 'nl-BE': '/nl-BE' };
const render = (locale: Locale, node: React.ReactNode) =>
  renderToStaticMarkup(
    <I18nContext.Provider value={{ locale, t: translator(catalogs[locale], locale), prefix: PREFIX[locale] }}>
      {node}
    </I18nContext.Provider>,
  ).replaceAll('&#x27;', "'");

// Products as the API gives them: their age is the law of the shopper's warehouse's country.
const beer = { name: 'Bière blonde', minimumAge: 16 };
const frenchBeer = { name: 'Bière blonde', minimumAge: 18 };
const gin = { name: 'Gin artisanal', minimumAge: 18 };
const water = { name: 'Eau plate', minimumAge: null };

describe('minors notice', () => {
  it('is the online-sale banner of the arrêté of 17 October 2016 in French', () => {
    const html = render('fr', <MinorsNotice />);
    expect(html).toContain('Interdiction de vente de boissons alcooliques aux mineurs de moins de 18 ans');
    expect(html).toContain('La preuve de majorité de l’acheteur est exigée au moment de la vente en ligne.');
    expect(html).toContain('Code de la santé publique, art. L. 3342-1 et L. 3353-3');
  });

  it('gives the Belgian ages (16 and 18) in be and nl-BE', () => {
    expect(render('be', <MinorsNotice />)).toContain('moins de 16 ans, et de spiritueux aux moins de 18 ans');
    expect(render('nl-BE', <MinorsNotice />)).toContain('onder 16 jaar, van sterke drank onder 18 jaar');
  });
});

describe('alcohol product notices', () => {
  it('shows the health warning and the age of the warehouse, 18 for a beer of a French one', () => {
    const html = render('fr', <AlcoholNotices product={frenchBeer} />);
    expect(html).toContain('L’abus d’alcool est dangereux pour la santé, à consommer avec modération.');
    expect(html).toContain('Vente interdite aux moins de 18 ans.');
    // The page's language plays no part: a Lille shopper reading Dutch is sold beer at 18.
    expect(render('nl-BE', <AlcoholNotices product={frenchBeer} />)).toContain('onder 18 jaar');
  });

  it('shows 16 for a beer and 18 for a gin of a Belgian warehouse', () => {
    expect(render('be', <AlcoholNotices product={beer} />)).toContain('moins de 16 ans');
    expect(render('be', <AlcoholNotices product={gin} />)).toContain('moins de 18 ans');
    expect(render('nl-BE', <AlcoholNotices product={beer} />)).toContain('onder 16 jaar');
    expect(render('fr', <AlcoholNotices product={beer} />)).toContain('moins de 16 ans');
  });

  it('shows nothing for a product without alcohol', () => {
    expect(render('fr', <AlcoholNotices product={water} />)).toBe('');
  });
});

describe('checkout age notice', () => {
  const lines = [
    { quantity: 2, product: beer },
    { quantity: 1, product: gin },
    { quantity: 3, product: water },
    { quantity: 0, product: { ...gin, name: 'Removed' } },
  ];

  it('groups the basket by legal age, strictest first, leaving out soft drinks and removed lines', () => {
    expect(productsByAge(lines)).toEqual([
      [18, ['Gin artisanal']],
      [16, ['Bière blonde']],
    ]);
  });

  it("is shown at a Belgian warehouse's checkout only, whatever the language", () => {
    const html = render('nl-BE', <CheckoutAgeNotice lines={lines} country="BE" />);
    expect(html).toContain('Verboden onder 18 jaar: Gin artisanal');
    expect(html).toContain('Verboden onder 16 jaar: Bière blonde');
    expect(render('fr', <CheckoutAgeNotice lines={lines} country="BE" />)).toContain(
      'Interdits aux moins de 16 ans : Bière blonde',
    );
    // A French warehouse's basket is all 18, in Dutch too: the adult declaration says it.
    const french = [{ quantity: 2, product: frenchBeer }];
    expect(render('nl-BE', <CheckoutAgeNotice lines={french} country="FR" />)).toBe('');
    expect(render('be', <CheckoutAgeNotice lines={[{ quantity: 1, product: water }]} country="BE" />)).toBe(
      '',
    );
  });
});
