import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aggregateEReport,
  eReportDays,
  eReportFile,
  eReportPeriodOf,
  lastClosedEReportPeriod,
  parseEReportPeriodId,
  EREPORT_PAYMENT_METHODS,
  type EReportDocument,
  type EReportPayment,
} from './ereporting.js';
import { invoiceFigures, vatRow } from './invoice.js';

describe('e-reporting periods', () => {
  it('cuts each month into the 1st–10th, the 11th–20th and the 21st–last day', () => {
    expect(eReportPeriodOf('2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    expect(eReportPeriodOf('2026-11-10')).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    expect(eReportPeriodOf('2026-11-11')).toEqual({ from: '2026-11-11', to: '2026-11-20' });
    expect(eReportPeriodOf('2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-30' });
    expect(eReportPeriodOf('2026-12-31')).toEqual({ from: '2026-12-21', to: '2026-12-31' });
    expect(eReportPeriodOf('2028-02-29')).toEqual({ from: '2028-02-21', to: '2028-02-29' });
    expect(eReportPeriodOf('2027-02-25')).toEqual({ from: '2027-02-21', to: '2027-02-28' });
    expect(() => eReportPeriodOf('2027-02-29')).toThrow(RangeError);
  });

  it('reports, on a day, the last period already over', () => {
    expect(lastClosedEReportPeriod('2026-11-11')).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    expect(lastClosedEReportPeriod('2026-11-15')).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    expect(lastClosedEReportPeriod('2026-12-01')).toEqual({ from: '2026-11-21', to: '2026-11-30' });
    expect(lastClosedEReportPeriod('2027-01-05')).toEqual({ from: '2026-12-21', to: '2026-12-31' });
  });

  it('accepts as an id only a real ten-day period', () => {
    expect(parseEReportPeriodId('2026-11-21/2026-11-30')).toEqual({ from: '2026-11-21', to: '2026-11-30' });
    expect(parseEReportPeriodId('2026-11-21/2026-11-31')).toBeNull();
    expect(parseEReportPeriodId('2026-11-02/2026-11-10')).toBeNull();
    expect(parseEReportPeriodId('2026-11-10/2026-11-01')).toBeNull();
    expect(parseEReportPeriodId('2026-11-01/2026-11-10/x')).toBeNull();
    expect(parseEReportPeriodId('1900-01-01/1900-01-10')).toBeNull();
  });

  it('lists every day of the period and every day belongs to its period', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => {
          const date = d.toISOString().slice(0, 10);
          const period = eReportPeriodOf(date);
          const days = eReportDays(period);
          expect(days).toContain(date);
          expect(days[0]).toBe(period.from);
          expect(days.at(-1)).toBe(period.to);
          expect(days.length).toBeGreaterThanOrEqual(8);
          expect(days.length).toBeLessThanOrEqual(11);
          for (const day of days) expect(eReportPeriodOf(day)).toEqual(period);
        },
      ),
    );
  });
});

