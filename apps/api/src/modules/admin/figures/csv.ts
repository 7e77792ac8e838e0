/**
 * The dashboard's daily figures as a CSV file, as the stock export writes its own (docs/back-office.md):
 * UTF-8 with BOM, ';' separators, decimal commas — what a French Excel opens. Every number is the
 * SQL's (service.ts); this only writes them down, one line per day and a last 'total' line.
 */
import type { adminFiguresQuery } from '@consigne/contract';
import { formatEuroAmount, toCents } from '@consigne/domain';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import type { Staff } from '../shared/index.js';
import { adminFigures, type FiguresRow } from './service.js';

export const FIGURES_CSV_COLUMNS = [
  'date',
  'orders',
  'revenue_ttc',
  'revenue_ht',
  'delivery_fees',
  'average_basket',
  'promo_cost',
  'slot_capacity',
  'fill_rate_percent',
  'deposits_out',
  'deposits_returned',
  'return_rate_percent',
  'new_customers',
  'referrals_rewarded',
  'registrations',
  'referral_signups',
  'wallet_liabilities',
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
  now = new Date(),
) {
  const figures = await adminFigures(db, staff, query, now);
  // The warehouse's key names the file (ASCII already); every warehouse in scope: 'tous'.
  const scope = query.warehouseId ? (figures.warehouses[0]?.key ?? 'tous') : 'tous';
  const csv = stringify(
    [[...FIGURES_CSV_COLUMNS], ...figures.days.map((d) => line(d.date, d)), line('total', figures.total)],
    { delimiter: ';', bom: true, record_delimiter: '\r\n' },
  );
  return { filename: `chiffres-${scope}-${figures.from}-${figures.to}.csv`, csv };
}
