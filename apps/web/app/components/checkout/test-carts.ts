/** Carts for the checkout's tests: one category, one crate format, the given lines. */
export const item = (id: number, quantity: number, product: { alcoholLevel?: number | null } = {}) => ({
  quantity,
  product,
  productWarehouse: { id },
});
export const cartOf = (...items: ReturnType<typeof item>[]) => ({
  availableItems: [{ packages: [{ cartItems: items }] }],
});
