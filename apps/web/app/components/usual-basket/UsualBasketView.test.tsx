import type { UsualBasketDto } from '@consigne/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nContext, translator } from '../../i18n';
import { catalogs } from '../../i18n/catalogs.server';
import { CreateUsualBasket, UsualBasketView } from './UsualBasketView';

type Occurrence = UsualBasketDto['occurrences'][number];

const occurrence = (id: number, day: number, extra: Partial<Occurrence> = {}): Occurrence => ({
  id,
  date: `2026-12-${String(day).padStart(2, '0')}`,
  slot: {
    id: 100 + id,
    startAt: `2026-12-${String(day).padStart(2, '0')}T09:00:00.000Z`,
    endAt: `2026-12-${String(day).padStart(2, '0')}T11:00:00.000Z`,
  },
  status: 'reminded',
  reason: null,
  orderId: null,
  remindAt: `2026-12-${String(day - 2).padStart(2, '0')}T05:00:00.000Z`,
  placeAt: `2026-12-${String(day - 1).padStart(2, '0')}T05:00:00.000Z`,
  isChangeable: true,
  ...extra,
});

const basket = (occurrences: Occurrence[]): UsualBasketDto => ({
  id: 1,
  frequency: 'weekly',
  payment: 'delivery',
  pausedUntil: null,
  cardLabel: null,
  placeHoursBeforeCutoff: 12,
  lines: [],
  occurrences,
});

const PATH = { fr: '/fr/mon-compte/mon-panier-habituel', 'nl-BE': '/nl-BE/mon-compte/mon-panier-habituel' };

/** The page as the reminder's link opens it (`?passer=<id>`), in French or Belgian Dutch. */
function render(occurrences: Occurrence[], passer: number | null, locale: 'fr' | 'nl-BE' = 'fr') {
  const path = PATH[locale];
  const Stub = createRoutesStub([
    {
      path,
      Component: () => <UsualBasketView basket={basket(occurrences)} error={null} highlight={passer} />,
    },
  ]);
  return renderToStaticMarkup(
    <I18nContext.Provider value={{ locale, t: translator(catalogs[locale], locale), prefix: `/${locale}` }}>
      <Stub initialEntries={[passer === null ? path : `${path}?passer=${passer}`]} />
    </I18nContext.Provider>,
  );
}

/** The confirmation block of the page, or null. */
const confirmation = (html: string) => html.match(/<section role="alertdialog"[^]*?<\/section>/)?.[0] ?? null;

describe('the usual basket opened from the reminder\'s "skip this week" link', () => {
  it('asks to confirm the skip of that date, with a form that posts the skip (the link itself skips nothing)', () => {
    const html = render([occurrence(7, 8), occurrence(8, 15, { status: 'scheduled' })], 8);
    const dialog = confirmation(html);
    expect(dialog).not.toBeNull();
    expect(dialog).toContain('Sauter la livraison du mar. 15 déc. · 10:00-12:00 ?');
    // The one form of the block says skip, for the date of the link, and posts to the page without
    // ?passer: once confirmed the page shows the basket, not the question again.
    expect(dialog).toMatch(/<form [^>]*action="\/fr\/mon-compte\/mon-panier-habituel" method="post"/);
    expect(dialog).toContain('name="intent" value="skip"');
    expect(dialog).toContain('name="id" value="8"');
    expect(dialog).not.toContain('value="7"');
    expect(dialog).toContain('Oui, sauter cette semaine');
    expect(dialog).toMatch(/href="\/fr\/mon-compte\/mon-panier-habituel"[^>]*>Non, garder cette livraison</);
  });

  it('asks in Belgian Dutch for a Belgian Dutch shopper', () => {
    const dialog = confirmation(render([occurrence(7, 8)], 7, 'nl-BE'));
    expect(dialog).toContain('De levering van');
    expect(dialog).toContain('Ja, deze week overslaan');
    expect(dialog).toContain('Nee, deze levering behouden');
  });

  it("asks nothing without the link, or for a date that is not the shopper's", () => {
    expect(confirmation(render([occurrence(7, 8)], null))).toBeNull();
    expect(confirmation(render([occurrence(7, 8)], 999))).toBeNull();
  });

  it('says a date already skipped, or already placed, instead of asking', () => {
    const skipped = render([occurrence(7, 8, { status: 'skipped' })], 7);
    expect(confirmation(skipped)).toBeNull();
    expect(skipped).toContain('data-testid="usual-skip-done"');
    expect(skipped).toContain('est déjà sautée');

    const placed = render([occurrence(7, 8, { status: 'placed', orderId: 3, isChangeable: false })], 7);
    expect(confirmation(placed)).toBeNull();
    expect(placed).toContain('data-testid="usual-skip-too-late"');
  });
});

/** The page without a basket yet: the creation block, in French or Belgian Dutch. */
function renderCreate(hasReservation: boolean, locale: 'fr' | 'nl-BE' = 'fr') {
  const path = PATH[locale];
  const Stub = createRoutesStub([
    {
      path,
      Component: () => <CreateUsualBasket orderId={42} error={null} hasReservation={hasReservation} />,
    },
  ]);
  return renderToStaticMarkup(
    <I18nContext.Provider value={{ locale, t: translator(catalogs[locale], locale), prefix: `/${locale}` }}>
      <Stub initialEntries={[path]} />
    </I18nContext.Provider>,
  );
}

describe('making a usual basket', () => {
  it('offers the form with a reserved slot', () => {
    const html = renderCreate(true);
    expect(html).toContain('name="intent" value="create"');
    expect(html).toContain('name="orderId" value="42"');
    expect(html).not.toContain('usual-basket-reserve-first');
  });

  it('without one, sends the shopper to reserve a slot first instead of a form bound to fail', () => {
    const html = renderCreate(false);
    expect(html).not.toContain('value="create"');
    expect(html).toContain('data-testid="usual-basket-reserve-first"');
    expect(html).toMatch(/href="\/fr\/mon-compte\/mon-creneau-reserve"[^>]*>Réserver un créneau</);
    expect(renderCreate(false, 'nl-BE')).toMatch(
      /href="\/nl-BE\/mon-compte\/mon-creneau-reserve"[^>]*>Een tijdslot reserveren</,
    );
  });
});
