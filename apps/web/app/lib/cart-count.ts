import { useRootData } from './root-data';
import { useCartStore } from '../stores/cart';

/**
 * The cart's item count and subtotal for the header and the bottom navigation: the server's figures
 * (root loader) until the cart store has loaded, so the first paint shows no '0' flash. `pending`: a
 * change is not confirmed yet, so the subtotal is the server's previous one (shown as such).
 */
export function useCartFigures(): { itemCount: number; subtotalTtc: number; pending: boolean } {
  const user = useRootData()?.user ?? null;
  const storeLoaded = useCartStore((s) => s.loaded || s.cart !== null);
  const storeCount = useCartStore((s) => s.itemCount);
  const storeSubtotal = useCartStore((s) => s.subtotalTtc);
  const pending = useCartStore((s) => s.isSyncing);
  const serverCart = storeLoaded ? null : (user?.cart ?? null);
  return {
    itemCount: serverCart?.itemCount ?? storeCount,
    subtotalTtc: serverCart?.subtotalTtc ?? storeSubtotal,
    pending: serverCart === null && pending,
  };
}
