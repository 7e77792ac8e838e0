/**
 * B2C e-reporting (docs/einvoicing.md, ADR 0046): what a French shop tells the tax administration,
 * through its e-invoicing platform, about the sales it does not e-invoice (consumers). The French
 * cadence for a company taxed monthly is a report every ten days: the 1st to the 10th, the 11th to the
 * 20th, the 21st to the month's last day. Each report gives, per day, the sales per VAT rate (what the
 * day's invoices billed less what its credit notes took back) and the money collected per means of
 * payment. Pure: the API reads the documents and payments, this sums them. Integer cents, rates in
 * basis points.
 */
import { isCalendarDate } from './calendar-date.js';
import { vatRow, type VatRow } from './invoice.js';

/** The format's name and version, written in every file (a change of fields is a new version). */
export const EREPORT_FORMAT = 'consigne-ereporting/1';

/** A reporting period: its first and last days (YYYY-MM-DD, both included). */
export interface EReportPeriod {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The ten-day period a calendar day belongs to. */
export function eReportPeriodOf(date: string): EReportPeriod {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const prefix = `${year}-${pad(month)}-`;
  if (day <= 10) return { from: `${prefix}01`, to: `${prefix}10` };
  if (day <= 20) return { from: `${prefix}11`, to: `${prefix}20` };
  return { from: `${prefix}21`, to: `${prefix}${pad(lastDayOfMonth(year, month))}` };
}

/** The day before a calendar day. */
function dayBefore(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The last period wholly over on `today`: the one the cron reports (the period of yesterday's period end). */
export function lastClosedEReportPeriod(today: string): EReportPeriod {
  return eReportPeriodOf(dayBefore(eReportPeriodOf(today).from));
}

/** A period as an id (`2026-11-01/2026-11-10`): the transmission's document id and the API's. */
export const eReportPeriodId = (p: EReportPeriod) => `${p.from}/${p.to}`;

/** A period from its id, or null when the text is not exactly one of the ten-day periods. */
export function parseEReportPeriodId(id: string): EReportPeriod | null {
  const [from, to, ...rest] = id.split('/');
  if (rest.length || !from || !to || !isCalendarDate(from)) return null;
  const period = eReportPeriodOf(from);
  return period.from === from && period.to === to ? period : null;
}

/** Every day of a period, in order. */
export function eReportDays(p: EReportPeriod): string[] {
  const days: string[] = [];
  const [year, month] = p.from.split('-').map(Number) as [number, number];
  const first = Number(p.from.slice(8));
  const last = Number(p.to.slice(8));
  for (let day = first; day <= last; day++) days.push(`${year}-${pad(month)}-${pad(day)}`);
  return days;
}

/** An invoice or credit note as the report counts it: its day (shop time) and what it bills per rate. */
export interface EReportDocument {
  date: string;
  kind: 'invoice' | 'credit_note';
  /** Per rate, amounts incl. VAT with base and VAT, positive for both kinds (a credit note subtracts). */
  vat: readonly VatRow[];
  /** Deposits, outside VAT (billed on an invoice, taken back on a credit note). */
  deposits: number;
}

export const EREPORT_PAYMENT_METHODS = ['cash', 'card', 'wallet'] as const;
export type EReportPaymentMethod = (typeof EREPORT_PAYMENT_METHODS)[number];

/** Money collected on a day by one means (a refund is a negative amount). */
export interface EReportPayment {
  date: string;
  method: EReportPaymentMethod;
  cents: number;
}

export type EReportPayments = Record<EReportPaymentMethod, number>;

export interface EReportSales {
  /** Per rate, sorted by rate: invoiced less credited, incl. VAT, with base and VAT. */
  vat: VatRow[];
  totalBase: number;
  totalVat: number;
  /** Invoiced less credited deposits (outside VAT, listed so the sum meets the documents' totals). */
  deposits: number;
  /** Everything: bases, VAT and deposits. */
  total: number;
}

export interface EReportDay extends EReportSales {
  date: string;
  invoices: number;
  creditNotes: number;
  payments: EReportPayments;
}

export interface EReport {
  format: typeof EREPORT_FORMAT;
  period: EReportPeriod;
  currency: 'EUR';
  /** Every day of the period, those without sales too (a zero day is a statement as well). */
  days: EReportDay[];
  totals: EReportSales & { invoices: number; creditNotes: number; payments: EReportPayments };
}

const noPayments = (): EReportPayments => ({ cash: 0, card: 0, wallet: 0 });

/**
 * Sums per rate, keeping each rate's base and VAT as the documents computed them (no new rounding:
 * the report's VAT is exactly the VAT the invoices and credit notes state).
 */
function salesOf(documents: readonly EReportDocument[]): EReportSales {
  const byRate = new Map<number, VatRow>();
  let deposits = 0;
  for (const d of documents) {
    const sign = d.kind === 'invoice' ? 1 : -1;
    deposits += sign * d.deposits;
    for (const r of d.vat) {
      const row = byRate.get(r.rate) ?? vatRow(r.rate, 0);
      byRate.set(r.rate, {
        rate: r.rate,
        ttc: row.ttc + sign * r.ttc,
        base: row.base + sign * r.base,
        vat: row.vat + sign * r.vat,
      });
    }
  }
  const vat = [...byRate.values()]
    .filter((r) => r.ttc !== 0 || r.base !== 0 || r.vat !== 0)
    .sort((a, b) => a.rate - b.rate);
  const totalBase = vat.reduce((s, r) => s + r.base, 0);
  const totalVat = vat.reduce((s, r) => s + r.vat, 0);
  return { vat, totalBase, totalVat, deposits, total: totalBase + totalVat + deposits };
}

const countOf = (documents: readonly EReportDocument[], kind: EReportDocument['kind']) =>
  documents.filter((d) => d.kind === kind).length;

/**
 * A period's report from its documents and payments; those dated outside the period are left out
 * (the caller may read a wider range). The period's totals are the sums of its days.
 */
export function aggregateEReport(
  period: EReportPeriod,
  documents: readonly EReportDocument[],
  payments: readonly EReportPayment[],
): EReport {
  const inPeriod = (date: string) => date >= period.from && date <= period.to;
  const docs = documents.filter((d) => inPeriod(d.date));
  const paid = payments.filter((p) => inPeriod(p.date));
  const days = eReportDays(period).map((date): EReportDay => {
    const ofDay = docs.filter((d) => d.date === date);
    const payments = noPayments();
    for (const p of paid) if (p.date === date) payments[p.method] += p.cents;
    return {
      date,
      ...salesOf(ofDay),
      invoices: countOf(ofDay, 'invoice'),
      creditNotes: countOf(ofDay, 'credit_note'),
      payments,
    };
  });
  const collected = noPayments();
  for (const day of days) for (const m of EREPORT_PAYMENT_METHODS) collected[m] += day.payments[m];
  return {
    format: EREPORT_FORMAT,
    period,
    currency: 'EUR',
    days,
    totals: {
      ...salesOf(docs),
      invoices: countOf(docs, 'invoice'),
      creditNotes: countOf(docs, 'credit_note'),
      payments: collected,
    },
  };
}

/** The report's file: JSON, two-space indented, keys in the documented order, ending with a newline. */
export const eReportFile = (report: EReport): string => `${JSON.stringify(report, null, 2)}\n`;

/** The file's name: the seller's id (SIREN, or the shop's name when unset) and the period. */
export const eReportFileName = (sellerId: string, p: EReportPeriod) =>
  `ereport-${sellerId.replace(/[^A-Za-z0-9-]/g, '') || 'shop'}-${p.from}-${p.to}.json`;
