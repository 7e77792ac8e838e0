/**
 * The cart's JSON answer from the priced cart: cents become euros (toEuros) and
 * lines are grouped for display. Every amount and verdict is pricing.ts's; nothing is decided here.
 */
import { fromApiLocale, toEuros, type ApiLocale, type Locale } from '@consigne/domain';
import { entryView, localized } from '../catalog/index.js';
import { inShelfOrder, type PricedCart, type PricedLine } from './pricing.js';
import { cartTotalsDto, vatByRateDto, type CartDto } from '@consigne/contract';

type CartItemDto = CartDto['unavailableItems'][number];

/** A line in the catalogue's shape (catalog's entryView), priced in its warehouse's country. */
function itemOf(line: PricedLine, locale: Locale): CartItemDto {
  const row = line.entry;
  const entry = entryView({ ...row, id: row.productWarehouseId }, line.country, locale, row.tags);
  return {
    id: line.id,
    quantity: line.quantity,
    nbItems: line.quantity,
    appliedPrice: toEuros(line.unitPriceHtCents),
    appliedPriceTTC: toEuros(line.unitPriceCents),
    total: toEuros(line.lineTotalHtCents),
    totalTTC: toEuros(line.lineTotalCents),
    isLocked: line.isLocked,
    categoryId: entry.product.category.id,
    substitution: row.substitution,
    substituteProductWarehouseId: row.substituteProductWarehouseId,
    product: entry.product,
    productWarehouse: entry,
  };
}

/** One package per crate format (large, then small), with the places left in its partial crate. */
function packagesOf(priced: PricedCart, items: Map<PricedLine, CartItemDto>, locale: Locale) {
  return priced.crates.map((fill) => {
    const type = priced.packageTypes.find((t) => t.code === fill.packageType)!;
    const name = localized(type.names, locale);
    return {
      nbSpaceLeft: fill.nbSpaceLeft,
      nbItems: fill.nbItems,
      completeCrates: fill.completeCrates,
      packageType: { id: type.id, name, capacity: fill.capacity },
      packageTypeName: name,
      cartItems: priced.lines.filter((l) => l.packageType === fill.packageType).map((l) => items.get(l)!),
    };
  });
}

/** Available items grouped by Rayon (in shelf order), then by package type. */
function byRayon(lines: readonly PricedLine[], items: Map<PricedLine, CartItemDto>) {
  const sorted = inShelfOrder(lines);
  const groups: CartDto['availableItems'] = [];
  for (const line of sorted) {
    const item = items.get(line)!;
    const master = item.product.category.master;
    let group = groups.find((g) => g.categoryMasterId === master.id);
    if (!group) {
      group = { categoryMasterId: master.id, categoryMasterName: master.name, packages: [] };
      groups.push(group);
    }
    const type = item.product.packageType;
    let pack = group.packages.find((p) => p.packageTypeId === type.id);
    if (!pack) {
      pack = { packageTypeId: type.id, packageTypeName: type.name, cartItems: [] };
      group.packages.push(pack);
    }
    pack.cartItems.push(item);
  }
  return groups;
}

/** The cart in the request's language, amounts in euros. */
export function cartDto(priced: PricedCart, apiLocale: ApiLocale): CartDto {
  const locale = fromApiLocale(apiLocale);
  const { totals, promo } = priced;
  const items = new Map<PricedLine, CartItemDto>(
    [...priced.lines, ...priced.unavailable].map((line) => [line, itemOf(line, locale)]),
  );
  return {
    packages: packagesOf(priced, items, locale),
    availableItems: byRayon(priced.lines, items),
    unavailableItems: priced.unavailable.map((line) => items.get(line)!),
    totals: cartTotalsDto(totals),
    isValidable: priced.isValidable,
    appliedPromoCode: promo?.code ?? null,
    promoCodeEligible: promo?.eligible ?? false,
    promoCodeMessage: promo?.message ?? null,
    remainingAmountForFreeFees: toEuros(priced.remainingForFreeDeliveryCents),
    // The code that gives the discount: none while the applied code does not hold (its reason is
    // promoCodeMessage), so no reader takes a refused code for a granted one.
    discountCode: promo?.eligible ? promo.code : null,
    itemCount: totals.itemCount,
    vatByRate: vatByRateDto(totals.vatByRate),
  };
}
