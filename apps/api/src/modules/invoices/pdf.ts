import PDFDocument from 'pdfkit';
import {
  formatEuros,
  intlTag,
  isLocale,
  type Locale,
  dateTimeFormat,
  numberFormat,
  toApiLocale,
} from '@consigne/domain';
import type * as t from '../../db/schema/index.js';
import { withReaderDeliveryName } from '../../lib/address-names.js';
import { invoiceLabel, invoicedCents } from './service.js';

/**
 * The shop's legal identity printed on invoices (SELLER_NAME, SELLER_ADDRESS, SELLER_SIRET,
 * SELLER_VAT_NUMBER). Until all four are set and valid, every invoice is a SPECIMEN: marked so on
 * the PDF and in the invoice list, with no invented identity printed.
 */
export interface Seller {
  name: string;
  address: string;
  siret: string;
  vatNumber: string;
  /** True while the seller's real identity is not configured. */
  specimen: boolean;
}

/** A SIRET: 14 digits whose Luhn sum is a multiple of 10 (La Poste's establishments: digit sum multiple of 5), not all zeros. */
export function isValidSiret(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{14}$/.test(digits) || /^0+$/.test(digits)) return false;
  if (digits.startsWith('356000000')) return [...digits].reduce((n, d) => n + Number(d), 0) % 5 === 0;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(digits[13 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** An intra-EU VAT number: a country code and 2 to 13 letters or digits, not all zeros. */
export const isValidVatNumber = (value: string) => {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(compact) && !/^[A-Z]{2}0+$/.test(compact);
};

/** The variables a real invoice still needs (empty once the identity is configured). */
export function missingSellerSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  const missing: string[] = [];
  if (!env.SELLER_NAME?.trim()) missing.push('SELLER_NAME');
  if (!env.SELLER_ADDRESS?.trim()) missing.push('SELLER_ADDRESS');
  if (!isValidSiret(env.SELLER_SIRET ?? '')) missing.push('SELLER_SIRET');
  if (!isValidVatNumber(env.SELLER_VAT_NUMBER ?? '')) missing.push('SELLER_VAT_NUMBER');
  return missing;
}

export function sellerFromEnv(env: NodeJS.ProcessEnv = process.env): Seller {
  const specimen = missingSellerSettings(env).length > 0;
  return {
    name: env.SELLER_NAME?.trim() || 'consigne',
    address: env.SELLER_ADDRESS?.trim() ?? '',
    siret: specimen ? '' : env.SELLER_SIRET!.trim(),
    vatNumber: specimen ? '' : env.SELLER_VAT_NUMBER!.replace(/\s/g, '').toUpperCase(),
    specimen,
  };
}

interface InvoiceTexts {
  title: string;
  number: string;
  date: string;
  order: string;
  deliveredOn: string;
  customer: string;
  seller: string;
  siret: string;
  vat: string;
  product: string;
  quantity: string;
  unitHt: string;
  vatRate: string;
  totalTtc: string;
  gift: string;
  subtotalHt: string;
  vatLine: string;
  subtotalTtc: string;
  bottleDeposits: string;
  crateDeposits: string;
  outsideVat: string;
  delivery: string;
  discount: string;
  invoiced: string;
  wallet: string;
  toPay: string;
  paid: string;
  footer: string;
  specimen: string;
}

const fr: InvoiceTexts = {
  title: 'Facture',
  number: 'Facture n°',
  date: 'Date',
  order: 'Commande n°',
  deliveredOn: 'Livrée le',
  customer: 'Client',
  seller: 'Vendeur',
  siret: 'SIRET',
  vat: 'N° TVA',
  product: 'Désignation',
  quantity: 'Qté',
  unitHt: 'PU HT',
  vatRate: 'TVA',
  totalTtc: 'Total TTC',
  gift: 'OFFERT',
  subtotalHt: 'Total produits HT',
  vatLine: 'TVA {rate}',
  subtotalTtc: 'Total produits TTC',
  bottleDeposits: 'Consignes bouteilles',
  crateDeposits: 'Consignes caisses',
  outsideVat: '(hors TVA)',
  delivery: 'Frais de livraison',
  discount: 'Remise',
  invoiced: 'Total facturé',
  wallet: 'Cagnotte utilisée',
  toPay: 'Montant réglé',
  paid: 'Payé',
  footer:
    'Les consignes vous sont remboursées dans votre cagnotte quand le livreur récupère les vides. Merci de faire vivre le réemploi !',
  specimen: 'SPECIMEN – sans valeur de facture : l’identité légale du vendeur n’est pas encore configurée.',
};

const TEXTS: Record<Locale, InvoiceTexts> = {
  fr,
  be: fr,
  es: {
    title: 'Factura',
    number: 'Factura n.º',
    date: 'Fecha',
    order: 'Pedido n.º',
    deliveredOn: 'Entregado el',
    customer: 'Cliente',
    seller: 'Vendedor',
    siret: 'SIRET',
    vat: 'N.º IVA',
    product: 'Descripción',
    quantity: 'Cant.',
    unitHt: 'P. U. sin IVA',
    vatRate: 'IVA',
    totalTtc: 'Total con IVA',
    gift: 'REGALO',
    subtotalHt: 'Total productos sin IVA',
    vatLine: 'IVA {rate}',
    subtotalTtc: 'Total productos con IVA',
    bottleDeposits: 'Depósitos de botellas',
    crateDeposits: 'Depósitos de cajas',
    outsideVat: '(sin IVA)',
    delivery: 'Gastos de envío',
    discount: 'Descuento',
    invoiced: 'Total facturado',
    wallet: 'Monedero utilizado',
    toPay: 'Importe pagado',
    paid: 'Pagado',
    footer:
      'Los depósitos se te devuelven en tu monedero cuando el repartidor recoge los envases vacíos. ¡Gracias por dar vida a la reutilización!',
    specimen: 'SPECIMEN – sin valor de factura: la identidad legal del vendedor aún no está configurada.',
  },
  'nl-BE': {
    title: 'Factuur',
    number: 'Factuurnr.',
    date: 'Datum',
    order: 'Bestelling nr.',
    deliveredOn: 'Geleverd op',
    customer: 'Klant',
    seller: 'Verkoper',
    siret: 'SIRET',
    vat: 'Btw-nr.',
    product: 'Omschrijving',
    quantity: 'Aantal',
    unitHt: 'Eenheidsprijs excl. btw',
    vatRate: 'Btw',
    totalTtc: 'Totaal incl. btw',
    gift: 'GRATIS',
    subtotalHt: 'Totaal producten excl. btw',
    vatLine: 'Btw {rate}',
    subtotalTtc: 'Totaal producten incl. btw',
    bottleDeposits: 'Leeggoed flessen',
    crateDeposits: 'Leeggoed bakken',
    outsideVat: '(zonder btw)',
    delivery: 'Leveringskosten',
    discount: 'Korting',
    invoiced: 'Totaal gefactureerd',
    wallet: 'Uit je spaarpot',
    toPay: 'Betaald bedrag',
    paid: 'Betaald',
    footer:
      'Je leeggoed wordt terugbetaald in je spaarpot zodra de chauffeur het ophaalt. Bedankt om hergebruik te doen leven!',
    specimen:
      'SPECIMEN – geen geldige factuur: de wettelijke identiteit van de verkoper is nog niet ingesteld.',
  },
};

type Invoice = {
  invoice: typeof t.invoices.$inferSelect;
  order: typeof t.orders.$inferSelect;
  lines: Array<typeof t.orderLines.$inferSelect>;
};

/** Standard PDF fonts speak WinAnsi: Intl's narrow and non-breaking spaces become plain spaces. */
const pdfText = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

/** The invoice PDF (pdfkit, A4), in the customer's locale at checkout. */
export function renderInvoicePdf({ invoice, order, lines }: Invoice, seller: Seller): Promise<Buffer> {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'fr';
  const m = TEXTS[locale];
  const tag = intlTag(locale);
  const money = (cents: number) => pdfText(formatEuros(cents, tag));
  const date = (d: Date) => dateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(d);
  const percent = (bp: number) =>
    pdfText(numberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(bp / 10_000));

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: { Title: `${m.title} ${invoiceLabel(invoice.number)}`, Author: seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const left = 50;
  const right = 545;
  // Header: the shop's name on the brand yellow, then seller and invoice identity.
  doc.rect(0, 0, 595.28, 90).fill('#ffd23f');
  doc.fillColor('#15241b').font('Helvetica-Bold').fontSize(26).text('consigne', left, 32);
  doc
    .fontSize(20)
    .text(`${m.title} ${invoiceLabel(invoice.number)}`, 300, 36, { width: right - 300, align: 'right' });

  doc.font('Helvetica').fontSize(9).fillColor('#15241b');
  doc.text(`${m.seller} : ${seller.name}`, left, 110);
  if (seller.specimen) {
    // No invented identity: the notice stands where the SIRET and VAT number will be.
    doc.font('Helvetica-Bold').fillColor('#b42318').text(m.specimen, { width: 270 });
    doc.font('Helvetica').fillColor('#15241b');
  } else {
    doc.text(seller.address);
    doc.text(`${m.siret} ${seller.siret} · ${m.vat} ${seller.vatNumber}`);
  }
  doc.text(`${m.number} ${invoiceLabel(invoice.number)}`, 330, 110, { width: right - 330, align: 'right' });
  doc.text(`${m.date} : ${date(invoice.issuedAt)}`, { width: right - 330, align: 'right' });
  doc.text(`${m.order} ${order.id}`, { width: right - 330, align: 'right' });
  if (order.deliveredAt)
    doc.text(`${m.deliveredOn} ${date(order.deliveredAt)}`, { width: right - 330, align: 'right' });

  doc.font('Helvetica-Bold').fontSize(10).text(m.customer, left, 175);
  doc.font('Helvetica').fontSize(9);
  doc.text(invoice.buyerName);
  // An address's default name in the invoice's language ("Huis" on a French invoice is "Maison").
  doc.text(withReaderDeliveryName(order, toApiLocale(locale)).deliveryName);
  doc.text(order.deliveryAddress);

  // Lines.
  const cols = { name: left, qty: 300, unit: 340, vat: 420, total: 470 };
  let y = 245;
  doc.font('Helvetica-Bold').fontSize(9);
  doc.text(m.product, cols.name, y);
  doc.text(m.quantity, cols.qty, y, { width: 35, align: 'right' });
  doc.text(m.unitHt, cols.unit, y, { width: 75, align: 'right' });
  doc.text(m.vatRate, cols.vat, y, { width: 45, align: 'right' });
  doc.text(m.totalTtc, cols.total, y, { width: right - cols.total, align: 'right' });
  y += 16;
  doc
    .moveTo(left, y - 4)
    .lineTo(right, y - 4)
    .strokeColor('#e4ddcc')
    .stroke();
  doc.font('Helvetica').fontSize(9);
  for (const line of lines) {
    if (y > 700) {
      doc.addPage();
      y = 60;
    }
    doc.text(`${line.name} ${line.volume}`, cols.name, y, {
      width: cols.qty - cols.name - 10,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(String(line.quantity), cols.qty, y, { width: 35, align: 'right' });
    doc.text(line.isLocked ? m.gift : money(line.unitPriceHtCents), cols.unit, y, {
      width: 75,
      align: 'right',
    });
    doc.text(percent(line.vatRateBp), cols.vat, y, { width: 45, align: 'right' });
    doc.text(line.isLocked ? m.gift : money(line.unitPriceTtcCents * line.quantity), cols.total, y, {
      width: right - cols.total,
      align: 'right',
    });
    y += 15;
  }

  // Totals: products HT, VAT per rate, TTC; then deposits (outside VAT), delivery, discount.
  y += 10;
  const row = (label: string, cents: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
    doc.text(label, 300, y, { width: 160 });
    doc.text(money(cents), 460, y, { width: right - 460, align: 'right' });
    y += bold ? 17 : 14;
  };
  row(m.subtotalHt, order.subtotalHtCents);
  for (const [bp, cents] of Object.entries(order.vatByRate).sort(([a], [b]) => Number(a) - Number(b))) {
    row(m.vatLine.replace('{rate}', percent(Number(bp))), cents);
  }
  row(m.subtotalTtc, order.subtotalTtcCents, true);
  row(`${m.bottleDeposits} ${m.outsideVat}`, order.productsDepositCents);
  row(`${m.crateDeposits} ${m.outsideVat}`, order.packagesDepositCents);
  row(m.delivery, order.deliveryFeeCents);
  if (order.discountCents > 0)
    row(`${m.discount}${order.promoCode ? ` (${order.promoCode})` : ''}`, -order.discountCents);
  const invoiced = invoicedCents(order);
  row(m.invoiced, invoiced, true);
  if (order.walletUsageCents > 0) row(m.wallet, -order.walletUsageCents);
  row(`${m.toPay}${order.paymentStatus === 'paid' ? ` · ${m.paid}` : ''}`, order.amountToPayCents, true);

  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#56635b')
    .text(m.footer, left, 770, { width: right - left, align: 'center' });
  if (seller.specimen) {
    // A SPECIMEN mark across every page, printed too.
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      doc.save();
      doc.rotate(-35, { origin: [297, 421] });
      doc
        .font('Helvetica-Bold')
        .fontSize(96)
        .fillColor('#b42318')
        .fillOpacity(0.16)
        .text('SPECIMEN', 0, 380, { width: 595, align: 'center', lineBreak: false });
      doc.restore();
    }
  }
  doc.end();
  return done;
}
