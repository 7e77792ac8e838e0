/**
 * The cart's totals as the JSON answer gives them (docs/rules.md#totals): the domain's figures in
 * integer cents, in euros. The API's cart view answers with these, and the storefront's property
 * test models the server with the very same mapping. No zod here: a plain mapping anyone can import.
 */
import { toEuros, type CartTotals } from '@consigne/domain';

export function cartTotalsDto(totals: CartTotals) {
  return {
    subtotalHt: toEuros(totals.subtotalHt),
    subtotalTtc: toEuros(totals.subtotalTtc),
    totalTva: toEuros(totals.totalTva),
    productsDeposit: toEuros(totals.productsDeposit),
    packagesDeposit: toEuros(totals.packagesDeposit),
    totalDeposit: toEuros(totals.totalDeposit),
    deliveryFees: toEuros(totals.deliveryFees),
    greenSlotDiscount: toEuros(totals.greenSlotDiscount),
    discountValue: toEuros(totals.discountValue),
    walletUsage: toEuros(totals.walletUsage),
    amountToPay: toEuros(totals.amountToPay),
  };
}

/** The domain's VAT per rate (basis points → cents) as fractions and euros, by rate, zero amounts left out. */
export function vatByRateDto(vatByRate: CartTotals['vatByRate']): Array<{ rate: number; amount: number }> {
  return Object.entries(vatByRate)
    .map(([bp, cents]) => ({ bp: Number(bp), cents }))
    .filter(({ cents }) => cents !== 0)
    .sort((a, b) => a.bp - b.bp)
    .map(({ bp, cents }) => ({ rate: bp / 10_000, amount: toEuros(cents) }));
}
