import { LOCALES, type Locale } from '@consigne/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nContext, translator, type MessageKey } from '../../i18n';
import { catalogs } from '../../i18n/catalogs.server';
import { CardPaymentState } from './CardPaymentState';

type Props = Parameters<typeof CardPaymentState>[0];

function render(locale: Locale, props: Omit<Props, 'orderId'>) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <I18nContext.Provider value={{ locale, t: translator(catalogs[locale], locale), prefix: `/${locale}` }}>
        <CardPaymentState orderId={42} {...props} />
      </I18nContext.Provider>
    </MemoryRouter>,
  );
}

const text = (locale: Locale, key: MessageKey) =>
  translator(catalogs[locale], locale)(key, { id: 42 }).replace(/'/g, '&#x27;');

describe('CardPaymentState', () => {
  it.each(LOCALES)('%s: a bank debit being processed says it takes days, and keeps the order', (locale) => {
    const html = render(locale, { status: 'payment_pending', paymentStatus: 'processing' });
    expect(html).toContain(text(locale, 'orders.confirmation.paymentPendingTitle'));
    expect(html).toContain(text(locale, 'orders.confirmation.paymentProcessingText'));
    expect(html).not.toContain(text(locale, 'orders.confirmation.paymentPendingText'));
    expect(html).not.toContain(`/${locale}/cart`);
  });

  it.each(LOCALES)(
    '%s: a cancelled order whose payment came anyway says it is refunded, not "nothing charged"',
    (locale) => {
      const html = render(locale, { status: 'cancelled', paymentStatus: 'paid' });
      expect(html).toContain(text(locale, 'orders.confirmation.paymentRefundedTitle'));
      expect(html).toContain(text(locale, 'orders.confirmation.paymentRefundedText'));
      expect(html).not.toContain(text(locale, 'orders.confirmation.paymentFailedText'));
    },
  );

  it('a card payment still on Stripe’s page, or failed, reads as before', () => {
    expect(render('fr', { status: 'payment_pending', paymentStatus: 'pending' })).toContain(
      text('fr', 'orders.confirmation.paymentPendingText'),
    );
    expect(render('fr', { status: 'cancelled', paymentStatus: 'failed' })).toContain(
      text('fr', 'orders.confirmation.paymentFailedText'),
    );
  });
});
