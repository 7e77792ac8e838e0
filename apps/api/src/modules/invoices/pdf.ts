import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import {
  formatEuros,
  intlTag,
  isLocale,
  type Locale,
  dateTimeFormat,
  numberFormat,
  toApiLocale,
  toCii,
  type EinvoiceDocument,
  type VatRow,
} from '@consigne/domain';
import type * as t from '../../db/schema/index.js';
import type { CreditNoteReason, FrozenInvoice } from '../../db/schema/index.js';
import { withReaderDeliveryName } from '../../lib/address-names.js';
import { API_SRC } from '../../paths.js';
import { creditNoteLabel } from './credit-notes.js';
import { creditNoteEinvoice, invoiceEinvoice, isFacturx } from './einvoice.js';
import type { Seller } from './seller.js';
import { invoiceLabel } from './service.js';

export {
  isValidSiret,
  isValidVatNumber,
  missingSellerSettings,
  sellerFromEnv,
  type Seller,
} from './seller.js';

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
  /** The French mentions: operation type, delivery address, VAT on debits, the buyer's SIREN. */
  operation: string;
  deliveryAddress: string;
  vatOnDebits: string;
  siren: string;
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
  operation: 'Opération : livraison de biens',
  deliveryAddress: 'Adresse de livraison',
  vatOnDebits: 'Option pour le paiement de la taxe d’après les débits',
  siren: 'SIREN',
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
    operation: 'Operación: entrega de bienes',
    deliveryAddress: 'Dirección de entrega',
    vatOnDebits: 'Opción por el pago del IVA según lo facturado (débitos)',
    siren: 'SIREN',
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
    operation: 'Handeling: levering van goederen',
    deliveryAddress: 'Leveringsadres',
    vatOnDebits: 'Keuze voor de betaling van de btw volgens de facturatie (debiteringen)',
    siren: 'SIREN',
  },
};

/** An invoice to print: its row and what it bills (its frozen copy, or its order for an older one). */
type Invoice = {
  invoice: typeof t.invoices.$inferSelect;
  content: FrozenInvoice;
};

type CreditNote = {
  note: typeof t.creditNotes.$inferSelect;
  invoice: typeof t.invoices.$inferSelect;
  /** The corrected invoice's content: the credit note's buyer and delivery are the invoice's. */
  content: FrozenInvoice;
};

/** Standard PDF fonts speak WinAnsi: Intl's narrow and non-breaking spaces become plain spaces. */
const pdfText = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

const LEFT = 50;
const RIGHT = 545;

/** The fonts embedded in a Factur-X PDF (PDF/A forbids the standard, non-embedded ones). */
const FONT_DIR = join(API_SRC, 'modules/invoices/fonts');
const EMBEDDED_FONTS = {
  regular: join(FONT_DIR, 'DejaVuSansCondensed.ttf'),
  bold: join(FONT_DIR, 'DejaVuSansCondensed-Bold.ttf'),
};

