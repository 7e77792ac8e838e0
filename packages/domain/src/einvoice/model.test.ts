import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { invoiceFigures } from '../invoice.js';
import { vatBasisPoints, type Country } from '../vat.js';
import {
  addressOf,
  amountOf,
  einvoiceFromCreditNote,
  einvoiceFromInvoice,
  unitNetPriceOf,
  type EinvoiceDocument,
  type EinvoiceHeader,
} from './model.js';

const header: EinvoiceHeader = {
  number: 'F-000001',
  issueDate: '2026-11-30',
  seller: {
    name: 'Consigne SAS',
    address: addressOf('1 rue du Verre, 75011 Paris', 'FR'),
    siret: '73282932000074',
    siren: '732829320',
    vatNumber: 'FR44732829320',
  },
  buyer: { name: 'Ada Lovelace', address: addressOf('2 rue des Lilas, 75020 Paris', 'FR') },
  delivery: { address: addressOf('2 rue des Lilas, 75020 Paris', 'FR'), date: '2026-11-29' },
  vatOnDebits: false,
};

/** Every EN 16931 sum rule the writers rely on (BR-CO-10…16, BR-S-08, BR-E-08). */
function expectConsistent(d: EinvoiceDocument) {
  const t = d.totals;
  expect(t.lineCents).toBe(d.lines.reduce((s, l) => s + l.netCents, 0));
  expect(t.taxBasisCents).toBe(t.lineCents - t.allowanceCents + t.chargeCents);
  expect(t.grandCents).toBe(t.taxBasisCents + t.vatCents);
  expect(t.dueCents).toBe(t.grandCents - t.prepaidCents);
  for (const row of d.vat) {
    const same = (v: { category: string; rateBp: number }) =>
      v.category === row.category && v.rateBp === row.rateBp;
    const base =
      d.lines.filter((l) => same(l.vat)).reduce((s, l) => s + l.netCents, 0) -
      d.allowances.filter((a) => same(a.vat)).reduce((s, a) => s + a.amountCents, 0) +
      d.charges.filter((c) => same(c.vat)).reduce((s, c) => s + c.amountCents, 0);
    expect(row.baseCents).toBe(base);
    // BR-CO-17: the VAT is the base times the rate, within the rules' rounding tolerance.
    expect(Math.abs(row.vatCents - (row.baseCents * row.rateBp) / 10_000)).toBeLessThanOrEqual(1);
  }
  for (const l of [...d.lines, ...d.allowances, ...d.charges])
    expect(d.vat.some((r) => r.category === l.vat.category && r.rateBp === l.vat.rateBp)).toBe(true);
}

