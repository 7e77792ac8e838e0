import { cartLines, type CartLike } from './cart-lines';

/** What a checkout attempt is about: the lines and the slot. A new cart or slot is a new attempt. */
export function checkoutSignature(cart: CartLike | null, slotId: number | null | undefined): string {
  const lines = [...cartLines(cart)]
    .filter((i) => i.quantity > 0)
    .map((i) => `${i.productWarehouse.id}x${i.quantity}`)
    .sort();
  return `${slotId ?? '-'}|${lines.join(',')}`;
}

export interface KeyStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const CHECKOUT_KEY_STORAGE = 'consigne.checkout';

/** The page's sessionStorage, or null on the server and where the browser refuses it. */
export function sessionStore(): KeyStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The Idempotency-Key of the current checkout attempt. A double click, a retry after an error or a
 * reload of the page reuses it (so the API answers the first order instead of placing a second
 * one); a different cart or slot starts a new attempt with a new key. Kept in sessionStorage.
 */
export function checkoutKey(
  storage: KeyStorage | null,
  signature: string,
  create: () => string = () => crypto.randomUUID(),
): string {
  try {
    const saved = storage?.getItem(CHECKOUT_KEY_STORAGE);
    if (saved) {
      const parsed = JSON.parse(saved) as { key?: unknown; signature?: unknown };
      if (typeof parsed.key === 'string' && parsed.signature === signature) return parsed.key;
    }
  } catch {
    // Unreadable: start a new attempt.
  }
  const key = create();
  try {
    storage?.setItem(CHECKOUT_KEY_STORAGE, JSON.stringify({ key, signature }));
  } catch {
    // Private mode or full storage: the key still holds for this page's life.
  }
  return key;
}

/** The order is placed: the next checkout is a new attempt. */
export function forgetCheckoutKey(storage: KeyStorage | null): void {
  try {
    storage?.removeItem(CHECKOUT_KEY_STORAGE);
  } catch {
    // Nothing to forget.
  }
}
