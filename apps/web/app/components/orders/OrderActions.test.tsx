import type { OrderDetailDto } from '@consigne/api-client';
import { LOCALES, type Locale } from '@consigne/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nContext, translator, type MessageKey } from '../../i18n';
import { catalogs } from '../../i18n/catalogs.server';
import { OrderActions } from './OrderActions';

type Order = Pick<OrderDetailDto, 'orderId' | 'status' | 'isCancellable' | 'lockReason'>;

function render(locale: Locale, order: Order) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <I18nContext.Provider
          value={{ locale, t: translator(catalogs[locale], locale), prefix: `/${locale}` }}
        >
          <OrderActions order={order} onChangeSlot={() => {}} />
        </I18nContext.Provider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub />);
}

const text = (locale: Locale, key: MessageKey) =>
  translator(catalogs[locale], locale)(key).replace(/'/g, '&#x27;');

describe('OrderActions', () => {
  it.each(LOCALES)('%s: an order on its way says so, not that its slot is within 2 hours', (locale) => {
    const html = render(locale, {
      orderId: 7,
      status: 'out_for_delivery',
      isCancellable: false,
      lockReason: 'out_for_delivery',
    });
    expect(html).toContain(text(locale, 'orders.detail.lockedOnItsWay'));
    expect(html).not.toContain(text(locale, 'orders.detail.locked'));
    expect(html).not.toContain(text(locale, 'orders.detail.cancel'));
  });

  it.each(LOCALES)('%s: an order past the cut-off before its slot says that', (locale) => {
    for (const status of ['placed', 'preparing'] as const) {
      const html = render(locale, { orderId: 7, status, isCancellable: false, lockReason: 'cutoff' });
      expect(html).toContain(text(locale, 'orders.detail.locked'));
      expect(html).not.toContain(text(locale, 'orders.detail.lockedOnItsWay'));
    }
  });

  it('a changeable order offers the slot change and the cancel; a finished one says nothing', () => {
    const open = render('fr', { orderId: 7, status: 'preparing', isCancellable: true, lockReason: null });
    expect(open).toContain(text('fr', 'orders.detail.changeSlot'));
    expect(open).toContain(text('fr', 'orders.detail.cancel'));
    for (const lockReason of ['delivered', 'cancelled', 'payment_pending'] as const) {
      const html = render('fr', { orderId: 7, status: lockReason, isCancellable: false, lockReason });
      expect(html).toBe('');
    }
  });
});
