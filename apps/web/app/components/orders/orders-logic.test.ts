import { describe, expect, it } from 'vitest';
import {
  cartHasAlcohol,
  checkoutErrors,
  checkoutKey,
  checkoutSignature,
  CHECKOUT_KEY_STORAGE,
  forgetCheckoutKey,
  formatRate,
  orderCrateRows,
  orderProgress,
  statusLabelKey,
  vatByRateOfCart,
  type KeyStorage,
} from './orders-logic';

function memoryStorage(): KeyStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const item = (
  id: number,
  quantity: number,
  totalTTC: number,
  product: { alcoholLevel?: number | null; vatRate?: number },
  isLocked = false,
) => ({
  quantity,
  totalTTC,
  isLocked,
  product,
  productWarehouse: { id },
});
const cartOf = (...items: ReturnType<typeof item>[]) => ({
  availableItems: [{ packages: [{ cartItems: items }] }],
});

describe('status and progress', () => {
  it('labels every status', () => {
    expect(statusLabelKey('out_for_delivery')).toBe('orders.status.out_for_delivery');
  });
  it('walks placed → preparing → out for delivery → delivered', () => {
    expect(orderProgress('placed')!.map((s) => s.state)).toEqual(['current', 'todo', 'todo', 'todo']);
    expect(orderProgress('out_for_delivery')!.map((s) => s.state)).toEqual([
      'done',
      'done',
      'current',
      'todo',
    ]);
    expect(orderProgress('delivered')!.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);
  });
  it('shows no progress for a cancelled order', () => {
    expect(orderProgress('cancelled')).toBeNull();
  });
});

describe('alcohol', () => {
  it('needs the 18+ declaration only when a line holds alcohol', () => {
    expect(
      cartHasAlcohol(cartOf(item(1, 2, 4, { alcoholLevel: 0 }), item(2, 1, 2, { alcoholLevel: null }))),
    ).toBe(false);
    expect(
      cartHasAlcohol(cartOf(item(1, 2, 4, { alcoholLevel: 0 }), item(2, 1, 2, { alcoholLevel: 5.5 }))),
    ).toBe(true);
    expect(cartHasAlcohol(cartOf(item(2, 0, 0, { alcoholLevel: 5.5 })))).toBe(false);
    expect(cartHasAlcohol(null)).toBe(false);
  });
});

describe('VAT per rate and wallet', () => {
  it('computes VAT once per rate on the rate’s TTC, half up, gifts aside', () => {
    const cart = cartOf(
      item(1, 2, 12, { vatRate: 0.2 }),
      item(2, 1, 3.15, { vatRate: 0.2 }),
      item(3, 3, 5.49, { vatRate: 0.055 }),
      item(4, 1, 9, { vatRate: 0.2 }, true),
    );
    // 15.15 TTC at 20 % → HT 12.625 → 12.63 → VAT 2.52; 5.49 at 5.5 % → HT 5.2038 → 5.20 → VAT 0.29.
    expect(vatByRateOfCart(cart)).toEqual([
      { rate: 0.055, amount: 0.29 },
      { rate: 0.2, amount: 2.52 },
    ]);
  });
  it('formats rates in the page language', () => {
    expect(formatRate(0.055, 'fr-FR')).toMatch(/^5,5\s%$/);
    expect(formatRate(0.21, 'nl-BE')).toMatch(/^21\s?%$/);
  });
});

describe('idempotency key', () => {
  const cart = cartOf(item(5, 7, 36.33, {}), item(9, 6, 30.84, {}));
  let n = 0;
  const create = () => `key-${++n}`;

  it('reuses the key of the same attempt (double submit, retry, reload)', () => {
    const storage = memoryStorage();
    const signature = checkoutSignature(cart, 7);
    const first = checkoutKey(storage, signature, create);
    expect(checkoutKey(storage, signature, create)).toBe(first);
    expect(
      checkoutKey(
        storage,
        checkoutSignature(cartOf(item(9, 6, 30.84, {}), item(5, 7, 36.33, {})), 7),
        create,
      ),
    ).toBe(first);
  });
  it('starts a new attempt for another cart or slot, and after the order', () => {
    const storage = memoryStorage();
    const first = checkoutKey(storage, checkoutSignature(cart, 7), create);
    const otherSlot = checkoutKey(storage, checkoutSignature(cart, 8), create);
    expect(otherSlot).not.toBe(first);
    const otherCart = checkoutKey(storage, checkoutSignature(cartOf(item(5, 8, 41.52, {})), 8), create);
    expect(otherCart).not.toBe(otherSlot);
    forgetCheckoutKey(storage);
    expect(storage.data.has(CHECKOUT_KEY_STORAGE)).toBe(false);
    expect(checkoutKey(storage, checkoutSignature(cartOf(item(5, 8, 41.52, {})), 8), create)).not.toBe(
      otherCart,
    );
  });
  it('still works without storage or with garbage in it', () => {
    expect(checkoutKey(null, 'x', () => 'k')).toBe('k');
    const storage = memoryStorage();
    storage.setItem(CHECKOUT_KEY_STORAGE, '{not json');
    expect(checkoutKey(storage, 'x', () => 'fresh')).toBe('fresh');
  });
});

describe('checkout errors', () => {
  it('puts field errors under their fields', () => {
    expect(
      checkoutErrors('Vous devez accepter…', [{ field: 'acceptTerms', message: 'Vous devez accepter…' }]),
    ).toEqual({ fields: { acceptTerms: 'Vous devez accepter…' }, general: null });
  });
  it('shows the server message otherwise (slot full, out of stock, no slot)', () => {
    expect(checkoutErrors('Ce créneau est complet.', undefined)).toEqual({
      fields: {},
      general: 'Ce créneau est complet.',
    });
  });
});

describe('order crates', () => {
  it('lists complete crates first, then the started ones, capacity from the counts', () => {
    const rows = orderCrateRows([
      { packageType: 'small', completeCrates: 0, nbItems: 5, nbSpaceLeft: 15 },
      { packageType: 'large', completeCrates: 1, nbItems: 13, nbSpaceLeft: 11 },
    ]);
    expect(rows.map((r) => [r.packageType, r.items, r.capacity, r.complete])).toEqual([
      ['large', 12, 12, true],
      ['small', 5, 20, false],
      ['large', 1, 12, false],
    ]);
  });
});
