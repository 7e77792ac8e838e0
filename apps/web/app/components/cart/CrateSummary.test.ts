import { describe, expect, it } from 'vitest';
import { applyQuantity, emptyCart, type CartDto, type CartEntry } from '../../stores/cart';
import { crateRows } from './CrateSummary';

const entry = (
  id: number,
  packageType: { id: number; name: string; capacity: number | null },
): CartEntry => ({
  id,
  price: 1.5,
  product: { id, name: `P${id}`, category: { id: 5, master: { id: 1, name: 'Boissons' } }, packageType },
});
const large = { id: 1, name: 'Grand format', capacity: 12 };
const small = { id: 2, name: 'Petit format', capacity: 20 };
const other = { id: 3, name: 'Autres', capacity: null };

const rows = (cart: CartDto | null) => crateRows(cart).map((r) => `${r.name} ${r.items}/${r.capacity}`);

describe('crateRows (crate fill, from the local counts)', () => {
  it('follows the steppers at once, complete crates first, formats without crates left out', () => {
    let cart = applyQuantity(emptyCart(), entry(11, large), 14);
    cart = applyQuantity(cart, entry(12, small), 3);
    cart = applyQuantity(cart, entry(13, other), 40);
    expect(rows(cart)).toEqual(['Grand format 12/12', 'Grand format 2/12', 'Petit format 3/20']);
  });

  it("takes a format's capacity from the server's packages before the product's", () => {
    const cart = applyQuantity(emptyCart(), entry(11, large), 7)!;
    const server: CartDto = {
      ...cart,
      packages: [
        { nbSpaceLeft: 1, nbItems: 7, packageType: { ...large, capacity: 6 }, packageTypeName: 'Caisse GF' },
      ],
    };
    expect(rows(server)).toEqual(['Caisse GF 6/6', 'Caisse GF 1/6']);
    expect(rows(null)).toEqual([]);
  });
});
