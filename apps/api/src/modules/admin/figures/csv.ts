/**
 * The dashboard's daily figures as a CSV file, as the stock export writes its own (docs/back-office.md):
 * UTF-8 with BOM, ';' separators, decimal commas — what a French Excel opens. Every number is the
 * SQL's (service.ts); this only writes them down, one line per day and a last total line. The header
 * row and the total's label are in the staff member's language (the call's locale), from the
 * catalog the storefront shares (@consigne/contract's figuresCsvMessages): a spreadsheet is read by
 * people, not by code.
 */
import { figuresCsvMessages, type adminFiguresQuery } from '@consigne/contract';
import {
  featureMessagesOf,
  formatEuroAmount,
  fromApiLocale,
  toCents,
  type ApiLocale,
} from '@consigne/domain';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import type { Staff } from '../shared/index.js';
import { adminFigures, type FiguresRow } from './service.js';

/** The columns, in the order line() writes them: each one's header is figuresCsv.<column>. */
const COLUMNS = [
  'date',
  'orders',
  'revenueTtc',
  'revenueHt',
  'deliveryFees',
  'averageBasket',
  'promoCost',
  'slotCapacity',
  'fillRate',
  'depositsOut',
  'depositsReturned',
  'returnRate',
  'newCustomers',
  'referralsRewarded',
  'registrations',
  'referralSignups',
  'walletLiabilities',
] as const;

const money = (euros: number | null) => (euros === null ? '' : formatEuroAmount(toCents(euros)));
/** A share as a percentage with two decimals and a decimal comma (0.8333 → 83,33). */
const percent = (share: number | null) => (share === null ? '' : (share * 100).toFixed(2).replace('.', ','));
const count = (n: number | null) => (n === null ? '' : String(n));

function line(label: string, r: FiguresRow): string[] {
  return [
    label,
    count(r.orders),
    money(r.revenueTtc),
    money(r.revenueHt),
    money(r.deliveryFees),
    money(r.averageBasket),
    money(r.promoCost),
    count(r.slotCapacity),
    percent(r.fillRate),
    money(r.depositsOut),
    money(r.depositsReturned),
    percent(r.returnRate),
    count(r.newCustomers),
    count(r.referralsRewarded),
    count(r.registrations),
    count(r.referralSignups),
    money(r.walletLiabilities),
  ];
}

export async function figuresCsv(
  db: Db,
  staff: Staff,
  query: z.infer<typeof adminFiguresQuery>,
  locale: ApiLocale,
  now = new Date(),
) {
  const figures = await adminFigures(db, staff, query, now);
  const texts = featureMessagesOf(figuresCsvMessages, fromApiLocale(locale));
  const header = COLUMNS.map((column) => texts[`figuresCsv.${column}`]);
  // The warehouse's key names the file (ASCII already); every warehouse in scope: 'tous'.
  const scope = query.warehouseId ? (figures.warehouses[0]?.key ?? 'tous') : 'tous';
  const csv = stringify(
    [header, ...figures.days.map((d) => line(d.date, d)), line(texts['figuresCsv.total'], figures.total)],
    { delimiter: ';', bom: true, record_delimiter: '\r\n' },
  );
  return { filename: `chiffres-${scope}-${figures.from}-${figures.to}.csv`, csv };
}
