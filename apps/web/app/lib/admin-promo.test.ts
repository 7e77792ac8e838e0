import { describe, expect, it } from 'vitest';
import { isoToShopTime, promoBodyOf, shopTimeToIso } from './admin-promo';

describe('promo code form', () => {
  it('reads shop wall-clock times (Paris) as instants and back, across DST', () => {
    expect(shopTimeToIso('2026-01-15T10:30')).toBe('2026-01-15T09:30:00.000Z');
    expect(shopTimeToIso('2026-07-15T10:30')).toBe('2026-07-15T08:30:00.000Z');
    expect(shopTimeToIso('')).toBeNull();
    expect(isoToShopTime('2026-07-15T08:30:00.000Z')).toBe('2026-07-15T10:30');
    expect(isoToShopTime(null)).toBe('');
  });

  it('builds the body: numbers with a comma, blanks as null, only the kind’s value', () => {
    const form = new FormData();
    for (const [k, v] of [
      ['code', ' soldes '],
      ['kind', 'percent'],
      ['amount', '3'],
      ['percent', '15'],
      ['minSubtotal', '19,90'],
      ['maxUsesTotal', ''],
      ['maxUsesPerCustomer', '2'],
      ['locales', 'fr'],
      ['locales', 'be'],
      ['warehouseIds', '3'],
      ['active', 'on'],
      ['endsAt', 'abc'],
    ])
      form.append(k!, v!);
    expect(promoBodyOf(form)).toMatchObject({
      code: 'soldes',
      kind: 'percent',
      amount: null,
      percent: 15,
      minSubtotal: 19.9,
      maxUsesTotal: null,
      maxUsesPerCustomer: 2,
      firstOrderOnly: false,
      locales: ['fr', 'be'],
      warehouseIds: [3],
      startsAt: null,
      endsAt: 'abc',
      active: true,
    });
  });
});
