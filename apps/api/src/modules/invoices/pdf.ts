import PDFDocument from 'pdfkit';
import {
  formatEuros,
  intlTag,
  isLocale,
  type Locale,
  dateTimeFormat,
  numberFormat,
  toApiLocale,
  invoiceFigures,
  vatCountryOf,
  type VatRow,
} from '@consigne/domain';
import type * as t from '../../db/schema/index.js';
import type { CreditNoteReason } from '../../db/schema/index.js';
import { withReaderDeliveryName } from '../../lib/address-names.js';
import { creditNoteLabel } from './credit-notes.js';
import { invoiceLabel } from './service.js';

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
  vatSummary: string;
  vatBase: string;
  vatLine: string;
  totalHt: string;
  totalVat: string;
  subtotalTtc: string;
  bottleDeposits: string;
  crateDeposits: string;
  deposits: string;
  outsideVat: string;
  delivery: string;
  discount: string;
  invoiced: string;
  wallet: string;
  toPay: string;
  paid: string;
  footer: string;
  specimen: string;
  creditNote: string;
  creditNoteNumber: string;
  ofInvoice: string;
  reasons: Record<CreditNoteReason, string>;
  credited: string;
  creditFooter: string;
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
  vatSummary: 'Récapitulatif TVA',
  vatBase: 'Base HT {rate}',
  vatLine: 'TVA {rate}',
  totalHt: 'Total HT',
  totalVat: 'Total TVA',
  subtotalTtc: 'Total produits TTC',
  bottleDeposits: 'Consignes bouteilles',
  crateDeposits: 'Consignes caisses',
  deposits: 'Consignes',
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
  creditNote: 'Avoir',
  creditNoteNumber: 'Avoir n°',
  ofInvoice: 'Sur la facture n°',
  reasons: {
    refund: 'Remboursement',
    edit: 'Commande modifiée après facturation',
    cancellation: 'Commande annulée après facturation',
  },
  credited: 'Total de l’avoir',
  creditFooter:
    'Cet avoir annule la part indiquée de la facture d’origine ; le montant vous a été remboursé.',
};

const TEXTS: Record<Locale, InvoiceTexts> = {
  fr,
  // Belgian French says « note de crédit » where France says « avoir ».
  be: {
    ...fr,
    creditNote: 'Note de crédit',
    creditNoteNumber: 'Note de crédit n°',
    credited: 'Total de la note de crédit',
    creditFooter:
      'Cette note de crédit annule la part indiquée de la facture d’origine ; le montant vous a été remboursé.',
  },
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
    vatSummary: 'Resumen del IVA',
    vatBase: 'Base imponible {rate}',
    vatLine: 'IVA {rate}',
    totalHt: 'Total sin IVA',
    totalVat: 'Total IVA',
    subtotalTtc: 'Total productos con IVA',
    bottleDeposits: 'Depósitos de botellas',
    crateDeposits: 'Depósitos de cajas',
    deposits: 'Depósitos',
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
    creditNote: 'Factura rectificativa',
    creditNoteNumber: 'Factura rectificativa n.º',
    ofInvoice: 'Rectifica la factura n.º',
    reasons: {
      refund: 'Reembolso',
      edit: 'Pedido modificado después de facturarlo',
      cancellation: 'Pedido cancelado después de facturarlo',
    },
    credited: 'Total rectificado',
    creditFooter:
      'Esta factura rectificativa anula la parte indicada de la factura original; el importe se te ha reembolsado.',
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
    vatSummary: 'Btw-overzicht',
    vatBase: 'Maatstaf van heffing {rate}',
    vatLine: 'Btw {rate}',
    totalHt: 'Totaal excl. btw',
    totalVat: 'Totaal btw',
    subtotalTtc: 'Totaal producten incl. btw',
    bottleDeposits: 'Leeggoed flessen',
    crateDeposits: 'Leeggoed bakken',
    deposits: 'Leeggoed',
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
    creditNote: 'Creditnota',
    creditNoteNumber: 'Creditnota nr.',
    ofInvoice: 'Bij factuur nr.',
    reasons: {
      refund: 'Terugbetaling',
      edit: 'Bestelling gewijzigd na facturatie',
      cancellation: 'Bestelling geannuleerd na facturatie',
    },
    credited: 'Totaal van de creditnota',
    creditFooter:
      'Deze creditnota annuleert het vermelde deel van de oorspronkelijke factuur; het bedrag werd je terugbetaald.',
  },
};

type Invoice = {
  invoice: typeof t.invoices.$inferSelect;
  order: typeof t.orders.$inferSelect;
  lines: Array<typeof t.orderLines.$inferSelect>;
};

