import { describe, expect, it } from 'vitest';
import { BOTTLE_DEPOSIT_CENTS, CRATE_DEPOSIT_CENTS } from './deposits.js';
import { collectionValueCents, describeEmpties } from './deposits.js';
import { nextOrderStatus } from './order-status.js';
import { formatMessage } from './messages.js';

describe('collectionValueCents', () => {
  it('is crates × 3 € + large bottles × 0,20 € + small bottles × 0,10 €', () => {
    expect(collectionValueCents({ crates: 2, largeBottles: 24, smallBottles: 0 })).toBe(1080);
    expect(collectionValueCents({ crates: 1, largeBottles: 0, smallBottles: 20 })).toBe(500);
    expect(collectionValueCents({ crates: 0, largeBottles: 0, smallBottles: 0 })).toBe(0);
  });
  it('follows the domain constants', () => {
    expect(collectionValueCents({ crates: 1, largeBottles: 1, smallBottles: 1 })).toBe(
      CRATE_DEPOSIT_CENTS + BOTTLE_DEPOSIT_CENTS.large_bottle + BOTTLE_DEPOSIT_CENTS.small_bottle,
    );
  });
});

describe('nextOrderStatus', () => {
  it('moves forward one step at a time and stops at delivered', () => {
    expect(nextOrderStatus('placed')).toBe('preparing');
    expect(nextOrderStatus('preparing')).toBe('out_for_delivery');
    expect(nextOrderStatus('out_for_delivery')).toBe('delivered');
    expect(nextOrderStatus('delivered')).toBeNull();
    expect(nextOrderStatus('cancelled')).toBeNull();
  });
});

describe('describeEmpties', () => {
  // The words are ICU plural messages, as the catalogs write them.
  const wordIn = (intlLocale: string) => (unit: string, count: number) =>
    formatMessage(`{count, plural, one {# ${unit}} other {# ${unit}s}}`, { count }, intlLocale);
  it('lists the non-zero counts with the language’s plural rule and list wording', () => {
    expect(describeEmpties({ crates: 2, largeBottles: 1, smallBottles: 0 }, 'fr-FR', wordIn('fr-FR'))).toBe(
      '2 crates et 1 largeBottle',
    );
    expect(describeEmpties({ crates: 0, largeBottles: 3, smallBottles: 1 }, 'nl-BE', wordIn('nl-BE'))).toBe(
      '3 largeBottles en 1 smallBottle',
    );
    expect(describeEmpties({ crates: 1, largeBottles: 2, smallBottles: 2 }, 'es-ES', wordIn('es-ES'))).toBe(
      '1 crate, 2 largeBottles y 2 smallBottles',
    );
  });
  it('names the crates when nothing was counted (0 is singular in French only)', () => {
    const none = { crates: 0, largeBottles: 0, smallBottles: 0 };
    expect(describeEmpties(none, 'fr-FR', wordIn('fr-FR'))).toBe('0 crate');
    expect(describeEmpties(none, 'nl-BE', wordIn('nl-BE'))).toBe('0 crates');
  });
});
