/**
 * What an invoice and a credit note bill, per VAT rate (docs/rules.md#vat-summary). Money in integer
 * cents, rates in basis points. One computation for the order's totals (`cartTotals`), its invoice
 * and its credit notes, so they agree to the cent.
 */
import { roundHalfUp } from './money.js';
import { vatBasisPoints, type Country } from './vat.js';

/**
 * Splits `total` (integer cents) in proportion to `weights` by the largest remainder: each part is
 * the floor of its exact share, then the cents still missing go one each to the largest fractional
 * remainders (the earlier index on a tie). The parts always sum to `total`, and a part never exceeds
 * its weight when `total` does not exceed the weights' sum. Zero weights get nothing.
 */
export function splitByLargestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + Math.max(0, b), 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const sign = Math.sign(total);
  const abs = Math.abs(total);
  // Integer arithmetic: abs × weight fits a double exactly for any realistic order.
  const parts = weights.map((w) => Math.floor((abs * Math.max(0, w)) / sum));
  const remainders = weights.map((w, i) => ({ i, r: (abs * Math.max(0, w)) % sum }));
  let missing = abs - parts.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (missing === 0) break;
    if (weights[i]! <= 0) continue;
    parts[i]! += 1;
    missing -= 1;
  }
  return parts.map((p) => p * sign);
}

/** One row of a VAT summary: the amount incl. VAT at that rate, its base excl. VAT and its VAT. */
export interface VatRow {
  /** Basis points (550 = 5.5 %). */
  rate: number;
  ttc: number;
  base: number;
  vat: number;
}

/** The VAT included in an amount incl. VAT at a rate: ttc − round_half_up(ttc / (1 + rate)). */
export function vatIncluded(ttc: number, rateBp: number): number {
  return ttc - roundHalfUp((ttc * 10_000) / (10_000 + rateBp));
}

/** A row from its amount incl. VAT. */
export const vatRow = (rate: number, ttc: number): VatRow => {
  const vat = vatIncluded(ttc, rate);
  return { rate, ttc, base: ttc - vat, vat };
};

/**
 * The VAT summary of what an order bills (docs/rules.md#vat-summary):
 * - each rate's products incl. VAT, less its share of the discount: the discount is split over the
 *   rates in proportion to their amounts by the largest remainder, so the shares sum to it;
 * - the delivery fee at the standard rate of the warehouse's country (20 % in France, 21 % in Belgium);
 * - the VAT of each rate computed once on its amount incl. VAT, rounded half up;
 * - deposits stay outside: they are not in any row.
 * Rows are sorted by rate; a rate with nothing left is left out.
 */
export function vatSummary(a: {
  country: Country;
  /** Products incl. VAT per rate (basis points → cents), before the discount. */
  ttcByRate: ReadonlyMap<number, number> | Readonly<Record<number, number>>;
  deliveryFeeCents: number;
  discountCents: number;
}): VatRow[] {
  const entries = (
    a.ttcByRate instanceof Map
      ? [...a.ttcByRate]
      : Object.entries(a.ttcByRate).map(([k, v]) => [Number(k), v] as [number, number])
  ).sort(([x], [y]) => x - y);
  const shares = splitByLargestRemainder(
    a.discountCents,
    entries.map(([, ttc]) => ttc),
  );
  const net = new Map<number, number>();
  entries.forEach(([rate, ttc], i) => net.set(rate, ttc - shares[i]!));
  if (a.deliveryFeeCents !== 0) {
    const standard = vatBasisPoints(a.country, 'standard');
    net.set(standard, (net.get(standard) ?? 0) + a.deliveryFeeCents);
  }
  return [...net]
    .filter(([, ttc]) => ttc !== 0)
    .sort(([x], [y]) => x - y)
    .map(([rate, ttc]) => vatRow(rate, ttc));
}

/** A summary's VAT per rate (basis points → cents), as orders keep it. */
export const vatByRateOf = (rows: readonly VatRow[]): Record<number, number> =>
  Object.fromEntries(rows.map((r) => [r.rate, r.vat]));

/** An order line as an invoice prints it (frozen at checkout). */
export interface InvoiceLineInput {
  quantity: number;
  unitPriceTtcCents: number;
  vatRateBp: number;
  /** A free gift: printed 'OFFERT', priced 0. */
  isLocked: boolean;
}

