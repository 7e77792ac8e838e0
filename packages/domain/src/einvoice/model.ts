/**
 * A neutral e-invoice: what an invoice or a credit note says, in EN 16931 terms (business terms BT-…,
 * groups BG-…), independent of any syntax. The CII writer (Factur-X, ./cii.ts) and the UBL writer
 * (Peppol, ./ubl.ts) both read it, and it is built from `invoiceFigures` / the credit note's figures,
 * so the PDF, the XML and the order's totals never disagree (ADR 0045).
 *
 * Money is integer cents, rates basis points (550 = 5.5 %), dates 'YYYY-MM-DD'.
 *
 * How our figures map onto EN 16931, which reasons in amounts excluding VAT:
 * - each product line's net amount is its share of its rate's products excl. VAT (the rate's products
 *   incl. VAT less the VAT they hold, split over the lines in proportion to their amounts incl. VAT);
 * - the promotion is a document-level allowance per rate: the rate's products excl. VAT before the
 *   promotion less after it (its share incl. VAT is the one `vatSummary` gives that rate);
 * - the delivery fee is a document-level charge at the standard rate, whose net amount is what makes
 *   the rate's taxable amount the invoice's base for that rate to the cent;
 * - deposits (bottles, crates) are lines of VAT category E (exempt, with the reason): they are outside
 *   the taxable base, and EN 16931 forbids category O ("not subject to VAT") next to any other
 *   category (BR-O-11…14), so E at 0 % is the lawful way to carry them (ADR 0045);
 * - the VAT per rate is the invoice's, computed once on the rate's amount incl. VAT.
 */
import { roundHalfUp } from '../money.js';
import {
  invoiceFigures,
  splitByLargestRemainder,
  vatIncluded,
  type CreditFigures,
  type InvoiceFigures,
  type InvoiceLineInput,
  type InvoicedOrder,
} from '../invoice.js';
import { vatBasisPoints, type Country } from '../vat.js';

/** UNTDID 5305 VAT category codes EN 16931 knows; we issue S (standard/reduced rates) and E (deposits). */
export type EinvoiceVatCategory = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G' | 'O' | 'L' | 'M';

/** UNTDID 1001: commercial invoice 380, credit note 381. */
export type EinvoiceTypeCode = '380' | '381';

export interface EinvoiceAddress {
  /** Street lines (BT-35/50…); the first is required. */
  lines: string[];
  postcode?: string;
  city?: string;
  /** ISO 3166-1 alpha-2 (BT-40, BT-55). */
  country: string;
}

/** A Peppol / electronic address (BT-34, BT-49): scheme (ISO 6523 ICD or EAS code) and identifier. */
export interface EinvoiceEndpoint {
  /** e.g. '0208' (Belgian enterprise number), '0009' (SIRET), '0225' (French routing code), '0002' (SIREN). */
  scheme: string;
  id: string;
}

export interface EinvoiceParty {
  /** Legal or company name; for a consumer, their name (BT-27, BT-44). */
  name: string;
  address: EinvoiceAddress;
  /** French SIREN, 9 digits (legal registration BT-30 / BT-47, scheme 0002). */
  siren?: string;
  /** French SIRET, 14 digits (seller only: the establishment). */
  siret?: string;
  /** Intra-EU VAT number, e.g. FR32123456789 (BT-31, BT-48). */
  vatNumber?: string;
  /** Electronic address (BT-34, BT-49), e.g. a Peppol participant id. */
  endpoint?: EinvoiceEndpoint;
}

export interface EinvoiceVat {
  category: EinvoiceVatCategory;
  /** Basis points; 0 for E. */
  rateBp: number;
}

export type EinvoiceLineKind = 'product' | 'deposit' | 'credit';

