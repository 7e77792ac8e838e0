import { useRenderingAsServer } from '../../lib/hydrate-later';
import { useRootData } from '../../lib/root-data';
import { useCartStore } from '../../stores/cart';
import { Stepper } from '../cart/Stepper';
import type { CardEntry } from './card';

/**
 * The add-to-cart stepper of a product card or page. Logged-in shoppers change
 * quantities through the local-first cart store (synced 350 ms after the last change); a guest's plus
 * opens the login-or-register dialog; unavailable items show a message instead.
 */
export function AddToCartSlot({
  entry,
  size = 'md',
}: {
  entry: Pick<CardEntry, 'id' | 'name' | 'isAvailable' | 'maxOrderable'> &
    Partial<Pick<CardEntry, 'price' | 'priceHt' | 'product'>>;
  size?: 'md' | 'lg';
}) {
  const user = useRootData()?.user;
  const quantity = useCartStore((s) => s.lines[entry.id]?.quantity ?? 0);
  // The plus waits for the cart: adding on top of unknown quantities would overwrite them.
  const asServer = useRenderingAsServer();
  const waiting = useCartStore((s) => asServer || !s.loaded || s.loading);
  const changeQuantity = useCartStore((s) => s.changeQuantity);

  return (
    <Stepper
      name={entry.name}
      quantity={quantity}
      maxOrderable={entry.maxOrderable}
      isAvailable={entry.isAvailable}
      guest={!user}
      disabled={!!user && waiting}
      onChange={(next) => changeQuantity(entry, next)}
      size={size}
    />
  );
}