describe('einvoiceFromInvoice', () => {
  it('carries the promo as an allowance per rate, the fee as a charge and deposits as exempt lines', () => {
    const order = {
      country: 'FR' as const,
      deliveryFeeCents: 300,
      discountCents: 500,
      productsDepositCents: 120,
      packagesDepositCents: 400,
    };
    const lines = [
      { name: 'Eau 1 L', quantity: 6, unitPriceTtcCents: 150, vatRateBp: 550, isLocked: false },
      { name: 'Bière 33 cl', quantity: 4, unitPriceTtcCents: 210, vatRateBp: 2000, isLocked: false },
      { name: 'Limonade', quantity: 1, unitPriceTtcCents: 250, vatRateBp: 550, isLocked: true },
    ];
    const { document: d, figures } = einvoiceFromInvoice(header, order, lines, { prepaidCents: 10_000 });
    expectConsistent(d);
    expect(d.totals.grandCents).toBe(figures.total);
    expect(d.totals.dueCents).toBe(0);
    expect(d.allowances.map((a) => a.vat.rateBp)).toEqual([550, 2000]);
    expect(d.charges).toHaveLength(1);
    expect(d.charges[0]!.vat.rateBp).toBe(2000);
    expect(d.lines.filter((l) => l.kind === 'deposit').map((l) => [l.vat.category, l.netCents])).toEqual([
      ['E', 120],
      ['E', 400],
    ]);
    expect(d.lines.find((l) => l.gift)).toMatchObject({ netCents: 0, unitNetPrice: '0.00' });
    expect(d.vat.find((r) => r.category === 'E')).toMatchObject({ baseCents: 520, vatCents: 0 });
  });

  it('agrees with invoiceFigures to the cent over generated orders', () => {
    const line = (country: Country) =>
      fc.record({
        name: fc.constant('x'),
        quantity: fc.integer({ min: 0, max: 24 }),
        unitPriceTtcCents: fc.integer({ min: 1, max: 5_000 }),
        vatRateBp: fc.constantFrom(vatBasisPoints(country, 'food'), vatBasisPoints(country, 'standard')),
        isLocked: fc.boolean(),
      });
    const arb = fc.constantFrom<Country>('FR', 'BE').chain((country) =>
      fc.record({
        country: fc.constant(country),
        lines: fc.array(line(country), { minLength: 1, maxLength: 8 }),
        deliveryFeeCents: fc.constantFrom(0, 300, 490),
        discountPick: fc.nat(),
        productsDepositCents: fc.nat(2_000),
        packagesDepositCents: fc.nat(2_000),
      }),
    );
    fc.assert(
      fc.property(arb, (o) => {
        const gross = o.lines.reduce(
          (s, l) => s + (l.isLocked || l.quantity <= 0 ? 0 : l.unitPriceTtcCents * l.quantity),
          0,
        );
        const order = { ...o, discountCents: gross === 0 ? 0 : o.discountPick % (gross + 1) };
        const { document: d } = einvoiceFromInvoice(header, order, o.lines, { prepaidCents: 0 });
        const figures = invoiceFigures(order, o.lines);
        expectConsistent(d);
        expect(d.totals.grandCents).toBe(figures.total);
        expect(d.totals.vatCents).toBe(figures.totalVat);
        for (const r of figures.vat)
          expect(d.vat.find((v) => v.category === 'S' && v.rateBp === r.rate)).toMatchObject({
            baseCents: r.base,
            vatCents: r.vat,
          });
        d.allowances.forEach((a) => expect(a.amountCents).toBeGreaterThan(0));
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('einvoiceFromCreditNote', () => {
  it('is a 381 referencing its invoice, one line per rate and the deposits exempt', () => {
    const d = einvoiceFromCreditNote(
      {
        ...header,
        number: 'AV-2026-000001',
        precedingInvoice: { number: 'F-000001', issueDate: '2026-11-29' },
      },
      {
        vat: [
          { rate: 2000, ttc: 120, base: 100, vat: 20 },
          { rate: 550, ttc: 211, base: 200, vat: 11 },
        ],
        deposits: 50,
        total: 381,
      },
    );
    expectConsistent(d);
    expect(d.typeCode).toBe('381');
    expect(d.precedingInvoice?.number).toBe('F-000001');
    expect(d.lines.map((l) => [l.vat.category, l.vat.rateBp, l.netCents])).toEqual([
      ['S', 550, 200],
      ['S', 2000, 100],
      ['E', 0, 50],
    ]);
    expect(d.totals).toMatchObject({ grandCents: 381, dueCents: 0 });
  });
});

describe('formats', () => {
  it('writes amounts, unit prices and addresses as EN 16931 wants them', () => {
    expect(amountOf(1234)).toBe('12.34');
    expect(amountOf(-5)).toBe('-0.05');
    expect(unitNetPriceOf(1000, 3)).toBe('3.3333');
    expect(unitNetPriceOf(1000, 4)).toBe('2.50');
    expect(unitNetPriceOf(1001, 2)).toBe('5.005');
    expect(addressOf('12 rue X, 1000 Bruxelles', 'BE')).toEqual({
      lines: ['12 rue X'],
      postcode: '1000',
      city: 'Bruxelles',
      country: 'BE',
    });
    expect(addressOf('somewhere', 'FR')).toEqual({ lines: ['somewhere'], country: 'FR' });
  });
});

describe('addressOf', () => {
  it('drops a trailing country name', () => {
    expect(addressOf('8 rue du Molinel, 59000 Lille, France', 'FR')).toEqual({
      lines: ['8 rue du Molinel'],
      postcode: '59000',
      city: 'Lille',
      country: 'FR',
    });
  });
});