export interface EinvoiceLine {
  /** BT-126: '1', '2', … in order. */
  id: string;
  kind: EinvoiceLineKind;
  /** BT-153. */
  name: string;
  /** BT-129, unit C62 ("one"). */
  quantity: number;
  /** BT-146, net price per unit as a decimal string with up to 4 decimals (e.g. '1.2345'). */
  unitNetPrice: string;
  /** BT-131: the line's net amount, excl. VAT (cents). */
  netCents: number;
  vat: EinvoiceVat;
  /** True for a free gift (printed 'OFFERT'): net 0. */
  gift?: boolean;
}

/** A document-level allowance (BG-20) or charge (BG-21), excl. VAT. */
export interface EinvoiceAllowanceCharge {
  amountCents: number;
  vat: EinvoiceVat;
  /** BT-97 / BT-104. */
  reason: string;
  /** UNTDID 5189 for allowances (BT-98, '95' discount), UNTDID 7161 for charges (BT-105, 'DL' delivery). */
  reasonCode: string;
}

/** One VAT breakdown row (BG-23). */
export interface EinvoiceVatBreakdown extends EinvoiceVat {
  /** BT-116. */
  baseCents: number;
  /** BT-117. */
  vatCents: number;
  /** BT-120 (required for E). */
  exemptionReason?: string;
}

/** Document totals (BG-22). */
export interface EinvoiceTotals {
  /** BT-106: sum of line net amounts. */
  lineCents: number;
  /** BT-107. */
  allowanceCents: number;
  /** BT-108. */
  chargeCents: number;
  /** BT-109 = BT-106 − BT-107 + BT-108. */
  taxBasisCents: number;
  /** BT-110. */
  vatCents: number;
  /** BT-112 = BT-109 + BT-110: what the invoice bills (`InvoiceFigures.total`). */
  grandCents: number;
  /** BT-113: already paid (wallet, card). */
  prepaidCents: number;
  /** BT-115 = BT-112 − BT-113. */
  dueCents: number;
}

export interface EinvoiceDocument {
  kind: 'invoice' | 'creditNote';
  /** BT-3. */
  typeCode: EinvoiceTypeCode;
  /** BT-1, as printed (F-000042, AV-2026-000001). */
  number: string;
  /** BT-2. */
  issueDate: string;
  /** BT-5. */
  currency: 'EUR';
  /** BT-25/BT-26: the invoice a credit note corrects. */
  precedingInvoice?: { number: string; issueDate: string };
  /** BT-13: the shop's order number. */
  orderReference?: string;
  seller: EinvoiceParty;
  buyer: EinvoiceParty;
  /** A company buyer (SIREN / VAT number known): B2B rules apply (Factur-X always, SIREN printed). */
  buyerIsBusiness: boolean;
  /** Deliver-to address (BG-15) and actual delivery date (BT-72). */
  delivery: { name?: string; address: EinvoiceAddress; date?: string };
  /** French mention "catégorie de l'opération": we only deliver goods. */
  operation: 'goods';
  /** French mention "option pour le paiement de la TVA d'après les débits" (BT-8 code 5 when set). */
  vatOnDebits: boolean;
  /** Free texts (BG-1), e.g. the credit note's reason. */
  notes: string[];
  /** BT-20: how to pay what is still due (set when something is). */
  paymentTerms?: string;
  lines: EinvoiceLine[];
  allowances: EinvoiceAllowanceCharge[];
  charges: EinvoiceAllowanceCharge[];
  vat: EinvoiceVatBreakdown[];
  totals: EinvoiceTotals;
}

/** The labels a document's generated lines carry (French by default: the French tax files read them). */
export interface EinvoiceLabels {
  bottleDeposits: string;
  crateDeposits: string;
  depositsExemption: string;
  discount: string;
  delivery: string;
  /** A credit note's line per rate, `{rate}` replaced by e.g. '5.5 %'. */
  creditAtRate: string;
  credit: string;
  creditDeposits: string;
  /** The payment terms of an invoice with something left to pay. */
  paymentTerms: string;
}

