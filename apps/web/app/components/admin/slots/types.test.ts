import { describe, expect, it } from 'vitest';
import { dayLabel, hours, pendingOf, rowTimes, type SlotDay } from './types';

const url = (query: string) => new URL(`https://shop.example/admin/creneaux?${query}`);
const slot = (id: number, startAt: string, endAt: string) => ({
  id,
  startAt,
  endAt,
  capacity: 12,
  booked: 0,
  held: 0,
  closedAt: null,
  takesOrders: true,
  isPast: false,
});

describe('the slot calendar’s URL and labels', () => {
  it('reads the change to confirm: ticked slots or a whole day, nothing else', () => {
    expect(pendingOf(url('faire=fermer&creneaux=12&creneaux=13'))).toEqual({
      kind: 'close',
      slotIds: [12, 13],
      date: null,
    });
    expect(pendingOf(url('faire=rouvrir-jour&jour=2026-11-28'))).toEqual({
      kind: 'reopen',
      slotIds: [],
      date: '2026-11-28',
    });
    expect(pendingOf(url('faire=fermer'))).toBeNull(); // nothing ticked
    expect(pendingOf(url('faire=fermer&creneaux=abc&creneaux=-1'))).toBeNull();
    expect(pendingOf(url('faire=fermer-jour&jour=28/11'))).toBeNull();
    expect(pendingOf(url('faire=supprimer&creneaux=1'))).toBeNull();
  });

  it('lists every start time of the week once, in order, in the shop’s time zone', () => {
    const days: SlotDay[] = [
      {
        date: '2026-11-28',
        isClosedDay: false,
        slots: [
          slot(2, '2026-11-28T09:00:00.000Z', '2026-11-28T11:00:00.000Z'),
          slot(1, '2026-11-28T08:00:00.000Z', '2026-11-28T10:00:00.000Z'),
        ],
      },
      {
        date: '2026-11-29',
        isClosedDay: false,
        slots: [slot(3, '2026-11-29T08:00:00.000Z', '2026-11-29T10:00:00.000Z')],
      },
    ];
    expect(rowTimes(days, 'fr-FR')).toEqual(['09:00', '10:00']);
    expect(hours(days[0]!.slots[0]!, 'fr-FR')).toBe('10:00–12:00');
    expect(dayLabel('2026-11-28', 'fr-FR', 'long')).toBe('samedi 28 nov.');
  });
});
