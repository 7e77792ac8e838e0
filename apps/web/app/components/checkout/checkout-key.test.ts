import { describe, expect, it } from 'vitest';
import {
  checkoutKey,
  checkoutSignature,
  CHECKOUT_KEY_STORAGE,
  forgetCheckoutKey,
  type KeyStorage,
} from './checkout-key';
import { cartOf, item } from './test-carts';

function memoryStorage(): KeyStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('idempotency key', () => {
  const cart = cartOf(item(5, 7), item(9, 6));
  let n = 0;
  const create = () => `key-${++n}`;

  it('reuses the key of the same attempt (double submit, retry, reload)', () => {
    const storage = memoryStorage();
    const signature = checkoutSignature(cart, 7);
    const first = checkoutKey(storage, signature, create);
    expect(checkoutKey(storage, signature, create)).toBe(first);
    expect(checkoutKey(storage, checkoutSignature(cartOf(item(9, 6), item(5, 7)), 7), create)).toBe(first);
  });
  it('starts a new attempt for another cart or slot, and after the order', () => {
    const storage = memoryStorage();
    const first = checkoutKey(storage, checkoutSignature(cart, 7), create);
    const otherSlot = checkoutKey(storage, checkoutSignature(cart, 8), create);
    expect(otherSlot).not.toBe(first);
    const otherCart = checkoutKey(storage, checkoutSignature(cartOf(item(5, 8)), 8), create);
    expect(otherCart).not.toBe(otherSlot);
    forgetCheckoutKey(storage);
    expect(storage.data.has(CHECKOUT_KEY_STORAGE)).toBe(false);
    expect(checkoutKey(storage, checkoutSignature(cartOf(item(5, 8)), 8), create)).not.toBe(otherCart);
  });
  it('still works without storage or with garbage in it', () => {
    expect(checkoutKey(null, 'x', () => 'k')).toBe('k');
    const storage = memoryStorage();
    storage.setItem(CHECKOUT_KEY_STORAGE, '{not json');
    expect(checkoutKey(storage, 'x', () => 'fresh')).toBe('fresh');
  });
});
