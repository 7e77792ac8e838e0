import { cartTotals, DEPOSIT_CLASSES, toEuros, vatCountryOf } from '@consigne/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WarehouseRow } from '../warehouses/index.js';
import {
  GIFT_LINE_ID,
  priceLines,
  pricedCart,
  type CartRead,
  type LineRow,
  type PricedPromo,
} from './pricing.js';
import { cartDto } from './view.js';

const names = (fr: string) => ({ fr, es: `${fr} (es)`, be: `${fr} (be)`, 'nl-BE': `${fr} (nl)` });
type Infer<A> = A extends fc.Arbitrary<infer T> ? T : never;

const PACKAGE_TYPES = [
  { id: 1, code: 'large', names: names('Grande'), capacity: 12 },
  { id: 2, code: 'small', names: names('Petite'), capacity: 20 },
  { id: 3, code: 'other', names: names('Autre'), capacity: null },
];

const warehouseArb = fc
  .tuple(fc.constantFrom('FR', 'BE'), fc.nat(10_000), fc.nat(1_000), fc.nat(5_000))
  .map(([country, threshold, fee, minimum]) => ({
    id: 1,
    country,
    deliveryFreeThresholdCents: threshold,
    deliveryFeeCents: fee,
    orderMinimumAmountCents: minimum,
  }));

/** A line as the cart's statement reads it; `id` is made unique (and never the gift's) below. */
const lineArb = fc.record({
  quantity: fc.integer({ min: 1, max: 60 }),
  priceCents: fc.integer({ min: 0, max: 5_000 }),
  discountAntiWastePercent: fc.constantFrom(0, 0, 10, 30, 50),
  vatClass: fc.constantFrom('food', 'standard'),
  packageType: fc.constantFrom(...PACKAGE_TYPES),
  depositClass: fc.constantFrom(...DEPOSIT_CLASSES),
  master: fc.integer({ min: 1, max: 4 }),
  refusal: fc.option(
    fc.constantFrom('cartProductOtherWarehouse' as const, 'cartProductUnavailable' as const),
    {
      freq: 5,
    },
  ),
});

function lineRow(l: Infer<typeof lineArb>, id: number, country: string): LineRow {
  return {
    id,
    quantity: l.quantity,
    isLocked: false,
    substitution: null,
    substituteProductWarehouseId: null,
    refusal: l.refusal,
    productWarehouseId: 100 + id,
    warehouseId: 1,
    slug: `p-${id}`,
    name: `Product ${id}`,
    description: '',
    priceCents: l.priceCents,
    isAvailable: l.refusal === null,
    maxOrderable: 99,
    discountAntiWastePercent: l.discountAntiWastePercent,
    productId: 1000 + id,
    brand: 'B',
    volume: 33,
    unit: 'cl',
    vatClass: l.vatClass,
    alcoholLevel: l.vatClass === 'standard' ? 5 : null,
    depositClass: l.depositClass,
    isHidden: false,
    isNew: false,
    categoryId: l.master * 10,
    categorySlug: `c${l.master}`,
    categoryName: `Cat ${l.master}`,
    masterId: l.master,
    masterSlug: `m${l.master}`,
    masterName: `Rayon ${l.master}`,
    masterPosition: 5 - l.master,
    packageTypeId: l.packageType.id,
    packageTypeCode: l.packageType.code,
    packageTypeName: l.packageType.names.fr,
    capacity: l.packageType.capacity,
    packageTypePosition: l.packageType.id,
    imageWidth: null,
    imageHeight: null,
    thumbWidth: null,
    thumbHeight: null,
    photoId: null,
    entryCountry: country,
    tags: [],
  };
}

const cartArb = fc
  .record({
    warehouse: warehouseArb,
    lines: fc.array(lineArb, { maxLength: 12 }),
    gift: fc.option(lineArb, { freq: 2 }),
    walletCents: fc.integer({ min: 0, max: 5_000 }),
    promo: fc.option(
      fc.record({ eligible: fc.boolean(), discountCents: fc.integer({ min: 0, max: 3_000 }) }),
      { freq: 2 },
    ),
  })
  .map(({ warehouse, lines, gift, walletCents, promo }) => {
    const rows = lines.map((l, i) => lineRow(l, i + 1, warehouse.country));
    if (gift)
      rows.push({
        ...lineRow({ ...gift, refusal: null }, GIFT_LINE_ID, warehouse.country),
        quantity: 1,
        isLocked: true,
      });
    const read: CartRead = {
      warehouse: warehouse as WarehouseRow,
      packageTypes: PACKAGE_TYPES,
      promoCodeId: promo ? 1 : null,
      walletCents,
      hasPlacedOrder: false,
      lines: rows,
    };
    const applied: PricedPromo | null = promo && {
      id: 1,
      code: 'CODE',
      message: promo.eligible ? null : 'no',
      eligible: promo.eligible,
      discountCents: promo.eligible ? promo.discountCents : 0,
    };
    return { read, promo: applied };
  });

