/**
 * The browser never decides money: the real cart store, driven through random baskets and
 * edit sequences (adds, changes, removals, rapid changes of one line within its debounce, answers out
 * of order, requests lost before or after the server and retried), against a server built on the
 * API's own rules. Once synced, what the browser shows is the server's answer to the cent; while a
 * change is pending, the only money it shows for the changed line is the domain's lineTotalCents.
 * The same harness runs against the real API in apps/api/test/cart-store.property.test.ts.
 */
import {
  BOTTLE_DEPOSIT_CENTS,
  cartTotals,
  crateFill,
  DEPOSIT_CLASSES,
  isMinimumReached,
  lineTotalCents,
  priceExcludingVat,
  toEuros,
  type CartLineInput,
  type CartSettings,
  type Country,
  type PackageTypeCode,
  type VatClass,
} from '@consigne/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crateRows } from '../components/cart/CrateSummary';
import { cartTotalsDto, vatByRateDto } from '@consigne/contract';
import {
  actionArbitrary,
  checkPending,
  checkSynced,
  heldSync,
  networkError,
  play,
  virtualClock,
  type Fate,
  type Outcome,
} from '../../test/cart-harness';
import { createCartStore, type CartDto, type CartEntry, type CartItemDto } from './cart';

/* ---------------------------------------------------------------------------------------------
 * The server: the API's cart view (apps/api/src/modules/cart/service.ts cartOf) on the domain's
 * rules, amounts mapped to euros with toEuros as the API maps them.
 * ------------------------------------------------------------------------------------------- */

const PACKAGE_TYPES: Record<PackageTypeCode, { id: number; name: string; position: number }> = {
  large: { id: 1, name: 'Grand format', position: 0 },
  small: { id: 2, name: 'Petit format', position: 1 },
  other: { id: 3, name: 'Autres', position: 2 },
};

interface ModelEntry {
  id: number;
  unitPriceCents: number;
  vatClass: VatClass;
  packageType: PackageTypeCode;
  bottleDepositCents: number;
  master: { id: number; name: string };
}

interface Shop {
  entries: ModelEntry[];
  settings: CartSettings;
  capacities: { large: number; small: number };
}

const capacityOf = (shop: Shop, code: PackageTypeCode) => (code === 'other' ? null : shop.capacities[code]);

function product(shop: Shop, entry: ModelEntry) {
  const type = PACKAGE_TYPES[entry.packageType];
  return {
    id: 1000 + entry.id,
    name: `Produit ${entry.id}`,
    category: { id: 100 + entry.master.id, name: `Rayon ${entry.master.id}`, master: entry.master },
    packageType: { id: type.id, name: type.name, capacity: capacityOf(shop, entry.packageType) },
  };
}

/** The catalogue's entry, as a product card hands it to changeQuantity. */
function catalogueEntry(shop: Shop, entry: ModelEntry): CartEntry {
  const country = shop.settings.country;
  return {
    id: entry.id,
    name: `Produit ${entry.id}`,
    price: toEuros(entry.unitPriceCents),
    priceHt: toEuros(priceExcludingVat(entry.unitPriceCents, country, entry.vatClass)),
    product: product(shop, entry),
  };
}

function serverItem(shop: Shop, entry: ModelEntry, quantity: number, lineId: number): CartItemDto {
  const { country } = shop.settings;
  const unit = entry.unitPriceCents;
  return {
    id: lineId,
    quantity,
    nbItems: quantity,
    appliedPrice: toEuros(priceExcludingVat(unit, country, entry.vatClass)),
    appliedPriceTTC: toEuros(unit),
    total: toEuros(priceExcludingVat(lineTotalCents(unit, quantity), country, entry.vatClass)),
    totalTTC: toEuros(lineTotalCents(unit, quantity)),
    isLocked: false,
    categoryId: 100 + entry.master.id,
    substitution: null,
    substituteProductWarehouseId: null,
    // The fields of the product the cart reads (the catalogue DTO has more).
    product: product(shop, entry) as unknown as CartItemDto['product'],
    productWarehouse: { id: entry.id, name: `Produit ${entry.id}` },
  };
}

