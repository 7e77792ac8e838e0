/**
 * The printable picking list of a slot (pdfkit, A4, as the invoices): the walk through the warehouse
 * per Rayon with the quantities summed, then one block per order with its lines and its crate plan,
 * a box to tick by hand before each line. In the staff member's language.
 */
import { formatSlotLabel, intlTag, type Locale } from '@consigne/domain';
import PDFDocument from 'pdfkit';
import { mailTranslator } from '../../mail/index.js';
import { instructionLines } from '../../orders/index.js';
import type { PickingList } from './service.js';

interface PdfTexts {
  title: string;
  walk: string;
  order: string;
  crate: string;
  large: string;
  small: string;
  other: string;
  loose: string;
  replaces: string;
  empty: string;
}

const fr: PdfTexts = {
  title: 'Préparation',
  walk: 'Tournée dans l’entrepôt',
  order: 'Commande n°',
  crate: 'Caisse',
  large: 'grand format',
  small: 'petit format',
  other: 'autres',
  loose: 'Hors caisse',
  replaces: 'remplace',
  empty: 'Aucune commande à préparer sur ce créneau.',
};

const TEXTS: Record<Locale, PdfTexts> = {
  fr,
  be: fr,
  es: {
    title: 'Preparación',
    walk: 'Recorrido por el almacén',
    order: 'Pedido n.º',
    crate: 'Caja',
    large: 'gran formato',
    small: 'pequeño formato',
    other: 'otros',
    loose: 'Fuera de caja',
    replaces: 'sustituye a',
    empty: 'No hay pedidos que preparar en esta franja.',
  },
  'nl-BE': {
    title: 'Orderpicking',
    walk: 'Ronde door het magazijn',
    order: 'Bestelling nr.',
    crate: 'Bak',
    large: 'groot formaat',
    small: 'klein formaat',
    other: 'andere',
    loose: 'Buiten de bak',
    replaces: 'vervangt',
    empty: 'Geen bestellingen klaar te maken in dit tijdslot.',
  },
};

/** Standard PDF fonts speak WinAnsi: Intl's narrow and non-breaking spaces become plain spaces. */
const pdfText = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ').replace(/[’]/g, "'");

export function renderPickingPdf(list: PickingList, locale: Locale): Promise<Buffer> {
  const m = TEXTS[locale];
  const tag = intlTag(locale);
  const slotLabel = pdfText(formatSlotLabel(list.slot, tag));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    bufferPages: true,
    info: { Title: `${m.title} ${list.slot.warehouseName} ${slotLabel}`, Author: 'consigne' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const left = 40;
  const width = 515;
  const format = { large: m.large, small: m.small, other: m.other } as const;
  const ensureRoom = (height: number) => {
    if (doc.y + height > 790) doc.addPage();
  };
  /** A line with a box to tick by hand before it. */
  const tickLine = (text: string, indent = 0) => {
    ensureRoom(16);
    const y = doc.y;
    doc
      .rect(left + indent, y, 9, 9)
      .lineWidth(0.8)
      .strokeColor('#15241b')
      .stroke();
    doc.text(pdfText(text), left + indent + 16, y, { width: width - indent - 16 });
    doc.moveDown(0.25);
  };
  const heading = (text: string, size = 13) => {
    ensureRoom(40);
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(size).fillColor('#15241b');
    doc.text(pdfText(text), left, doc.y, { width });
    doc.font('Helvetica').fontSize(10).moveDown(0.3);
  };

  doc.rect(0, 0, 595.28, 70).fill('#ffd23f');
  doc
    .fillColor('#15241b')
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(`${m.title} · ${pdfText(list.slot.warehouseName)}`, left, 22);
  doc.font('Helvetica').fontSize(11).text(slotLabel, left, 46);
  doc.y = 90;

  if (!list.orders.length) doc.fontSize(11).text(m.empty, left, doc.y);
  else {
    heading(m.walk);
    for (const rayon of list.rayons) {
      heading(rayon.name, 11);
      for (const p of rayon.products)
        tickLine(
          `${p.quantity} × ${p.name} ${p.volume} (${format[p.packageType]}) — ${p.orders.map((o) => `n° ${o.orderId}: ${o.quantity}`).join(', ')}`,
        );
    }
    for (const order of list.orders) {
      doc.addPage();
      heading(`${m.order} ${order.id} · ${order.customerName}`);
      doc.text(pdfText(`${order.deliveryName} — ${order.deliveryAddress}`), left, doc.y, { width });
      // The door details travel with the crates: the list is the warehouse's own, code included.
      const instructions = instructionLines(order.deliveryInstructions, mailTranslator(locale), 'full');
      if (instructions.length)
        doc
          .font('Helvetica-Oblique')
          .text(pdfText(instructions.join(' · ')), left, doc.y, { width })
          .font('Helvetica');
      doc.moveDown(0.5);
      const names = new Map(order.lines.map((l) => [l.id, l]));
      for (const crate of order.crates) {
        heading(
          `${m.crate} ${crate.number} · ${format[crate.packageType]} · ${crate.items}/${crate.capacity}`,
          11,
        );
        for (const c of crate.contents) {
          const line = names.get(c.lineId)!;
          const replaced = line.substitutedFor ? ` (${m.replaces} ${line.substitutedFor})` : '';
          tickLine(`${c.quantity} × ${c.name}${replaced}`, 10);
        }
      }
      const loose = order.lines.filter((l) => l.packageType === 'other');
      if (loose.length) {
        heading(m.loose, 11);
        for (const l of loose) tickLine(`${l.quantity} × ${l.name} ${l.volume}`, 10);
      }
    }
  }
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: without this, pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor('#5b6b60')
      .text(`${i + 1}/${range.count}`, left, 810, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
