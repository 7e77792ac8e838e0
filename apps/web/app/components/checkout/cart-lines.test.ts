import { describe, expect, it } from 'vitest';
import { cartHasAlcohol, cartLines } from './cart-lines';
import { cartOf, item } from './test-carts';

describe('alcohol', () => {
  it('needs the 18+ declaration only when a line holds alcohol', () => {
    expect(cartHasAlcohol(cartOf(item(1, 2, { alcoholLevel: 0 }), item(2, 1, { alcoholLevel: null })))).toBe(
      false,
    );
    expect(cartHasAlcohol(cartOf(item(1, 2, { alcoholLevel: 0 }), item(2, 1, { alcoholLevel: 5.5 })))).toBe(
      true,
    );
    expect(cartHasAlcohol(cartOf(item(2, 0, { alcoholLevel: 5.5 })))).toBe(false);
    expect(cartHasAlcohol(null)).toBe(false);
  });
  it('walks every line of every category and format', () => {
    const cart = {
      availableItems: [cartOf(item(1, 1)).availableItems[0]!, cartOf(item(2, 3)).availableItems[0]!],
    };
    expect([...cartLines(cart)].map((l) => l.productWarehouse.id)).toEqual([1, 2]);
    expect([...cartLines(null)]).toEqual([]);
  });
});
