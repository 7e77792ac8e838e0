import { describe, expect, it } from 'vitest';
import { promoDiscountCents, promoRefusal, type PromoCart, type PromoRules } from './promo.js';

const rules: PromoRules = {
  kind: 'amount',
  amountCents: 500,
  percent: null,
  minSubtotalCents: 2000,
  maxUsesTotal: 10,
  maxUsesPerCustomer: 1,
  firstOrderOnly: true,
  locales: ['fr', 'be'],
  warehouseIds: [1],
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: new Date('2026-02-01T00:00:00Z'),
  active: true,
};
const cart: PromoCart = { subtotalCents: 2500, warehouseId: 1, locale: 'fr', hasPlacedOrder: false };
const noUses = { total: 0, mine: 0 };
const now = new Date('2026-01-15T00:00:00Z');

describe('promoRefusal', () => {
  it('accepts a cart meeting every rule', () => {
    expect(promoRefusal(rules, cart, noUses, now)).toBeNull();
  });

  it('tells each rule apart', () => {
    expect(promoRefusal({ ...rules, active: false }, cart, noUses, now)).toBe('promoCodeExpired');
    expect(promoRefusal(rules, cart, noUses, new Date('2025-12-31T23:59:59Z'))).toBe('promoCodeNotYetValid');
    expect(promoRefusal(rules, cart, noUses, new Date('2026-02-01T00:00:00Z'))).toBe('promoCodeExpired');
    expect(promoRefusal(rules, cart, { total: 1, mine: 1 }, now)).toBe('promoCodeAlreadyUsed');
    expect(promoRefusal(rules, cart, { total: 10, mine: 0 }, now)).toBe('promoCodeExhausted');
    expect(promoRefusal(rules, { ...cart, locale: 'nl-BE' }, noUses, now)).toBe('promoCodeWrongLocale');
    expect(promoRefusal(rules, { ...cart, warehouseId: 2 }, noUses, now)).toBe('promoCodeWrongWarehouse');
    expect(promoRefusal(rules, { ...cart, hasPlacedOrder: true }, noUses, now)).toBe(
      'promoCodeFirstOrderOnly',
    );
    expect(promoRefusal(rules, { ...cart, subtotalCents: 1999 }, noUses, now)).toBe('promoCodeMinSubtotal');
  });

  it('reads null locales, warehouses, dates and total limit as "no restriction"', () => {
    const open = {
      ...rules,
      locales: null,
      warehouseIds: null,
      startsAt: null,
      endsAt: null,
      maxUsesTotal: null,
    };
    const elsewhere = { ...cart, locale: 'es' as const, warehouseId: 9 };
    expect(promoRefusal(open, elsewhere, { total: 10_000, mine: 0 }, now)).toBeNull();
  });
});

describe('promoDiscountCents', () => {
  it('gives the amount, capped at the products', () => {
    expect(promoDiscountCents(rules, 2500)).toBe(500);
    expect(promoDiscountCents(rules, 300)).toBe(300);
  });

  it('gives the percentage rounded half up to the cent', () => {
    const percent = { kind: 'percent' as const, amountCents: 0, percent: 15 };
    expect(promoDiscountCents(percent, 2500)).toBe(375);
    expect(promoDiscountCents(percent, 1010)).toBe(152); // 151.5
    expect(promoDiscountCents({ ...percent, percent: 100 }, 1234)).toBe(1234);
  });

  it('gives nothing for a gift', () => {
    expect(promoDiscountCents({ kind: 'gift', amountCents: 0, percent: null }, 2500)).toBe(0);
  });
});
