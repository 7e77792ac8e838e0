import { LOCALES, type Locale } from '@consigne/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nContext, translator } from '../../i18n';
import { catalogs } from '../../i18n/catalogs.server';
import { PaymentChoice } from './PaymentChoice';

function labels(locale: Locale, props: { cardPayment: boolean; bancontact?: boolean }) {
  const html = renderToStaticMarkup(
    <I18nContext.Provider value={{ locale, t: translator(catalogs[locale], locale), prefix: `/${locale}` }}>
      <PaymentChoice {...props} value="offline" onChange={() => {}} />
    </I18nContext.Provider>,
  );
  return [...html.matchAll(/<span class="block text-sm font-bold">([^<]*)<\/span>/g)].map((m) => m[1]);
}

describe('PaymentChoice', () => {
  it('names Bancontact beside the card for a Belgian warehouse, in every locale', () => {
    expect(labels('fr', { cardPayment: true, bancontact: true })).toEqual([
      'Paiement à la livraison',
      'Carte bancaire ou Bancontact',
    ]);
    expect(labels('be', { cardPayment: true, bancontact: true })[1]).toBe('Carte bancaire ou Bancontact');
    expect(labels('nl-BE', { cardPayment: true, bancontact: true })[1]).toBe('Bancontact of kredietkaart');
    expect(labels('es', { cardPayment: true, bancontact: true })[1]).toBe('Tarjeta bancaria o Bancontact');
  });

  it('says the card alone for a French warehouse, and offers no card without Stripe', () => {
    for (const locale of LOCALES) {
      const [, card] = labels(locale, { cardPayment: true });
      expect(card).not.toMatch(/Bancontact/);
      expect(card).toBe(catalogs[locale]['orders.paymentStripe']);
      expect(labels(locale, { cardPayment: false, bancontact: true })).toHaveLength(1);
    }
  });
});