const period = { from: '2026-11-11', to: '2026-11-20' };
const day = fc.integer({ min: 9, max: 22 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`);
const rate = fc.constantFrom(550, 1000, 2000, 600, 2100);
const documentArb: fc.Arbitrary<EReportDocument> = fc.record({
  date: day,
  kind: fc.constantFrom('invoice' as const, 'credit_note' as const),
  vat: fc
    .uniqueArray(fc.tuple(rate, fc.integer({ min: 1, max: 500_000 })), { selector: ([r]) => r, maxLength: 4 })
    .map((rows) => rows.map(([r, ttc]) => vatRow(r, ttc))),
  deposits: fc.nat(20_000),
});
const paymentArb: fc.Arbitrary<EReportPayment> = fc.record({
  date: day,
  method: fc.constantFrom(...EREPORT_PAYMENT_METHODS),
  cents: fc.integer({ min: -50_000, max: 500_000 }),
});
const docTotal = (d: EReportDocument) => d.vat.reduce((s, r) => s + r.ttc, 0) + d.deposits;
const sign = (d: EReportDocument) => (d.kind === 'invoice' ? 1 : -1);

describe('aggregateEReport', () => {
  it("sums each rate's amounts, bases and VAT to the period's invoiced less credited totals", () => {
    fc.assert(
      fc.property(
        fc.array(documentArb, { maxLength: 30 }),
        fc.array(paymentArb, { maxLength: 30 }),
        (docs, pays) => {
          const report = aggregateEReport(period, docs, pays);
          const inside = docs.filter((d) => d.date >= period.from && d.date <= period.to);
          for (const field of ['ttc', 'base', 'vat'] as const) {
            const expected = new Map<number, number>();
            for (const d of inside)
              for (const r of d.vat) expected.set(r.rate, (expected.get(r.rate) ?? 0) + sign(d) * r[field]);
            for (const [r, amount] of expected)
              expect(report.totals.vat.find((row) => row.rate === r)?.[field] ?? 0).toBe(amount);
          }
          expect(report.totals.total).toBe(inside.reduce((s, d) => s + sign(d) * docTotal(d), 0));
          expect(report.totals.totalBase + report.totals.totalVat + report.totals.deposits).toBe(
            report.totals.total,
          );
          // The days add up to the period.
          expect(report.days.reduce((s, d) => s + d.total, 0)).toBe(report.totals.total);
          for (const r of report.totals.vat)
            expect(
              report.days.reduce((s, d) => s + (d.vat.find((x) => x.rate === r.rate)?.vat ?? 0), 0),
            ).toBe(r.vat);
          for (const m of EREPORT_PAYMENT_METHODS)
            expect(report.totals.payments[m]).toBe(
              pays
                .filter((p) => p.method === m && p.date >= period.from && p.date <= period.to)
                .reduce((s, p) => s + p.cents, 0),
            );
          expect(report.totals.invoices + report.totals.creditNotes).toBe(inside.length);
          expect(report.days.map((d) => d.date)).toEqual(eReportDays(period));
        },
      ),
    );
  });

  it("reports an invoice's own VAT per rate, not a VAT computed again on the day's sum", () => {
    const figures = invoiceFigures(
      {
        country: 'FR',
        deliveryFeeCents: 300,
        discountCents: 500,
        productsDepositCents: 120,
        packagesDepositCents: 0,
      },
      [
        { quantity: 3, unitPriceTtcCents: 199, vatRateBp: 550, isLocked: false },
        { quantity: 1, unitPriceTtcCents: 1290, vatRateBp: 2000, isLocked: false },
      ],
    );
    const report = aggregateEReport(
      period,
      [
        { date: '2026-11-12', kind: 'invoice', vat: figures.vat, deposits: figures.deposits },
        { date: '2026-11-12', kind: 'invoice', vat: figures.vat, deposits: figures.deposits },
        { date: '2026-11-14', kind: 'credit_note', vat: [vatRow(550, 199)], deposits: 0 },
      ],
      [{ date: '2026-11-12', method: 'card', cents: 2 * figures.total }],
    );
    const day12 = report.days.find((d) => d.date === '2026-11-12')!;
    expect(day12.vat).toEqual(
      figures.vat.map((r) => ({ rate: r.rate, ttc: 2 * r.ttc, base: 2 * r.base, vat: 2 * r.vat })),
    );
    expect(day12).toMatchObject({
      invoices: 2,
      creditNotes: 0,
      total: 2 * figures.total,
      payments: { card: 2 * figures.total, cash: 0, wallet: 0 },
    });
    expect(report.totals.total).toBe(2 * figures.total - 199);
    expect(report.days.find((d) => d.date === '2026-11-13')).toMatchObject({
      vat: [],
      total: 0,
      invoices: 0,
    });
    expect(JSON.parse(eReportFile(report))).toEqual(report);
  });
});
