import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nContext, translator } from '../../i18n';
import { catalogs } from '../../i18n/catalogs.server';
import { Stepper, type StepperProps } from './Stepper';

const render = (props: Partial<StepperProps>) =>
  renderToStaticMarkup(
    <I18nContext.Provider value={{ locale: 'fr', t: translator(catalogs.fr, 'fr'), prefix: '/fr' }}>
      <Stepper name="Bière blonde" quantity={0} onChange={() => undefined} {...props} />
    </I18nContext.Provider>,
  );

describe('Stepper', () => {
  it('shows only a plus at 0', () => {
    const html = render({ quantity: 0 });
    expect(html).toContain('aria-label="Ajouter Bière blonde au panier"');
    expect(html).not.toContain('Retirer un');
    expect(html).not.toContain('<input');
  });

  it('shows minus, a numeric input labelled with the product name and plus above 0', () => {
    const html = render({ quantity: 3 });
    expect(html).toContain('aria-label="Retirer un"');
    expect(html).toContain('aria-label="Ajouter un"');
    expect(html).toMatch(/<input[^>]*aria-label="Bière blonde"/);
    expect(html).toMatch(/<input[^>]*value="3"/);
    expect(html).toMatch(/<input[^>]*max="99"/);
  });

  it('disables the plus and shows MAX at the maximum', () => {
    const html = render({ quantity: 6, maxOrderable: 6 });
    expect(html).toMatch(/aria-label="Ajouter un"[^>]*disabled=""[^>]*>.*MAX/);
  });

  it('shows a message for unavailable entries, and a plain plus for guests', () => {
    expect(render({ isAvailable: false })).toContain('Indisponible');
    const guest = render({ guest: true, quantity: 4 });
    expect(guest).toContain('aria-haspopup="dialog"');
    expect(guest).not.toContain('<input');
  });
});
