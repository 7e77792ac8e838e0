import type { SlotDto, SlotGroupDto } from '@consigne/api-client';
import type { Locale } from '@consigne/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nContext, translator } from '../../i18n';
import { catalogs } from '../../i18n/catalogs.server';
import { SlotPanel, type SlotPanelProps, type SlotPanelView } from './SlotPanel';

const slot = (id: number, hour: number, extra: Partial<SlotDto> = {}): SlotDto => ({
  id,
  startAt: `2026-11-23T${String(hour - 1).padStart(2, '0')}:00:00.000Z`,
  endAt: `2026-11-23T${String(hour + 1).padStart(2, '0')}:00:00.000Z`,
  isFull: false,
  isSoonFull: false,
  // The API sends a slot's decoration, null when none.
  marketingOperationText: null,
  marketingDescription: null,
  icon: null,
  backgroundColor: null,
  textColor: null,
  isGreen: false,
  greenDiscount: 0,
  reservedForYou: false,
  ...extra,
});

const groups: SlotGroupDto[] = [
  {
    date: '2026-11-23',
    slots: [
      slot(1, 9, { isFull: true }),
      slot(2, 11, { isSoonFull: true }),
      slot(3, 13, {
        marketingOperationText: '-50 % livraison',
        marketingDescription: 'Livraison à moitié prix sur ce créneau',
        icon: '🚲',
        backgroundColor: '#FFF4DC',
        textColor: '#15241B',
      }),
    ],
  },
  { date: '2026-11-24', slots: [slot(4, 9)] },
];

const noop = () => undefined;

type PanelOptions = Partial<Omit<SlotPanelProps, 'slots' | 'actions'> & SlotPanelView>;

function render(options: PanelOptions = {}, locale: Locale = 'fr') {
  const {
    groups: shown = groups,
    loading = false,
    loadError = null,
    saving = false,
    selectedSlotId = null,
    holdExpiresAt,
    error = null,
    ...props
  } = options;
  return renderToStaticMarkup(
    <I18nContext.Provider value={{ locale, t: translator(catalogs[locale], locale), prefix: `/${locale}` }}>
      <SlotPanel
        titleId="t"
        locale={locale === 'nl-BE' ? 'nl-BE' : 'fr-FR'}
        today="2026-11-22"
        allowAddressChange
        delivery={{ isDeliveryPoint: false, address: '12 rue Nationale, 59000 Lille' }}
        slots={{ groups: shown, loading, loadError, saving, selectedSlotId, holdExpiresAt, error }}
        actions={{ onAddress: noop, onClose: noop, onRetry: noop, onSave: noop }}
        {...props}
      />
    </I18nContext.Provider>,
  );
}

const validateButton = (html: string) =>
  html.match(/<button[^>]*data-testid="slot-validate"[^>]*>/)?.[0] ?? '';

