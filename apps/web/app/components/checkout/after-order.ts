import type { Locale } from '@consigne/domain';
import { browserApiFor } from '../../lib/browser-api';
import { browserCartApi, useCartStore } from '../../stores/cart';
import { useOrdersCache } from '../../stores/orders';
import { useSlotStore } from '../../stores/slots';
import { forgetCheckoutKey, sessionStore } from './checkout-key';

/**
 * The order took the cart and the slot: the next checkout is a new attempt, the header shows an
 * empty cart and no selection, and the orders list loads again.
 */
export function afterOrderPlaced(locale: Locale): void {
  forgetCheckoutKey(sessionStore());
  const cartStore = useCartStore.getState();
  cartStore.reset();
  void cartStore.fetchCart(browserCartApi(browserApiFor(locale)));
  useSlotStore.getState().restoreSelectedSlot(null);
  useOrdersCache.getState().invalidate();
}