const price = ({ read, promo }: Infer<typeof cartArb>) => pricedCart(read, priceLines(read), promo);

describe('pricedCart (pure: the read rows and the promo verdict, no database)', () => {
  it('totals are the domain cartTotals of the priced lines, with the warehouse settings, promo and wallet', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const priced = price(cart);
        const { warehouse } = cart.read;
        expect(priced.totals).toEqual(
          cartTotals(
            priced.lines,
            {
              country: vatCountryOf(warehouse),
              deliveryFreeThresholdCents: warehouse.deliveryFreeThresholdCents,
              deliveryFeeCents: warehouse.deliveryFeeCents,
              orderMinimumAmountCents: warehouse.orderMinimumAmountCents,
              discountCents: cart.promo?.discountCents ?? 0,
              walletBalanceCents: cart.read.walletCents,
            },
            priced.capacities,
          ),
        );
      }),
    );
  });

  it("lines' totals add up to the subtotal, and each is its unit price times its quantity", () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const priced = price(cart);
        for (const line of [...priced.lines, ...priced.unavailable]) {
          expect(line.lineTotalCents).toBe(line.unitPriceCents * line.quantity);
          expect(line.lineTotalHtCents).toBeLessThanOrEqual(line.lineTotalCents);
          expect(line.unitPriceHtCents).toBeLessThanOrEqual(line.unitPriceCents);
          expect(Number.isInteger(line.lineTotalHtCents)).toBe(true);
        }
        const sum = priced.lines.reduce((s, l) => s + l.lineTotalCents, 0);
        expect(priced.totals.subtotalTtc).toBe(sum);
        const vat = Object.values(priced.totals.vatByRate).reduce((s, v) => s + v, 0);
        expect(priced.totals.totalTva).toBe(vat);
        expect(priced.totals.amountToPay + priced.totals.walletUsage).toBe(
          sum + priced.totals.totalDeposit + priced.totals.deliveryFees - priced.totals.discountValue,
        );
      }),
    );
  });

  it('refused lines are unavailable, the gift counts only while its code is eligible, crates hold every bottle', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const priced = price(cart);
        expect(priced.unavailable.every((l) => l.entry.refusal !== null)).toBe(true);
        expect(priced.lines.every((l) => l.entry.refusal === null)).toBe(true);
        const hasGift = cart.read.lines.some((l) => l.id === GIFT_LINE_ID);
        expect(priced.lines.some((l) => l.id === GIFT_LINE_ID)).toBe(
          hasGift && cart.promo?.eligible === true,
        );
        expect(priced.lines.length + priced.unavailable.length).toBe(
          cart.read.lines.length - (hasGift && !cart.promo?.eligible ? 1 : 0),
        );
        const crated = priced.lines
          .filter((l) => l.packageType !== 'other')
          .reduce((s, l) => s + l.quantity, 0);
        expect(priced.crates.reduce((s, f) => s + f.nbItems, 0)).toBe(crated);
        expect(priced.isValidable).toBe(
          priced.totals.itemCount > 0 && priced.unavailable.length === 0 && priced.totals.isMinimumReached,
        );
      }),
    );
  });
});

describe('cartDto (the JSON answer decides nothing)', () => {
  it('gives the priced totals in euros and VAT per rate sorted, without zero amounts', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const priced = price(cart);
        const dto = cartDto(priced, 'fr_FR');
        expect(dto.totals.amountToPay).toBe(toEuros(priced.totals.amountToPay));
        expect(dto.itemCount).toBe(priced.totals.itemCount);
        const rates = dto.vatByRate.map((v) => v.rate);
        expect(rates).toEqual([...rates].sort((a, b) => a - b));
        expect(dto.vatByRate.every((v) => v.amount !== 0)).toBe(true);
        expect(dto.vatByRate.reduce((s, v) => s + Math.round(v.amount * 100), 0)).toBe(
          priced.totals.totalTva,
        );
        const items = dto.availableItems.flatMap((g) => g.packages.flatMap((p) => p.cartItems));
        expect(items.map((i) => i.totalTTC).sort()).toEqual(
          priced.lines.map((l) => toEuros(l.lineTotalCents)).sort(),
        );
        expect(dto.unavailableItems).toHaveLength(priced.unavailable.length);
      }),
    );
  });
});