/** The cart the API answers for these quantities (lines in the order they were added). */
function serverCart(shop: Shop, quantities: ReadonlyMap<number, number>): CartDto {
  const byId = new Map(shop.entries.map((e) => [e.id, e]));
  const lines = [...quantities].map(([id, quantity], index) => {
    const entry = byId.get(id)!;
    const input: CartLineInput = {
      productWarehouseId: id,
      quantity,
      unitPriceCents: entry.unitPriceCents,
      vatClass: entry.vatClass,
      packageType: entry.packageType,
      bottleDepositCents: entry.bottleDepositCents,
    };
    return { entry, input, item: serverItem(shop, entry, quantity, index + 1) };
  });
  const inputs = lines.map((l) => l.input);
  const totals = cartTotals(inputs, shop.settings, shop.capacities);
  const packages = crateFill(inputs, shop.capacities).map((fill) => {
    const type = PACKAGE_TYPES[fill.packageType];
    return {
      nbSpaceLeft: fill.nbSpaceLeft,
      nbItems: fill.nbItems,
      completeCrates: fill.completeCrates,
      packageType: { id: type.id, name: type.name, capacity: fill.capacity },
      packageTypeName: type.name,
      cartItems: lines.filter((l) => l.entry.packageType === fill.packageType).map((l) => l.item),
    };
  });
  const sorted = [...lines].sort(
    (a, b) =>
      a.entry.master.id - b.entry.master.id ||
      PACKAGE_TYPES[a.entry.packageType].position - PACKAGE_TYPES[b.entry.packageType].position,
  );
  const availableItems: CartDto['availableItems'] = [];
  for (const { entry, item } of sorted) {
    let group = availableItems.find((g) => g.categoryMasterId === entry.master.id);
    if (!group) {
      group = { categoryMasterId: entry.master.id, categoryMasterName: entry.master.name, packages: [] };
      availableItems.push(group);
    }
    const type = PACKAGE_TYPES[entry.packageType];
    let pack = group.packages.find((p) => p.packageTypeId === type.id);
    if (!pack) {
      pack = { packageTypeId: type.id, packageTypeName: type.name, cartItems: [] };
      group.packages.push(pack);
    }
    pack.cartItems.push(item);
  }
  return {
    packages,
    availableItems,
    unavailableItems: [],
    totals: cartTotalsDto(totals),
    isValidable:
      totals.itemCount > 0 && isMinimumReached(totals.subtotalTtc, shop.settings.orderMinimumAmountCents),
    appliedPromoCode: null,
    promoCodeEligible: false,
    promoCodeMessage: null,
    remainingAmountForFreeFees: toEuros(Math.max(0, totals.remainingAmountForFreeFees)),
    discountCode: null,
    itemCount: totals.itemCount,
    vatByRate: vatByRateDto(totals.vatByRate),
  } as unknown as CartDto;
}

/** The shop's state: quantities per entry (a removal deletes the line; adding again puts it last). */
function server(shop: Shop, initial: ReadonlyMap<number, number>, fates: readonly Fate[]) {
  const quantities = new Map(initial);
  let sent = 0;
  let draining = false;
  const apply = (id: number, quantity: number) => {
    if (quantity > 0) quantities.set(id, quantity);
    else quantities.delete(id);
  };
  const serve = (id: number, quantity: number): Outcome => {
    const fate = draining ? 'ok' : (fates[sent++ % fates.length] ?? 'ok');
    if (fate === 'lost-before') return { error: networkError() };
    apply(id, quantity);
    return fate === 'ok' ? { answer: serverCart(shop, quantities) } : { error: networkError() };
  };
  return { serve, quantities, answer: () => serverCart(shop, quantities), drain: () => (draining = true) };
}

/* ---------------------------------------------------------------------------------------------
 * What the browser shows.
 * ------------------------------------------------------------------------------------------- */

/** The crate rows the server's packages describe (complete crates, then the partial one). */
function serverCrates(cart: CartDto) {
  const complete = cart.packages.flatMap((p) =>
    Array.from({ length: p.completeCrates ?? 0 }, () => ({
      name: p.packageTypeName,
      items: p.packageType.capacity,
    })),
  );
  const partial = cart.packages
    .filter((p) => p.nbSpaceLeft > 0)
    .map((p) => ({ name: p.packageTypeName, items: (p.packageType.capacity ?? 0) - p.nbSpaceLeft }));
  return [...complete, ...partial];
}