/** XMP text: pdfkit copies the title and author into the metadata without escaping them. */
const xmpSafe = (s: string) => s.replace(/[&<>"]/g, ' ');

/**
 * The XMP of a Factur-X PDF: its Factur-X properties and the PDF/A extension schema that declares
 * them (without it, a PDF/A-3 validator refuses the unknown `fx` properties).
 */
const FACTURX_XMP = `
        <rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
            <fx:DocumentType>INVOICE</fx:DocumentType>
            <fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>
            <fx:Version>1.0</fx:Version>
            <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
        </rdf:Description>
        <rdf:Description rdf:about=""
            xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
            xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#"
            xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
            <pdfaExtension:schemas>
                <rdf:Bag>
                    <rdf:li rdf:parseType="Resource">
                        <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                        <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
                        <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                        <pdfaSchema:property>
                            <rdf:Seq>
${[
  'DocumentFileName:name of the embedded XML invoice file',
  'DocumentType:INVOICE',
  'Version:The actual version of the Factur-X XML schema',
  'ConformanceLevel:The conformance level of the embedded Factur-X data',
]
  .map((p) => {
    const [name, description] = p.split(/:(.*)/) as [string, string];
    return `                                <rdf:li rdf:parseType="Resource">
                                    <pdfaProperty:name>${name}</pdfaProperty:name>
                                    <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                                    <pdfaProperty:category>external</pdfaProperty:category>
                                    <pdfaProperty:description>${description}</pdfaProperty:description>
                                </rdf:li>`;
  })
  .join('\n')}
                            </rdf:Seq>
                        </pdfaSchema:property>
                    </rdf:li>
                </rdf:Bag>
            </pdfaExtension:schemas>
        </rdf:Description>
`;

/**
 * A document of the shop (A4) in the invoice's locale, with its formatters. A Factur-X one is PDF/A-3b
 * with embedded fonts, its CII XML attached as `factur-x.xml` (relationship Alternative: the XML is
 * the invoice the PDF shows) and the Factur-X XMP.
 */
function openDocument(
  localeText: string,
  title: string,
  seller: Seller,
  a: { issuedAt: Date; einvoice: EinvoiceDocument | null },
) {
  const locale: Locale = isLocale(localeText) ? localeText : 'fr';
  const m = TEXTS[locale];
  const tag = intlTag(locale);
  const facturx = a.einvoice !== null;
  const info = { Title: title, Author: seller.name, CreationDate: a.issuedAt, ModDate: a.issuedAt };
  const doc = facturx
    ? new PDFDocument({
        size: 'A4',
        margin: 50,
        bufferPages: true,
        pdfVersion: '1.7',
        subset: 'PDF/A-3b',
        font: EMBEDDED_FONTS.regular,
        lang: tag,
        info: { ...info, Title: xmpSafe(title), Author: xmpSafe(seller.name), Subject: 'Factur-X EN 16931' },
      })
    : new PDFDocument({ size: 'A4', margin: 50, bufferPages: true, info });
  if (facturx) {
    doc.registerFont('Body', EMBEDDED_FONTS.regular);
    doc.registerFont('Body-Bold', EMBEDDED_FONTS.bold);
    // pdfkit 0.17+ writes AFRelationship and lists the file in the catalog's /AF (its types lag).
    const attachment = {
      name: 'factur-x.xml',
      type: 'text/xml',
      relationship: 'Alternative',
      description: 'Factur-X (EN 16931)',
      creationDate: a.issuedAt,
      modifiedDate: a.issuedAt,
    } as PDFKit.Mixins.PDFAttachmentOptions;
    doc.file(Buffer.from(toCii(a.einvoice!), 'utf8'), attachment);
    doc.appendXML(FACTURX_XMP);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return {
    doc,
    done,
    locale,
    m,
    fonts: facturx
      ? { regular: 'Body', bold: 'Body-Bold' }
      : { regular: 'Helvetica', bold: 'Helvetica-Bold' },
    money: (cents: number) => pdfText(formatEuros(cents, tag)),
    date: (d: Date) => dateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(d),
    percent: (bp: number) =>
      pdfText(numberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(bp / 10_000)),
  };
}

type Opened = ReturnType<typeof openDocument>;

/**
 * The brand header, the seller's identity (or the SPECIMEN notice), the customer (a business by its
 * company, SIREN and VAT number), the delivery address and the French mentions. Returns the y below.
 */
function header(
  o: Opened,
  a: {
    title: string;
    content: FrozenInvoice;
    buyerName: string;
    seller: Seller;
    identity: string[];
  },
) {
  const { doc, m, locale, fonts } = o;
  const { seller, content } = a;
  doc.rect(0, 0, 595.28, 90).fill('#ffd23f');
  doc.fillColor('#15241b').font(fonts.bold).fontSize(26).text('consigne', LEFT, 32);
  doc.fontSize(20).text(a.title, 300, 36, { width: RIGHT - 300, align: 'right' });

  doc.font(fonts.regular).fontSize(9).fillColor('#15241b');
  doc.text(`${m.seller} : ${seller.name}`, LEFT, 110);
  if (seller.specimen) {
    // No invented identity: the notice stands where the SIRET and VAT number will be.
    doc.font(fonts.bold).fillColor('#b42318').text(m.specimen, { width: 270 });
    doc.font(fonts.regular).fillColor('#15241b');
  } else {
    doc.text(seller.address);
    doc.text(`${m.siret} ${seller.siret} · ${m.vat} ${seller.vatNumber}`);
  }
  a.identity.forEach((text, i) =>
    i === 0
      ? doc.text(text, 330, 110, { width: RIGHT - 330, align: 'right' })
      : doc.text(text, { width: RIGHT - 330, align: 'right' }),
  );

  const business = content.business;
  doc.font(fonts.bold).fontSize(10).text(m.customer, LEFT, 175);
  doc.font(fonts.regular).fontSize(9);
  if (business) {
    doc.font(fonts.bold).text(business.companyName).font(fonts.regular);
    const ids = [
      ...(business.siren ? [`${m.siren} ${business.siren}`] : []),
      ...(business.vatNumber ? [`${m.vat} ${business.vatNumber}`] : []),
    ];
    doc.text(ids.join(' · '));
  }
  doc.text(a.buyerName);
  // An address's default name in the document's language ("Huis" on a French invoice is "Maison").
  doc
    .font(fonts.bold)
    .text(m.deliveryAddress, LEFT, doc.y + 4)
    .font(fonts.regular);
  doc.text(withReaderDeliveryName(content, toApiLocale(locale)).deliveryName);
  doc.text(content.deliveryAddress);
  doc.text(m.operation, LEFT, doc.y + 4);
  if (seller.vatOnDebits) doc.text(m.vatOnDebits);
  return Math.max(245, doc.y + 14);
}

/** A label and an amount in the totals' column; returns the next line's y. */
function totalsRow(o: Opened, y: number, label: string, amount: string, bold = false) {
  const { doc, fonts } = o;
  doc.font(bold ? fonts.bold : fonts.regular).fontSize(bold ? 10 : 9);
  doc.text(label, 300, y, { width: 160 });
  doc.text(amount, 460, y, { width: RIGHT - 460, align: 'right' });
  return y + (bold ? 17 : 14);
}

/** The VAT summary: per rate its base and its VAT, then the totals excl. VAT and of VAT. */
function vatSummaryRows(o: Opened, y: number, rows: readonly VatRow[]) {
  const { doc, m, money, percent, fonts } = o;
  doc.font(fonts.bold).fontSize(9).text(m.vatSummary, 300, y);
  y += 14;
  for (const r of rows) {
    y = totalsRow(o, y, m.vatBase.replace('{rate}', percent(r.rate)), money(r.base));
    y = totalsRow(o, y, m.vatLine.replace('{rate}', percent(r.rate)), money(r.vat));
  }
  y = totalsRow(o, y, m.totalHt, money(rows.reduce((s, r) => s + r.base, 0)));
  return totalsRow(o, y, m.totalVat, money(rows.reduce((s, r) => s + r.vat, 0)));
}

/** The footer, the SPECIMEN mark across every page while the seller is not configured, and the end. */
function finish(o: Opened, seller: Seller, footer: string) {
  const { doc, done, fonts } = o;
  doc
    .font(fonts.regular)
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
        .font(fonts.bold)
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
 * The invoice PDF (pdfkit, A4), in the customer's locale at checkout, from the invoice as issued: the
 * lines, then products, the discount and the delivery fee incl. VAT, the VAT summary per rate (the
 * discount shared over the rates, the fee at the standard rate), the deposits outside VAT and the
 * total — the figures of its e-invoice, which a Factur-X PDF carries as its XML.
 */
export function renderInvoicePdf({ invoice, content }: Invoice, seller: Seller): Promise<Buffer> {
  const title = `${TEXTS[isLocale(content.locale) ? content.locale : 'fr'].title} ${invoiceLabel(invoice.number)}`;
  const { document, figures } = invoiceEinvoice(invoice, content, seller);
  const o = openDocument(content.locale, title, seller, {
    issuedAt: invoice.issuedAt,
    einvoice: isFacturx(content, seller) ? document : null,
  });
  const { doc, m, money, date, percent, fonts } = o;
  let y = header(o, {
    title,
    content,
    buyerName: invoice.buyerName,
    seller,
    identity: [
      `${m.number} ${invoiceLabel(invoice.number)}`,
      `${m.date} : ${date(invoice.issuedAt)}`,
      `${m.order} ${content.orderId}`,
      ...(content.deliveredAt ? [`${m.deliveredOn} ${date(new Date(content.deliveredAt))}`] : []),
    ],
  });

  // Lines.
  const cols = { name: LEFT, qty: 300, unit: 340, vat: 420, total: 470 };
  doc.font(fonts.bold).fontSize(9);
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
  doc.font(fonts.regular).fontSize(9);
  content.lines.forEach((line, i) => {
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
  y = totalsRow(o, y, m.subtotalTtc, money(figures.productsTtc));
  if (content.discountCents > 0)
    y = totalsRow(
      o,
      y,
      `${m.discount}${content.promoCode ? ` (${content.promoCode})` : ''}`,
      money(-content.discountCents),
    );
  y = totalsRow(o, y, m.delivery, money(content.deliveryFeeCents));
  y = vatSummaryRows(o, y + 6, figures.vat);
  y = totalsRow(o, y, `${m.bottleDeposits} ${m.outsideVat}`, money(content.productsDepositCents));
  y = totalsRow(o, y, `${m.crateDeposits} ${m.outsideVat}`, money(content.packagesDepositCents));
  y = totalsRow(o, y, m.invoiced, money(figures.total), true);
  if (content.walletUsageCents > 0) y = totalsRow(o, y, m.wallet, money(-content.walletUsageCents));
  totalsRow(
    o,
    y,
    `${m.toPay}${content.paymentStatus === 'paid' ? ` · ${m.paid}` : ''}`,
    money(content.amountToPayCents),
    true,
  );
  return finish(o, seller, m.footer);
}

/**
 * A credit note's PDF: the invoice it corrects, why, and what it takes back per VAT rate (base and
 * VAT) and in deposits (outside VAT), in the invoice's locale; Factur-X like its invoice.
 */
export function renderCreditNotePdf({ note, invoice, content }: CreditNote, seller: Seller): Promise<Buffer> {
  const m0 = TEXTS[isLocale(content.locale) ? content.locale : 'fr'];
  const title = `${m0.creditNote} ${creditNoteLabel(note)}`;
  const o = openDocument(content.locale, title, seller, {
    issuedAt: note.issuedAt,
    einvoice: isFacturx(content, seller) ? creditNoteEinvoice(note, invoice, content, seller) : null,
  });
  const { doc, m, money, date, percent, fonts } = o;
  let y = header(o, {
    title,
    content,
    buyerName: note.buyerName,
    seller,
    identity: [
      `${m.creditNoteNumber} ${creditNoteLabel(note)}`,
      `${m.date} : ${date(note.issuedAt)}`,
      `${m.ofInvoice} ${invoiceLabel(invoice.number)} (${date(invoice.issuedAt)})`,
      `${m.order} ${content.orderId}`,
    ],
  });
  doc.font(fonts.bold).fontSize(10).fillColor('#15241b').text(m.reasons[note.reason], LEFT, y);
  y += 24;
  for (const r of note.vatRows)
    y = totalsRow(o, y, `${m.vatRate} ${percent(r.rate)} · ${m.totalTtc}`, money(-r.ttc));
  y = vatSummaryRows(
    o,
    y + 6,
    note.vatRows.map((r) => ({ ...r, ttc: -r.ttc, base: -r.base, vat: -r.vat })),
  );
  if (note.depositsCents > 0)
    y = totalsRow(o, y, `${m.deposits} ${m.outsideVat}`, money(-note.depositsCents));
  totalsRow(o, y, m.credited, money(-note.totalCents), true);
  return finish(o, seller, m.creditFooter);
}