describe('SlotPanel', () => {
  it("is titled 'Mon créneau', with one 112 px day button per date, the first one pressed", () => {
    const html = render();
    expect(html).toContain('<h2 id="t"');
    expect(html).toContain('Mon créneau');
    expect(html.match(/data-testid="slot-day"/g)).toHaveLength(2);
    expect(html).toMatch(
      /aria-pressed="true"[^>]*class="[^"]*w-\[112px\][^"]*"[^>]*>\s*<span[^>]*>Demain<\/span>\s*<span[^>]*>23<\/span>/,
    );
    expect(html).toContain('Demain');
    expect(html).toContain('Mar.');
  });

  it("shows the day's slots in 24-hour time with 'Complet' (disabled) and 'Bientôt complet' badges", () => {
    const html = render();
    expect(html.match(/data-testid="slot-option"/g)).toHaveLength(3);
    expect(html).toContain('09:00-11:00');
    expect(html).toMatch(/data-full="true"[^>]*>\s*<input type="radio" disabled=""[^>]*value="1"/);
    expect(html).toContain('>Complet<');
    expect(html).toContain('>Bientôt complet<');
  });

  it("marks a week of the shopper's reserved slot 'Votre créneau réservé', and only that one", () => {
    const html = render({
      groups: [{ date: '2026-11-23', slots: [slot(1, 9), slot(2, 11, { reservedForYou: true })] }],
    });
    expect(html.match(/data-testid="slot-reserved"/g)).toHaveLength(1);
    expect(html).toMatch(/11:00-13:00<\/span>(?:(?!slot-option).)*Votre créneau réservé/s);
    const nl = render(
      { groups: [{ date: '2026-11-23', slots: [slot(2, 11, { reservedForYou: true })] }] },
      'nl-BE',
    );
    expect(nl).toContain('Je vast tijdslot');
  });

  it("disables 'Valider mon créneau' without a selection, enables it with the selected slot", () => {
    expect(validateButton(render())).toContain('disabled=""');
    expect(render()).toContain('Valider mon créneau');
    const withSelection = render({ selectedSlotId: 2 });
    expect(validateButton(withSelection)).not.toContain('disabled=""');
    expect(withSelection).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="2"/);
  });

  it('opens on the day of the selected slot', () => {
    expect(render({ selectedSlotId: 4 })).toMatch(
      /aria-pressed="true"[^>]*>\s*<span[^>]*>Mar\.<\/span>\s*<span[^>]*>24<\/span>/,
    );
  });

  it('shows the marketing banner with its colours, icon and a dismiss button', () => {
    const html = render();
    expect(html).toContain('-50 % livraison');
    expect(html).toMatch(/data-testid="slot-banner"[^>]*style="background-color:#FFF4DC;color:#15241B"/);
    expect(html).toContain('🚲');
    expect(html).toContain('aria-label="Masquer ce message"');
  });

  it("says 'Aucun créneau disponible' without slots", () => {
    expect(render({ groups: [] })).toContain('Aucun créneau disponible');
    expect(render({ groups: [{ date: '2026-11-23', slots: [] }] })).toContain('Aucun créneau disponible');
  });

  it('dims and disables the options while saving', () => {
    const html = render({ saving: true, selectedSlotId: 2 });
    expect(html).toMatch(/<fieldset[^>]*disabled=""[^>]*aria-busy="true"[^>]*class="[^"]*opacity-50/);
    expect(validateButton(html)).toContain('disabled=""');
    expect(html).toContain('Enregistrement…');
  });

  it('says until when the current slot is held, or that the hold has lapsed', () => {
    expect(render({ selectedSlotId: 2, holdExpiresAt: '2026-11-22T18:45:00.000Z' })).toContain(
      'Votre créneau actuel vous est réservé jusqu’à 19:45.',
    );
    expect(render({ selectedSlotId: 2, holdExpiresAt: null })).toContain(
      'La réservation de votre créneau a expiré',
    );
    expect(render({ selectedSlotId: 2 })).not.toContain('data-testid="slot-hold"');
  });

  it('shows a save failure inline', () => {
    expect(render({ error: 'Ce créneau est complet.' })).toMatch(
      /role="alert" data-testid="slot-error"[^>]*>Ce créneau est complet\.</,
    );
  });

  it('shows a load failure with a retry, and a loading state', () => {
    expect(render({ groups: [], loadError: 'Erreur lors du chargement des créneaux' })).toContain(
      'Réessayer',
    );
    expect(render({ groups: [], loading: true })).toContain('Chargement des créneaux…');
  });

  it("labels the address row 'Mon point de retrait' for a pickup point, else 'Adresse de livraison'", () => {
    expect(render()).toContain('Adresse de livraison');
    expect(render()).toContain('12 rue Nationale, 59000 Lille');
    const pdr = render({ delivery: { isDeliveryPoint: true, address: 'Épicerie Wazemmes' } });
    expect(pdr).toContain('Mon point de retrait');
    expect(pdr).toContain('Épicerie Wazemmes');
    expect(render({ delivery: { isDeliveryPoint: false, address: null } })).toContain('Ajouter une adresse');
  });

  it('disables and dims the address row when address change is not allowed', () => {
    const row = (html: string) => html.match(/<button[^>]*data-testid="slot-address-row"[^>]*>/)?.[0] ?? '';
    expect(row(render())).not.toContain('disabled=""');
    const locked = row(render({ allowAddressChange: false }));
    expect(locked).toContain('disabled=""');
    expect(locked).toContain('disabled:opacity-50');
  });

  it('speaks the shop’s Dutch', () => {
    const html = render({}, 'nl-BE');
    expect(html).toContain('Mijn tijdslot');
    expect(html).toContain('Volzet');
    expect(html).toContain('Morgen');
    expect(html).toContain('Bevestig mijn tijdslot');
  });
});