const shownCrates = (cart: CartDto | null) => crateRows(cart).map(({ name, items }) => ({ name, items }));

/* ---------------------------------------------------------------------------------------------
 * Generated shops, baskets and edit sequences.
 * ------------------------------------------------------------------------------------------- */

const entryArbitrary = (id: number) =>
  fc.record({
    id: fc.constant(id),
    unitPriceCents: fc.integer({ min: 1, max: 4_000 }),
    vatClass: fc.constantFrom<VatClass>('food', 'standard'),
    packageType: fc.constantFrom<PackageTypeCode>('large', 'small', 'other'),
    bottleDepositCents: fc.constantFrom(...DEPOSIT_CLASSES.map((c) => BOTTLE_DEPOSIT_CENTS[c])),
    master: fc.constantFrom(
      { id: 1, name: 'Boissons' },
      { id: 2, name: 'Crèmerie' },
      { id: 3, name: 'Épicerie' },
    ),
  });

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

const shopArbitrary: fc.Arbitrary<Shop> = fc.record({
  entries: fc
    .integer({ min: 1, max: 6 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => entryArbitrary(11 + i)))),
  settings: fc.record({
    country: fc.constantFrom<Country>('FR', 'BE'),
    deliveryFreeThresholdCents: maybe(fc.integer({ min: 0, max: 8_000 })),
    deliveryFeeCents: maybe(fc.integer({ min: 0, max: 600 })),
    orderMinimumAmountCents: maybe(fc.integer({ min: 0, max: 5_000 })),
    walletBalanceCents: maybe(fc.integer({ min: 0, max: 3_000 })),
  }),
  capacities: fc.record({
    large: fc.oneof(fc.constant(12), fc.integer({ min: 1, max: 24 })),
    small: fc.oneof(fc.constant(20), fc.integer({ min: 1, max: 24 })),
  }),
});

const fateArbitrary = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: fc.constant<Fate>('ok') },
    { weight: 1, arbitrary: fc.constant<Fate>('lost-before') },
    { weight: 1, arbitrary: fc.constant<Fate>('lost-after') },
  ),
  { minLength: 1, maxLength: 8 },
);

const scenario = shopArbitrary.chain((shop) =>
  fc.record({
    shop: fc.constant(shop),
    basket: fc.array(
      fc.tuple(fc.constantFrom(...shop.entries.map((e) => e.id)), fc.integer({ min: 1, max: 30 })),
      {
        maxLength: 4,
      },
    ),
    actions: fc.array(actionArbitrary(30), { maxLength: 16 }),
    fates: fateArbitrary,
  }),
);

describe('cart store against the server, to the cent (10,000 generated baskets and edit sequences)', () => {
  it('shows the server answer once synced; while pending, only lineTotalCents for changed lines', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ shop, basket, actions, fates }) => {
        const shopServer = server(shop, new Map(basket), fates);
        const held = heldSync(shopServer.serve);
        const clock = virtualClock();
        const store = createCartStore({
          sync: held.sync,
          timers: clock.timers,
          now: clock.now,
          storage: () => null,
          logError: () => undefined,
        });
        const unitCents = new Map(shop.entries.map((e) => [e.id, e.unitPriceCents]));
        // The shopper's page: the cart as the server answered it.
        const initial = shopServer.answer();
        store.getState().setFromServer(initial);
        const entries = shop.entries.map((e) => catalogueEntry(shop, e));
        const asked = await play(store, held, clock, entries, actions, {
          check: () => checkPending(store, held.latest() ?? initial, unitCents),
          drain: shopServer.drain,
        });
        // Every change reached the server, and the browser shows its answer.
        for (const [id, quantity] of asked) expect(shopServer.quantities.get(id) ?? 0).toBe(quantity);
        const answer = shopServer.answer();
        checkSynced(store, answer);
        expect(shownCrates(store.getState().cart)).toEqual(serverCrates(answer));
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);
});
