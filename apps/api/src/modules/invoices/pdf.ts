import PDFDocument from 'pdfkit';
import { formatEuros, intlTag, isLocale, type Locale } from '@consigne/domain';
import type * as t from '../../db/schema/index.js';
import { invoiceLabel, invoicedCents } from './service.js';

/** The shop's legal identity printed on invoices (SELLER_* variables). */
export interface Seller {
  name: string;
  address: string;
  siret: string;
  vatNumber: string;
}

export function sellerFromEnv(env: NodeJS.ProcessEnv = process.env): Seller {
  return {
    name: env.SELLER_NAME || 'consigne SAS',
    address: env.SELLER_ADDRESS || '12 rue de la Consigne, 59000 Lille, France',
    siret: env.SELLER_SIRET || '000 000 000 00000',
    vatNumber: env.SELLER_VAT_NUMBER || 'FR00000000000',
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
    bottleDeposits: 'Statiegeld flessen',
    crateDeposits: 'Statiegeld bakken',
    outsideVat: '(zonder btw)',
    delivery: 'Leveringskosten',
    discount: 'Korting',
    invoiced: 'Totaal gefactureerd',
    wallet: 'Gebruikt spaarpotsaldo',
    toPay: 'Betaald bedrag',
    paid: 'Betaald',
    footer:
      'Je statiegeld komt terug in je spaarpot zodra de chauffeur het leeggoed ophaalt. Bedankt om hergebruik te doen leven!',
  },
};

type Invoice = {
  invoice: typeof t.invoices.$inferSelect;
  order: typeof t.orders.$inferSelect;
  user: typeof t.users.$inferSelect;
  lines: Array<typeof t.orderLines.$inferSelect>;
};

/** Standard PDF fonts speak WinAnsi: Intl's narrow and non-breaking spaces become plain spaces. */
const pdfText = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

/** The invoice PDF (pdfkit, A4), in the customer's locale at checkout. */
export function renderInvoicePdf({ invoice, order, user, lines }: Invoice, seller: Seller): Promise<Buffer> {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'fr';
  const m = TEXTS[locale];
  const tag = intlTag(locale);
  const money = (cents: number) => pdfText(formatEuros(cents, tag));
  const date = (d: Date) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(d);
  const percent = (bp: number) =>
    pdfText(new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(bp / 10_000));

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
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
  doc.text(seller.address);
  doc.text(`${m.siret} ${seller.siret} · ${m.vat} ${seller.vatNumber}`);
  doc.text(`${m.number} ${invoiceLabel(invoice.number)}`, 330, 110, { width: right - 330, align: 'right' });
  doc.text(`${m.date} : ${date(invoice.issuedAt)}`, { width: right - 330, align: 'right' });
  doc.text(`${m.order} ${order.id}`, { width: right - 330, align: 'right' });
  if (order.deliveredAt)
    doc.text(`${m.deliveredOn} ${date(order.deliveredAt)}`, { width: right - 330, align: 'right' });

  doc.font('Helvetica-Bold').fontSize(10).text(m.customer, left, 175);
  doc.font('Helvetica').fontSize(9);
  doc.text(`${user.firstname} ${user.lastname}`);
  doc.text(order.deliveryName);
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
  doc.end();
  return done;
}
