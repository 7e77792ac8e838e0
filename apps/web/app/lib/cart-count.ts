import { useRootData } from './root-data';
import { useCartStore } from '../stores/cart';

/**
 * The cart's item count and subtotal for the header and the bottom navigation: the server's figures
 * (root loader) until the cart store has loaded, so the first paint shows no '0' flash.
 */
export function useCartFigures(): { itemCount: number; subtotalTtc: number } {
  const user = useRootData()?.user ?? null;
  const storeLoaded = useCartStore((s) => s.loaded || s.cart !== null);
  const storeCount = useCartStore((s) => s.itemCount);
  const storeSubtotal = useCartStore((s) => s.subtotalTtc);
  const serverCart = storeLoaded ? null : (user?.cart ?? null);
  return {
    itemCount: serverCart?.itemCount ?? storeCount,
    subtotalTtc: serverCart?.subtotalTtc ?? storeSubtotal,
  };
}
