/** The fields of a cart the checkout reads, whichever copy (loader's or store's) it shows. */
export interface CartLike {
  availableItems: ReadonlyArray<{
    packages: ReadonlyArray<{
      cartItems: ReadonlyArray<{
        quantity: number;
        product: { alcoholLevel?: number | null };
        productWarehouse: { id: number };
      }>;
    }>;
  }>;
}

/** Every line of the cart's available items, in the cart's order. */
export function* cartLines(cart: CartLike | null) {
  for (const category of cart?.availableItems ?? [])
    for (const pack of category.packages) for (const item of pack.cartItems) yield item;
}

/** The shopper declares being 18 or over when the cart holds alcohol (alcoholLevel > 0). */
export function cartHasAlcohol(cart: CartLike | null): boolean {
  for (const item of cartLines(cart))
    if (item.quantity > 0 && (item.product.alcoholLevel ?? 0) > 0) return true;
  return false;
}
