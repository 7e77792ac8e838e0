import { useEffect, useState } from 'react';
import { useCartStore, type CartDto } from '../../stores/cart';
import { useSlotStore, type SelectedSlot } from '../../stores/slots';

/** The local-first cart once loaded (the slide-over may change it here); the loader's copy first. */
export function useCheckoutCart(loaded: CartDto | null): CartDto | null {
  const storeLoaded = useCartStore((s) => s.loaded);
  const storeCart = useCartStore((s) => s.cart);
  useEffect(() => {
    // A fresh server copy: adopt it (pending local changes stay on top), as the cart page does.
    if (loaded) useCartStore.getState().setFromServer(loaded);
  }, [loaded]);
  return storeLoaded && storeCart ? storeCart : loaded;
}

/** The slot store's selection once hydrated (the modal changes it here); the loader's first. */
export function useCheckoutSlot(loaded: SelectedSlot | null) {
  const storeSlot = useSlotStore((s) => s.selectedSlot);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? storeSlot : loaded;
}