/** The order's amounts an invoice needs (its columns). */
export interface InvoicedOrder {
  country: Country;
  deliveryFeeCents: number;
  discountCents: number;
  productsDepositCents: number;
  packagesDepositCents: number;
}

export interface InvoiceFigures {
  /** Each line's total incl. VAT (0 for a gift), in the lines' order. */
  lineTotals: number[];
  /** Products incl. VAT before the discount. */
  productsTtc: number;
  vat: VatRow[];
  totalBase: number;
  totalVat: number;
  /** Bottle and crate deposits, outside the VAT base. */
  deposits: number;
  /** Everything billed: the bases, their VAT and the deposits. */
  total: number;
}

/** An invoice's figures from the order's frozen lines and amounts (docs/rules.md#vat-summary). */
export function invoiceFigures(order: InvoicedOrder, lines: readonly InvoiceLineInput[]): InvoiceFigures {
  const ttcByRate = new Map<number, number>();
  const lineTotals = lines.map((l) => {
    const ttc = l.isLocked || l.quantity <= 0 ? 0 : l.unitPriceTtcCents * l.quantity;
    if (ttc !== 0) ttcByRate.set(l.vatRateBp, (ttcByRate.get(l.vatRateBp) ?? 0) + ttc);
    return ttc;
  });
  const vat = vatSummary({
    country: order.country,
    ttcByRate,
    deliveryFeeCents: order.deliveryFeeCents,
    discountCents: order.discountCents,
  });
  return figuresOf(
    vat,
    order.productsDepositCents + order.packagesDepositCents,
    lineTotals,
    lineTotals.reduce((a, b) => a + b, 0),
  );
}

function figuresOf(
  vat: VatRow[],
  deposits: number,
  lineTotals: number[],
  productsTtc: number,
): InvoiceFigures {
  const totalBase = vat.reduce((s, r) => s + r.base, 0);
  const totalVat = vat.reduce((s, r) => s + r.vat, 0);
  return {
    lineTotals,
    productsTtc,
    vat,
    totalBase,
    totalVat,
    deposits,
    total: totalBase + totalVat + deposits,
  };
}

/** What a credit note takes back: amounts incl. VAT per rate, with base and VAT, and deposits. */
export interface CreditFigures {
  vat: VatRow[];
  deposits: number;
  total: number;
}

/**
 * A credit note for an amount given back without lines (a refund to the card or the wallet): the
 * amount is split over the invoice's rates and its deposits in proportion to what each billed
 * (largest remainder), never more than the invoice's total; each rate's share is then split into
 * base and VAT like the invoice.
 */
export function creditForAmount(
  invoice: Pick<InvoiceFigures, 'vat' | 'deposits'>,
  amountCents: number,
): CreditFigures {
  const weights = [...invoice.vat.map((r) => r.ttc), invoice.deposits];
  const billed = weights.reduce((a, b) => a + b, 0);
  const parts = splitByLargestRemainder(Math.min(amountCents, billed), weights);
  const vat = invoice.vat.map((r, i) => vatRow(r.rate, parts[i]!)).filter((r) => r.ttc !== 0);
  const deposits = parts[parts.length - 1]!;
  return { vat, deposits, total: vat.reduce((s, r) => s + r.ttc, 0) + deposits };
}

/**
 * A credit note for an order billed less than its invoice (an edit downwards, a cancellation): per
 * rate, what the invoice billed less what the order now bills; deposits likewise. Rates billed more
 * now are not credited (nothing to take back there); a cancellation is `after` = nothing.
 */
export function creditForDifference(
  before: Pick<InvoiceFigures, 'vat' | 'deposits'>,
  after: Pick<InvoiceFigures, 'vat' | 'deposits'>,
): CreditFigures {
  const now = new Map(after.vat.map((r) => [r.rate, r.ttc]));
  const vat = before.vat
    .map((r) => vatRow(r.rate, Math.max(0, r.ttc - (now.get(r.rate) ?? 0))))
    .filter((r) => r.ttc !== 0);
  const deposits = Math.max(0, before.deposits - after.deposits);
  return { vat, deposits, total: vat.reduce((s, r) => s + r.ttc, 0) + deposits };
}