type CreditNote = {
  note: typeof t.creditNotes.$inferSelect;
  invoice: typeof t.invoices.$inferSelect;
  order: typeof t.orders.$inferSelect;
};

/** Standard PDF fonts speak WinAnsi: Intl's narrow and non-breaking spaces become plain spaces. */
const pdfText = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

const LEFT = 50;
const RIGHT = 545;

/** A document of the shop (A4) in the order's locale, with its formatters. */
function openDocument(order: typeof t.orders.$inferSelect, title: string, seller: Seller) {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'fr';
  const m = TEXTS[locale];
  const tag = intlTag(locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: { Title: title, Author: seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return {
    doc,
    done,
    locale,
    m,
    money: (cents: number) => pdfText(formatEuros(cents, tag)),
    date: (d: Date) => dateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(d),
    percent: (bp: number) =>
      pdfText(numberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(bp / 10_000)),
  };
}

type Opened = ReturnType<typeof openDocument>;

/** The brand header, the seller's identity (or the SPECIMEN notice) and the customer. */
function header(
  { doc, m, locale }: Opened,
  a: {
    title: string;
    order: typeof t.orders.$inferSelect;
    buyerName: string;
    seller: Seller;
    identity: string[];
  },
) {
  const { seller, order } = a;
  doc.rect(0, 0, 595.28, 90).fill('#ffd23f');
  doc.fillColor('#15241b').font('Helvetica-Bold').fontSize(26).text('consigne', LEFT, 32);
  doc.fontSize(20).text(a.title, 300, 36, { width: RIGHT - 300, align: 'right' });

  doc.font('Helvetica').fontSize(9).fillColor('#15241b');
  doc.text(`${m.seller} : ${seller.name}`, LEFT, 110);
  if (seller.specimen) {
    // No invented identity: the notice stands where the SIRET and VAT number will be.
    doc.font('Helvetica-Bold').fillColor('#b42318').text(m.specimen, { width: 270 });
    doc.font('Helvetica').fillColor('#15241b');
  } else {
    doc.text(seller.address);
    doc.text(`${m.siret} ${seller.siret} · ${m.vat} ${seller.vatNumber}`);
  }
  a.identity.forEach((text, i) =>
    i === 0
      ? doc.text(text, 330, 110, { width: RIGHT - 330, align: 'right' })
      : doc.text(text, { width: RIGHT - 330, align: 'right' }),
  );

  doc.font('Helvetica-Bold').fontSize(10).text(m.customer, LEFT, 175);
  doc.font('Helvetica').fontSize(9);
  doc.text(a.buyerName);
  // An address's default name in the document's language ("Huis" on a French invoice is "Maison").
  doc.text(withReaderDeliveryName(order, toApiLocale(locale)).deliveryName);
  doc.text(order.deliveryAddress);
}

/** A label and an amount in the totals' column; returns the next line's y. */
function totalsRow(doc: PDFKit.PDFDocument, y: number, label: string, amount: string, bold = false) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
  doc.text(label, 300, y, { width: 160 });
  doc.text(amount, 460, y, { width: RIGHT - 460, align: 'right' });
  return y + (bold ? 17 : 14);
}

/** The VAT summary: per rate its base and its VAT, then the totals excl. VAT and of VAT. */
function vatSummaryRows(o: Opened, y: number, rows: readonly VatRow[]) {
  const { doc, m, money, percent } = o;
  doc.font('Helvetica-Bold').fontSize(9).text(m.vatSummary, 300, y);
  y += 14;
  for (const r of rows) {
    y = totalsRow(doc, y, m.vatBase.replace('{rate}', percent(r.rate)), money(r.base));
    y = totalsRow(doc, y, m.vatLine.replace('{rate}', percent(r.rate)), money(r.vat));
  }
  y = totalsRow(doc, y, m.totalHt, money(rows.reduce((s, r) => s + r.base, 0)));
  return totalsRow(doc, y, m.totalVat, money(rows.reduce((s, r) => s + r.vat, 0)));
}

/** The footer, the SPECIMEN mark across every page while the seller is not configured, and the end. */
function finish({ doc, done }: Opened, seller: Seller, footer: string) {
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#56635b')
    .text(footer, LEFT, 770, { width: RIGHT - LEFT, align: 'center' });
  if (seller.specimen) {
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

/**
 * The invoice PDF (pdfkit, A4), in the customer's locale at checkout: the lines, then products, the
 * discount and the delivery fee incl. VAT, the VAT summary per rate (the discount shared over the
 * rates, the fee at the standard rate: `invoiceFigures`), the deposits outside VAT and the total.
 */
export function renderInvoicePdf({ invoice, order, lines }: Invoice, seller: Seller): Promise<Buffer> {
  const title = `${TEXTS[isLocale(order.locale) ? order.locale : 'fr'].title} ${invoiceLabel(invoice.number)}`;
  const o = openDocument(order, title, seller);
  const { doc, m, money, date, percent } = o;
  const figures = invoiceFigures({ ...order, country: vatCountryOf(order) }, lines);
  header(o, {
    title,
    order,
    buyerName: invoice.buyerName,
    seller,
    identity: [
      `${m.number} ${invoiceLabel(invoice.number)}`,
      `${m.date} : ${date(invoice.issuedAt)}`,
      `${m.order} ${order.id}`,
      ...(order.deliveredAt ? [`${m.deliveredOn} ${date(order.deliveredAt)}`] : []),
    ],
  });

  // Lines.
  const cols = { name: LEFT, qty: 300, unit: 340, vat: 420, total: 470 };
  let y = 245;
  doc.font('Helvetica-Bold').fontSize(9);
  doc.text(m.product, cols.name, y);
  doc.text(m.quantity, cols.qty, y, { width: 35, align: 'right' });
  doc.text(m.unitHt, cols.unit, y, { width: 75, align: 'right' });
  doc.text(m.vatRate, cols.vat, y, { width: 45, align: 'right' });
  doc.text(m.totalTtc, cols.total, y, { width: RIGHT - cols.total, align: 'right' });
  y += 16;
  doc
    .moveTo(LEFT, y - 4)
    .lineTo(RIGHT, y - 4)
    .strokeColor('#e4ddcc')
    .stroke();
  doc.font('Helvetica').fontSize(9);
  lines.forEach((line, i) => {
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
    doc.text(line.isLocked ? m.gift : money(figures.lineTotals[i]!), cols.total, y, {
      width: RIGHT - cols.total,
      align: 'right',
    });
    y += 15;
  });

  // Totals incl. VAT: products, the discount and the delivery fee, before the VAT they hold.
  if (y > 520) {
    doc.addPage();
    y = 60;
  }
  y += 10;
  y = totalsRow(doc, y, m.subtotalTtc, money(figures.productsTtc));
  if (order.discountCents > 0)
    y = totalsRow(
      doc,
      y,
      `${m.discount}${order.promoCode ? ` (${order.promoCode})` : ''}`,
      money(-order.discountCents),
    );
  y = totalsRow(doc, y, m.delivery, money(order.deliveryFeeCents));
  y = vatSummaryRows(o, y + 6, figures.vat);
  y = totalsRow(doc, y, `${m.bottleDeposits} ${m.outsideVat}`, money(order.productsDepositCents));
  y = totalsRow(doc, y, `${m.crateDeposits} ${m.outsideVat}`, money(order.packagesDepositCents));
  y = totalsRow(doc, y, m.invoiced, money(figures.total), true);
  if (order.walletUsageCents > 0) y = totalsRow(doc, y, m.wallet, money(-order.walletUsageCents));
  totalsRow(
    doc,
    y,
    `${m.toPay}${order.paymentStatus === 'paid' ? ` · ${m.paid}` : ''}`,
    money(order.amountToPayCents),
    true,
  );
  return finish(o, seller, m.footer);
}

/**
 * A credit note's PDF: the invoice it corrects, why, and what it takes back per VAT rate (base and
 * VAT) and in deposits (outside VAT), in the order's locale.
 */
export function renderCreditNotePdf({ note, invoice, order }: CreditNote, seller: Seller): Promise<Buffer> {
  const title = `${TEXTS[isLocale(order.locale) ? order.locale : 'fr'].creditNote} ${creditNoteLabel(note)}`;
  const o = openDocument(order, title, seller);
  const { doc, m, money, date, percent } = o;
  header(o, {
    title,
    order,
    buyerName: note.buyerName,
    seller,
    identity: [
      `${m.creditNoteNumber} ${creditNoteLabel(note)}`,
      `${m.date} : ${date(note.issuedAt)}`,
      `${m.ofInvoice} ${invoiceLabel(invoice.number)} (${date(invoice.issuedAt)})`,
      `${m.order} ${order.id}`,
    ],
  });
  let y = 245;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#15241b').text(m.reasons[note.reason], LEFT, y);
  y += 24;
  for (const r of note.vatRows)
    y = totalsRow(doc, y, `${m.vatRate} ${percent(r.rate)} · ${m.totalTtc}`, money(-r.ttc));
  y = vatSummaryRows(
    o,
    y + 6,
    note.vatRows.map((r) => ({ ...r, ttc: -r.ttc, base: -r.base, vat: -r.vat })),
  );
  if (note.depositsCents > 0)
    y = totalsRow(doc, y, `${m.deposits} ${m.outsideVat}`, money(-note.depositsCents));
  totalsRow(doc, y, m.credited, money(-note.totalCents), true);
  return finish(o, seller, m.creditFooter);
}
