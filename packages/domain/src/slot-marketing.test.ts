import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  isoWeekday,
  isSlotMarketingIcon,
  markFirstOfDay,
  ruleApplies,
  ruleForSlot,
  type SlotMarketingRule,
} from './slot-marketing.js';

const rule = (over: Partial<SlotMarketingRule> = {}): SlotMarketingRule => ({
  id: 1,
  warehouseId: null,
  weekdays: [],
  firstOfDay: false,
  startTime: null,
  startsOn: '2030-01-01',
  endsOn: null,
  active: true,
  ...over,
});
// Saturday 2030-03-09, 14:00 in Paris (UTC+1 in winter).
const saturdayAfternoon = { warehouseId: 2, startAt: new Date('2030-03-09T13:00:00Z'), firstOfDay: false };

describe('slot marketing rules', () => {
  it('reads ISO weekdays', () => {
    expect(isoWeekday('2030-03-09')).toBe(6);
    expect(isoWeekday('2030-03-10')).toBe(7);
    expect(isoWeekday('2030-03-11')).toBe(1);
  });

  it('applies by warehouse, dates, weekday, first slot of the day and shop time', () => {
    expect(ruleApplies(rule(), saturdayAfternoon)).toBe(true);
    expect(ruleApplies(rule({ active: false }), saturdayAfternoon)).toBe(false);
    expect(ruleApplies(rule({ warehouseId: 3 }), saturdayAfternoon)).toBe(false);
    expect(ruleApplies(rule({ warehouseId: 2 }), saturdayAfternoon)).toBe(true);
    expect(ruleApplies(rule({ startsOn: '2030-03-10' }), saturdayAfternoon)).toBe(false);
    expect(ruleApplies(rule({ endsOn: '2030-03-09' }), saturdayAfternoon)).toBe(true);
    expect(ruleApplies(rule({ endsOn: '2030-03-08' }), saturdayAfternoon)).toBe(false);
    expect(ruleApplies(rule({ weekdays: [6, 7] }), saturdayAfternoon)).toBe(true);
    expect(ruleApplies(rule({ weekdays: [1, 2, 3, 4, 5] }), saturdayAfternoon)).toBe(false);
    expect(ruleApplies(rule({ startTime: '14:00' }), saturdayAfternoon)).toBe(true);
    expect(ruleApplies(rule({ startTime: '13:00' }), saturdayAfternoon)).toBe(false);
    expect(ruleApplies(rule({ firstOfDay: true }), saturdayAfternoon)).toBe(false);
    expect(ruleApplies(rule({ firstOfDay: true }), { ...saturdayAfternoon, firstOfDay: true })).toBe(true);
  });

  it('reads dates and times in the shop’s time zone, across the change to summer time', () => {
    // 2030-03-31 is the last Sunday of March: 09:00 in Paris is 07:00 UTC that day.
    const summerMorning = { warehouseId: 1, startAt: new Date('2030-03-31T07:00:00Z'), firstOfDay: true };
    expect(ruleApplies(rule({ startTime: '09:00', weekdays: [7] }), summerMorning)).toBe(true);
    // 23:30 UTC on the 9th is already the 10th in Paris.
    const lateSlot = { warehouseId: 1, startAt: new Date('2030-03-09T23:30:00Z'), firstOfDay: false };
    expect(ruleApplies(rule({ startsOn: '2030-03-10', weekdays: [7] }), lateSlot)).toBe(true);
  });

  it('shows one operation per slot: the warehouse’s own first, then the newest', () => {
    const shopWide = rule({ id: 9 });
    const older = rule({ id: 2, warehouseId: 2 });
    const newer = rule({ id: 3, warehouseId: 2 });
    expect(ruleForSlot([shopWide, older, newer], saturdayAfternoon)).toBe(newer);
    expect(ruleForSlot([shopWide, older], saturdayAfternoon)).toBe(older);
    expect(ruleForSlot([shopWide, rule({ id: 4, warehouseId: 3 })], saturdayAfternoon)).toBe(shopWide);
    expect(ruleForSlot([rule({ active: false })], saturdayAfternoon)).toBeNull();
  });

  it('picks a rule that applies whenever one does, whatever the order of the rules', () => {
    const arbitraryRule = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      warehouseId: fc.option(fc.integer({ min: 1, max: 3 })),
      weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }),
      firstOfDay: fc.boolean(),
      startTime: fc.constantFrom(null, '09:00', '14:00'),
      startsOn: fc.constantFrom('2030-01-01', '2030-03-09', '2030-03-10'),
      endsOn: fc.constantFrom(null, '2030-03-08', '2030-03-09'),
      active: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryRule, { selector: (r) => r.id, maxLength: 8 }), (rules) => {
        const chosen = ruleForSlot(rules, saturdayAfternoon);
        const applying = rules.filter((r) => ruleApplies(r, saturdayAfternoon));
        expect(chosen === null).toBe(applying.length === 0);
        expect(ruleForSlot([...rules].reverse(), saturdayAfternoon)).toBe(chosen);
      }),
    );
  });

  it('marks the earliest slot of each warehouse and local day', () => {
    const at = (warehouseId: number, iso: string) => ({ warehouseId, startAt: new Date(iso) });
    const marked = markFirstOfDay([
      at(1, '2030-03-09T09:00:00Z'),
      at(1, '2030-03-09T08:00:00Z'),
      at(2, '2030-03-09T10:00:00Z'),
      at(1, '2030-03-10T08:00:00Z'),
    ]);
    expect(marked.map((s) => s.firstOfDay)).toEqual([false, true, true, true]);
  });
});

describe('the banner’s icon and colours', () => {
  it('takes the leaf or a short symbol, never words', () => {
    expect(isSlotMarketingIcon('leaf')).toBe(true);
    expect(isSlotMarketingIcon('🚚')).toBe(true);
    expect(isSlotMarketingIcon('-50%')).toBe(false);
    expect(isSlotMarketingIcon('★')).toBe(true);
    expect(isSlotMarketingIcon('truck')).toBe(false);
    expect(isSlotMarketingIcon('🚚🚚🚚🚚🚚')).toBe(false);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The seeded green round: dark green on pale green passes AA.
    expect(contrastRatio('#e8f5e9', '#1b5e20')).toBeGreaterThan(4.5);
    expect(contrastRatio('#ffeb3b', '#ffffff')).toBeLessThan(4.5);
  });
});