export const FRENCH_EINVOICE_LABELS: EinvoiceLabels = {
  bottleDeposits: 'Consignes bouteilles',
  crateDeposits: 'Consignes caisses',
  depositsExemption: 'Consignes d’emballages réutilisables remboursables, hors base d’imposition à la TVA',
  discount: 'Remise',
  delivery: 'Frais de livraison',
  creditAtRate: 'Avoir – produits et livraison au taux de {rate}',
  credit: 'Avoir',
  creditDeposits: 'Avoir – consignes',
  paymentTerms: 'Payable à réception de la facture.',
};

/** A net unit price as EN 16931 decimals: cents ÷ quantity, up to 4 decimals, trailing zeros kept to 2. */
export function unitNetPriceOf(netCents: number, quantity: number): string {
  if (quantity <= 0) return '0.00';
  // In units of 1/10 000 of a euro: cents × 100 / quantity, rounded half up.
  const tenThousandths = roundHalfUp((netCents * 100) / quantity);
  const sign = tenThousandths < 0 ? '-' : '';
  const abs = Math.abs(tenThousandths);
  const euros = Math.floor(abs / 10_000);
  const frac = String(abs % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${sign}${euros}.${frac}`;
}

/** A rate as EN 16931 writes it in percent: 550 → '5.50', 2000 → '20.00'. */
export const percentOf = (rateBp: number) => (rateBp / 100).toFixed(2);

/** Cents as an EN 16931 amount: 1234 → '12.34', −5 → '-0.05'. */
export function amountOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Net amount (excl. VAT) of an amount incl. VAT at a rate, as the invoice's VAT summary computes it. */
const netOf = (ttc: number, rateBp: number) => ttc - vatIncluded(ttc, rateBp);

/**
 * "12 rue des Lilas, 75011 Paris" → street line, postcode and city (the format orders keep); an
 * address not in that shape stays a single line.
 */
export function addressOf(text: string, country: string): EinvoiceAddress {
  // A trailing country name ("…, 59000 Lille, France") is dropped: the country is given apart.
  const m = /^(.*),\s*(\d{4,5})\s+([^,]+?)(?:,\s*[^,\d]+)?$/.exec(text.trim());
  if (!m) return { lines: [text.trim() || '-'], country };
  return { lines: [m[1]!.trim() || '-'], postcode: m[2]!, city: m[3]!.trim(), country };
}

const totalsOf = (
  lines: readonly EinvoiceLine[],
  allowances: readonly EinvoiceAllowanceCharge[],
  charges: readonly EinvoiceAllowanceCharge[],
  vat: readonly EinvoiceVatBreakdown[],
  prepaidCents: number,
): EinvoiceTotals => {
  const lineCents = lines.reduce((s, l) => s + l.netCents, 0);
  const allowanceCents = allowances.reduce((s, a) => s + a.amountCents, 0);
  const chargeCents = charges.reduce((s, c) => s + c.amountCents, 0);
  const taxBasisCents = lineCents - allowanceCents + chargeCents;
  const vatCents = vat.reduce((s, r) => s + r.vatCents, 0);
  const grandCents = taxBasisCents + vatCents;
  const prepaid = Math.min(Math.max(0, prepaidCents), grandCents);
  return {
    lineCents,
    allowanceCents,
    chargeCents,
    taxBasisCents,
    vatCents,
    grandCents,
    prepaidCents: prepaid,
    dueCents: grandCents - prepaid,
  };
};

/** What every document of the shop shares: parties, delivery, mentions. */
export interface EinvoiceHeader {
  number: string;
  issueDate: string;
  seller: EinvoiceParty;
  buyer: EinvoiceParty;
  delivery: { name?: string; address: EinvoiceAddress; date?: string };
  orderReference?: string;
  vatOnDebits: boolean;
  notes?: string[];
}

/** A buyer is a business when it carries a SIREN or a VAT number. */
export const isBusinessParty = (p: EinvoiceParty) => Boolean(p.siren || p.vatNumber);

export interface InvoiceLineForEinvoice extends InvoiceLineInput {
  /** The printed designation (name and volume). */
  name: string;
}

/**
 * An invoice's e-invoice from the order's frozen lines and amounts, with the figures it agrees with
 * (same `invoiceFigures`): grand total = figures.total, VAT per rate = figures.vat.
 */
export function einvoiceFromInvoice(
  header: EinvoiceHeader,
  order: InvoicedOrder,
  lines: readonly InvoiceLineForEinvoice[],
  a: { prepaidCents: number; labels?: EinvoiceLabels },
): { document: EinvoiceDocument; figures: InvoiceFigures } {
  const labels = a.labels ?? FRENCH_EINVOICE_LABELS;
  const figures = invoiceFigures(order, lines);
  const country: Country = order.country;

  // Products incl. VAT per rate, sorted by rate as vatSummary sorts them, and their discount shares.
  const ttcByRate = new Map<number, number>();
  const ratesWithLines = new Set<number>();
  lines.forEach((l, i) => {
    if (l.quantity <= 0) return;
    ratesWithLines.add(l.vatRateBp);
    const ttc = figures.lineTotals[i]!;
    if (ttc !== 0) ttcByRate.set(l.vatRateBp, (ttcByRate.get(l.vatRateBp) ?? 0) + ttc);
  });
  const entries = [...ttcByRate].sort(([x], [y]) => x - y);
  const shares = splitByLargestRemainder(
    order.discountCents,
    entries.map(([, ttc]) => ttc),
  );
  const shareOf = new Map(entries.map(([rate], i) => [rate, shares[i]!]));

  // Line nets: per rate, the products excl. VAT split over the lines by their amounts incl. VAT.
  const lineNets = new Array<number>(lines.length).fill(0);
  for (const [rate, ttc] of entries) {
    const idx = lines.map((l, i) => (l.quantity > 0 && l.vatRateBp === rate ? i : -1)).filter((i) => i >= 0);
    const parts = splitByLargestRemainder(
      netOf(ttc, rate),
      idx.map((i) => figures.lineTotals[i]!),
    );
    idx.forEach((i, k) => (lineNets[i] = parts[k]!));
  }

  const standard = vatBasisPoints(country, 'standard');
  const figureOf = new Map(figures.vat.map((r) => [r.rate, r]));
  const rates = [...new Set([...ratesWithLines, ...figureOf.keys()])].sort((x, y) => x - y);
  const allowances: EinvoiceAllowanceCharge[] = [];
  const charges: EinvoiceAllowanceCharge[] = [];
  const vat: EinvoiceVatBreakdown[] = [];
  for (const rate of rates) {
    const productsTtc = ttcByRate.get(rate) ?? 0;
    const productsNet = netOf(productsTtc, rate);
    const share = shareOf.get(rate) ?? 0;
    const allowance = productsNet - netOf(productsTtc - share, rate);
    const row = figureOf.get(rate) ?? { rate, ttc: 0, base: 0, vat: 0 };
    if (allowance !== 0)
      allowances.push({
        amountCents: allowance,
        vat: { category: 'S', rateBp: rate },
        reason: labels.discount,
        reasonCode: '95',
      });
    if (rate === standard && order.deliveryFeeCents !== 0) {
      // The fee's net closes the rate's base to the invoice's, cent for cent.
      charges.push({
        amountCents: row.base - (productsNet - allowance),
        vat: { category: 'S', rateBp: rate },
        reason: labels.delivery,
        reasonCode: 'DL',
      });
    }
    vat.push({ category: 'S', rateBp: rate, baseCents: row.base, vatCents: row.vat });
  }

  const docLines: EinvoiceLine[] = [];
  lines.forEach((l, i) => {
    if (l.quantity <= 0) return;
    const netCents = lineNets[i]!;
    docLines.push({
      id: String(docLines.length + 1),
      kind: 'product',
      name: l.name,
      quantity: l.quantity,
      unitNetPrice: unitNetPriceOf(netCents, l.quantity),
      netCents,
      vat: { category: 'S', rateBp: l.vatRateBp },
      ...(l.isLocked ? { gift: true } : {}),
    });
  });
  const depositLine = (name: string, cents: number) => {
    if (cents === 0) return;
    docLines.push({
      id: String(docLines.length + 1),
      kind: 'deposit',
      name,
      quantity: 1,
      unitNetPrice: amountOf(cents),
      netCents: cents,
      vat: { category: 'E', rateBp: 0 },
    });
  };
  depositLine(labels.bottleDeposits, order.productsDepositCents);
  depositLine(labels.crateDeposits, order.packagesDepositCents);
  if (figures.deposits !== 0)
    vat.push({
      category: 'E',
      rateBp: 0,
      baseCents: figures.deposits,
      vatCents: 0,
      exemptionReason: labels.depositsExemption,
    });

  const totals = totalsOf(docLines, allowances, charges, vat, a.prepaidCents);
  const document: EinvoiceDocument = {
    kind: 'invoice',
    typeCode: '380',
    number: header.number,
    issueDate: header.issueDate,
    currency: 'EUR',
    ...(header.orderReference ? { orderReference: header.orderReference } : {}),
    seller: header.seller,
    buyer: header.buyer,
    buyerIsBusiness: isBusinessParty(header.buyer),
    delivery: header.delivery,
    operation: 'goods',
    vatOnDebits: header.vatOnDebits,
    notes: header.notes ?? [],
    ...(totals.dueCents > 0 ? { paymentTerms: labels.paymentTerms } : {}),
    lines: docLines,
    allowances,
    charges,
    vat,
    totals,
  };
  return { document, figures };
}

/**
 * A credit note's e-invoice from what it takes back (`CreditFigures`, as stored on the credit note):
 * one line per VAT rate (its base excl. VAT), one exempt line for the deposits; amounts positive, the
 * document type saying it is a credit (381). Nothing is left to pay: the amount was refunded.
 */
export function einvoiceFromCreditNote(
  header: EinvoiceHeader & { precedingInvoice: { number: string; issueDate: string } },
  credit: CreditFigures,
  a: { labels?: EinvoiceLabels } = {},
): EinvoiceDocument {
  const labels = a.labels ?? FRENCH_EINVOICE_LABELS;
  const rows = [...credit.vat].filter((r) => r.ttc !== 0).sort((x, y) => x.rate - y.rate);
  const lines: EinvoiceLine[] = rows.map((r, i) => ({
    id: String(i + 1),
    kind: 'credit',
    name: labels.creditAtRate.replace('{rate}', `${String(r.rate / 100).replace('.', ',')} %`),
    quantity: 1,
    unitNetPrice: amountOf(r.base),
    netCents: r.base,
    vat: { category: 'S', rateBp: r.rate },
  }));
  const vat: EinvoiceVatBreakdown[] = rows.map((r) => ({
    category: 'S',
    rateBp: r.rate,
    baseCents: r.base,
    vatCents: r.vat,
  }));
  if (credit.deposits !== 0) {
    lines.push({
      id: String(lines.length + 1),
      kind: 'deposit',
      name: labels.creditDeposits,
      quantity: 1,
      unitNetPrice: amountOf(credit.deposits),
      netCents: credit.deposits,
      vat: { category: 'E', rateBp: 0 },
    });
    vat.push({
      category: 'E',
      rateBp: 0,
      baseCents: credit.deposits,
      vatCents: 0,
      exemptionReason: labels.depositsExemption,
    });
  }
  const totals = totalsOf(lines, [], [], vat, 0);
  return {
    kind: 'creditNote',
    typeCode: '381',
    number: header.number,
    issueDate: header.issueDate,
    currency: 'EUR',
    precedingInvoice: header.precedingInvoice,
    ...(header.orderReference ? { orderReference: header.orderReference } : {}),
    seller: header.seller,
    buyer: header.buyer,
    buyerIsBusiness: isBusinessParty(header.buyer),
    delivery: header.delivery,
    operation: 'goods',
    vatOnDebits: header.vatOnDebits,
    notes: header.notes ?? [],
    lines,
    allowances: [],
    charges: [],
    vat,
    // A refunded credit: its whole amount is settled.
    totals: { ...totals, prepaidCents: totals.grandCents, dueCents: 0 },
  };
}
