import type { SlotDto, SlotGroupDto } from '@consigne/api-client';
import { describe, expect, it, vi } from 'vitest';
import { SLOT_LOAD_ERROR, SLOT_SAVE_ERROR } from '../../stores/slots';
import {
  addressLine,
  applyAddressChange,
  dayLabel,
  defaultAddressTab,
  dismissBanner,
  formatShopTime,
  initialDate,
  isChoosable,
  isCurrentChoice,
  loadErrorText,
  saveErrorText,
  shopToday,
  slotBadge,
  slotsOfDate,
  slotTimeRange,
  textIcon,
} from './slot-modal-logic';

const slot = (id: number, startAt: string, endAt: string, extra: Partial<SlotDto> = {}): SlotDto => ({
  id,
  startAt,
  endAt,
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
  { date: '2026-11-23', slots: [slot(1, '2026-11-23T08:00:00Z', '2026-11-23T10:00:00Z', { isFull: true })] },
  { date: '2026-11-24', slots: [slot(2, '2026-11-24T16:00:00Z', '2026-11-24T18:00:00Z')] },
];

describe('slot view rules', () => {
  it('preselects the first date, or the day of the selected slot when it is listed', () => {
    expect(initialDate(groups)).toBe('2026-11-23');
    expect(initialDate(groups, 2)).toBe('2026-11-24');
    expect(initialDate(groups, 99)).toBe('2026-11-23');
    expect(initialDate([])).toBeNull();
  });

  it('lists the slots of a day', () => {
    expect(slotsOfDate(groups, '2026-11-24').map((s) => s.id)).toEqual([2]);
    expect(slotsOfDate(groups, '2030-01-01')).toEqual([]);
  });

  it('full slots cannot be chosen; badges say full or soon full', () => {
    expect(isChoosable({ isFull: true })).toBe(false);
    expect(isChoosable({ isFull: false })).toBe(true);
    expect(slotBadge({ isFull: true, isSoonFull: true })).toBe('full');
    expect(slotBadge({ isFull: false, isSoonFull: true })).toBe('soonFull');
    expect(slotBadge({ isFull: false, isSoonFull: false })).toBeNull();
  });

  it('shows times in 24-hour fr-FR style, Paris time (winter and summer)', () => {
    expect(slotTimeRange(groups[1]!.slots[0]!)).toBe('17:00-19:00');
    expect(slotTimeRange(slot(3, '2026-07-01T07:00:00Z', '2026-07-01T09:00:00Z'), 'nl-BE')).toBe(
      '09:00-11:00',
    );
  });

  it('words the day buttons in the locale, with today and tomorrow', () => {
    expect(dayLabel('2026-11-23', 'fr-FR', '2026-11-22')).toEqual({
      relative: 'tomorrow',
      weekday: 'Lun.',
      long: 'lundi 23 novembre',
      day: '23',
      month: 'nov.',
    });
    expect(dayLabel('2026-11-22', 'fr-FR', '2026-11-22').relative).toBe('today');
    const nl = dayLabel('2026-11-25', 'nl-BE', '2026-11-22');
    expect(nl.relative).toBeNull();
    expect(nl.long).toBe('woensdag 25 november');
    expect(dayLabel('2026-11-25', 'es-ES', '2026-11-22').long).toBe('miércoles, 25 de noviembre');
  });

  it('formats a time of day in Paris time, 24-hour', () => {
    expect(formatShopTime('2026-11-22T18:45:00.000Z')).toBe('19:45');
    expect(formatShopTime('2026-07-01T18:05:00.000Z')).toBe('20:05');
  });

  it("takes today's date in the shop's time zone", () => {
    expect(shopToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });

  it("shows the server's message, else the modal's own text", () => {
    expect(saveErrorText('Ce créneau est complet.', 'Impossible')).toBe('Ce créneau est complet.');
    expect(saveErrorText(SLOT_SAVE_ERROR, 'Impossible')).toBe('Impossible');
    expect(saveErrorText('', 'Impossible')).toBe('Impossible');
    expect(loadErrorText(SLOT_LOAD_ERROR, 'Fout')).toBe('Fout');
    expect(loadErrorText('Entrepôt inconnu', 'Fout')).toBe('Entrepôt inconnu');
  });

  it('dismisses a banner per slot without touching the others', () => {
    const first = dismissBanner(new Set(), 4);
    const second = dismissBanner(first, 7);
    expect([...first]).toEqual([4]);
    expect([...second].sort()).toEqual([4, 7]);
  });

  it('shows an emoji icon, not an icon-set name', () => {
    expect(textIcon('🎉')).toBe('🎉');
    expect(textIcon('fluent-emoji-flat:party-popper')).toBeNull();
    expect(textIcon(null)).toBeNull();
  });
});

describe('address sub-view rules', () => {
  it('opens on the tab of the current address', () => {
    expect(defaultAddressTab(true)).toBe('pickup');
    expect(defaultAddressTab(false)).toBe('home');
  });

  it('choosing what is in use is no change', () => {
    const home = { isDeliveryPoint: false, zoneId: 5, addressId: 10 };
    const pdr = { isDeliveryPoint: true, zoneId: 8, addressId: 10 };
    expect(isCurrentChoice({ type: 'address', id: 10 }, home)).toBe(true);
    expect(isCurrentChoice({ type: 'address', id: 11 }, home)).toBe(false);
    expect(isCurrentChoice({ type: 'pdr', id: 5 }, home)).toBe(false);
    expect(isCurrentChoice({ type: 'pdr', id: 8 }, pdr)).toBe(true);
    // Back home from a pickup point is a change, even to the selected address.
    expect(isCurrentChoice({ type: 'address', id: 10 }, pdr)).toBe(false);
  });

  it('formats addresses', () => {
    expect(addressLine({ streetNumber: '12', address: 'rue Nationale', cp: '59000', city: 'Lille' })).toBe(
      '12 rue Nationale, 59000 Lille',
    );
  });

  it('confirms with PATCH setSelected for an address, POST /user/delivery for a pickup point', async () => {
    const api = {
      selectAddress: vi.fn(async () => ({ data: {}, error: null, status: 200 }) as const),
      choosePickupPoint: vi.fn(async () => ({ data: null, error: 'Zone inconnue', status: 404 }) as const),
    };
    expect(await applyAddressChange(api, { type: 'address', id: 3 })).toBe(true);
    expect(api.selectAddress).toHaveBeenCalledWith(3);
    expect(await applyAddressChange(api, { type: 'pdr', id: 8 })).toBe(false);
    expect(api.choosePickupPoint).toHaveBeenCalledWith(8);
    const throwing = {
      selectAddress: vi.fn(async () => {
        throw new Error('offline');
      }),
      choosePickupPoint: vi.fn(),
    };
    expect(await applyAddressChange(throwing, { type: 'address', id: 3 })).toBe(false);
  });
});
