import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nContext, translator } from '../../i18n';
import { catalogs } from '../../i18n/catalogs.server';
import { emptyCart, type CartDto } from '../../stores/cart';
import { PromoCode } from './PromoCode';

/** The cart's promo block in Belgian Dutch, inside a router (its forms post to the cart page). */
function render(cart: Partial<CartDto>) {
  const Stub = createRoutesStub([
    { path: '/nl-BE/cart', Component: () => <PromoCode cart={{ ...emptyCart(), ...cart }} /> },
  ]);
  return renderToStaticMarkup(
    <I18nContext.Provider
      value={{ locale: 'nl-BE', t: translator(catalogs['nl-BE'], 'nl-BE'), prefix: '/nl-BE' }}
    >
      <Stub initialEntries={['/nl-BE/cart']} />
    </I18nContext.Provider>,
  );
}

describe('PromoCode', () => {
  it('says "applied" for a code that gives its discount', () => {
    const html = render({
      appliedPromoCode: 'GOEDEMORGEN',
      promoCodeEligible: true,
      discountCode: 'GOEDEMORGEN',
    });
    expect(html).toContain('data-testid="promo-applied"');
    expect(html).toContain('Code GOEDEMORGEN toegepast');
    expect(html).not.toContain('role="status"');
  });

  it('never calls a refused code "applied": the code, why it does not hold, and the way to remove it', () => {
    // A French-only code applied in French, then the cart read in Dutch (the API's answer).
    const html = render({
      appliedPromoCode: 'BONJOUR',
      promoCodeEligible: false,
      promoCodeMessage: 'Deze promocode is niet geldig in deze versie van de winkel.',
      discountCode: null,
    });
    expect(html).not.toContain('toegepast');
    expect(html).not.toContain('data-testid="promo-applied"');
    expect(html).toMatch(/data-testid="promo-refused"[^>]*>BONJOUR</);
    expect(html).toContain('Deze promocode is niet geldig in deze versie van de winkel.');
    expect(html).toContain('Code verwijderen');
  });
});
