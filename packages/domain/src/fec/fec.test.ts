import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatRow } from '../invoice.js';
import { DEFAULT_CHART, chartWith, rateAccount } from './chart.js';
import {
  FEC_EVENT_KINDS,
  WALLET_MOVES,
  balancesOf,
  entriesOf,
  entryOf,
  imbalanceOf,
  type FecEvent,
} from './entries.js';
import { FEC_FIELDS, fecAmount, fecFileName, fecPeriodRefusal, sirenOf, writeFec } from './file.js';

const RATES = [550, 600, 1000, 2000, 2100] as const;
const customer = { id: 7, name: 'Jeanne Martin' };
const cents = (max = 50_000) => fc.integer({ min: 1, max });
const at = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2026-12-31T22:00:00Z'),
  noInvalidDate: true,
});
const base = fc.record({ at, pieceRef: fc.string({ maxLength: 12 }), customer: fc.constant(customer) });
const vatRows = fc
  .uniqueArray(fc.record({ rate: fc.constantFrom(...RATES), ttc: cents() }), {
    selector: (r) => r.rate,
    minLength: 1,
    maxLength: 4,
  })
  .map((rows) => rows.map((r) => vatRow(r.rate, r.ttc)));

const invoice = fc
  .tuple(
    base,
    vatRows,
    fc.integer({ min: 0, max: 5000 }),
    fc.integer({ min: 0, max: 1000 }),
    fc.constantFrom(2000, 2100),
  )
  .map(([b, vat, deposits, fee, feeRate]): FecEvent => {
    // The fee is inside its rate's row, as the invoice's VAT summary puts it.
    const rows = vat.some((r) => r.rate === feeRate) ? vat : [...vat, vatRow(feeRate, fee || 1)];
    const row = rows.find((r) => r.rate === feeRate)!;
    return {
      ...b,
      kind: 'invoice',
      vat: rows,
      deposits,
      deliveryFeeCents: Math.min(fee, row.ttc),
      deliveryFeeRateBp: feeRate,
    };
  });

const event: fc.Arbitrary<FecEvent> = fc.oneof(
  invoice,
  fc
    .tuple(base, vatRows, fc.integer({ min: 0, max: 5000 }))
    .map(([b, vat, deposits]) => ({ ...b, kind: 'creditNote' as const, vat, deposits })),
  fc.tuple(base, cents()).map(([b, amount]) => ({ ...b, kind: 'cardPayment' as const, amount })),
  fc
    .tuple(base, cents(), fc.constantFrom('cash' as const, 'card_terminal' as const))
    .map(([b, amount, method]) => ({ ...b, kind: 'doorPayment' as const, method, amount })),
  fc.tuple(base, cents()).map(([b, amount]) => ({ ...b, kind: 'cardRefund' as const, amount })),
  fc
    .tuple(base, cents(), fc.constantFrom(...WALLET_MOVES), fc.boolean())
    .map(([b, amount, reason, negative]) => ({
      ...b,
      kind: 'wallet' as const,
      reason,
      // Each reason's sign as the wallet ledger writes it; a correction either way.
      amount:
        reason === 'order_usage' || reason === 'empties_pickup_fee' || (reason === 'correction' && negative)
          ? -amount
          : amount,
    })),
  fc.tuple(base, cents(), fc.constantFrom(2000, 2100)).map(([b, total, rateBp]) => {
    const row = vatRow(rateBp, total);
    return { ...b, kind: 'depositForfeit' as const, net: row.base, vat: row.vat, rateBp };
  }),
  fc.tuple(base, cents()).map(([b, amount]) => ({ ...b, kind: 'depositKept' as const, amount })),
);

/** The chart with the door's card terminal apart from the bank, so each is checked on its own. */
const chart = chartWith({ cardTerminal: { num: '5115', lib: 'Cartes à encaisser' } });

const ttcOf = (e: { vat: readonly { ttc: number }[]; deposits: number }) =>
  e.vat.reduce((s, r) => s + r.ttc, 0) + e.deposits;

/** What each account must hold, summed straight from the events (debit > 0). */
function expectedBalances(events: readonly FecEvent[]) {
  const acc = new Map<string, number>();
  const add = (num: string, cents: number) => acc.set(num, (acc.get(num) ?? 0) + cents);
  for (const e of events) {
    switch (e.kind) {
      case 'invoice':
        add('411', ttcOf(e));
        add('4196', -e.deposits);
        for (const r of e.vat) add(`rate:${r.rate}`, -r.ttc);
        break;
      case 'creditNote':
        add('411', -ttcOf(e));
        add('4196', e.deposits);
        for (const r of e.vat) add(`rate:${r.rate}`, r.ttc);
        break;
      case 'cardPayment':
        add('512', e.amount);
        add('411', -e.amount);
        break;
      case 'doorPayment':
        add(e.method === 'cash' ? '530' : '5115', e.amount);
        add('411', -e.amount);
        break;
      case 'cardRefund':
        add('512', -e.amount);
        add('411', e.amount);
        break;
      case 'wallet':
        add('4197', -e.amount);
        if (e.reason === 'deposit_refund') add('4196', e.amount);
        if (e.reason === 'order_usage' || e.reason === 'order_refund') add('411', e.amount);
        if (e.reason === 'referral_reward') add('6238', e.amount);
        if (e.reason === 'correction') add(e.amount > 0 ? '658' : '758', e.amount);
        if (e.reason === 'empties_pickup_fee') add('rate:2000', e.amount);
        break;
      case 'depositForfeit':
        add('4196', e.net + e.vat);
        add(`rate:${e.rateBp}`, -(e.net + e.vat));
        break;
      case 'depositKept':
        add('4196', e.amount);
        add('758', -e.amount);
        break;
    }
  }
  return acc;
}

/** An account's rate, for the accounts booked per rate (sales, fees, VAT, forfeits, pickup fees). */
function perRateAccount(num: string): number | null {
  for (const accounts of [
    chart.sales,
    chart.deliveryFees,
    chart.outputVat,
    chart.forfeitedDeposits,
    chart.pickupFees,
  ])
    for (const rate of RATES) if (rateAccount(accounts, rate).num === num) return rate;
  return null;
}

describe('FEC entries', () => {
  it('balances every entry of any event', () => {
    fc.assert(
      fc.property(event, (e) => {
        expect(imbalanceOf(entryOf(chart, e))).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it("totals each account to the sum of the events' amounts", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const balances = balancesOf(entriesOf(chart, events));
        const grouped = new Map<string, number>();
        for (const [num, cents] of balances) {
          const rate = perRateAccount(num);
          const key = rate === null ? num : `rate:${rate}`;
          grouped.set(key, (grouped.get(key) ?? 0) + cents);
        }
        const expected = expectedBalances(events);
        const keys = new Set([...grouped.keys(), ...expected.keys()]);
        for (const key of keys) expect([key, grouped.get(key) ?? 0]).toEqual([key, expected.get(key) ?? 0]);
      }),
      { numRuns: 500 },
    );
  });

  it("books an invoice's delivery fee apart from the goods of its rate, and its VAT once per rate", () => {
    const entry = entryOf(DEFAULT_CHART, {
      kind: 'invoice',
      at: new Date('2026-11-02T10:00:00Z'),
      pieceRef: 'F-000001',
      customer,
      // 12,00 € of water at 5,5 %; 6,00 € of beer and the 3,00 € fee at 20 %; 2,40 € of deposits.
      vat: [vatRow(550, 1200), vatRow(2000, 900)],
      deposits: 240,
      deliveryFeeCents: 300,
      deliveryFeeRateBp: 2000,
    });
    expect(entry.lines.map((l) => [l.account.num, l.debit, l.credit])).toEqual([
      ['411', 2340, 0],
      ['7070550', 0, 1137],
      ['445710550', 0, 63],
      ['7072000', 0, 500],
      ['70852000', 0, 250],
      ['445712000', 0, 150],
      ['4196', 0, 240],
    ]);
  });

  it('has an entry for every kind of event and every wallet reason', () => {
    const kinds = new Set<string>();
    fc.assert(
      fc.property(event, (e) => {
        kinds.add(e.kind);
        expect(entryOf(chart, e).lines.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
    expect([...kinds].sort()).toEqual([...FEC_EVENT_KINDS].sort());
  });

  it('refuses to hand over an unbalanced entry', () => {
    const broken = {
      kind: 'creditNote',
      at: new Date(),
      pieceRef: 'AV',
      customer,
      vat: [{ rate: 2000, ttc: 100, base: 80, vat: 10 }],
      deposits: 0,
    } as const;
    expect(() => entriesOf(chart, [broken])).toThrow(/unbalanced/);
  });

  it('takes a rate account from the setting when it names one', () => {
    const custom = chartWith({ sales: { prefix: '707', lib: 'Ventes', byRate: { '550': '70701' } } });
    expect(rateAccount(custom.sales, 550).num).toBe('70701');
    expect(rateAccount(custom.sales, 2000).num).toBe('7072000');
  });
});

describe('FEC file', () => {
  const events: FecEvent[] = [
    {
      kind: 'cardPayment',
      at: new Date('2026-11-03T08:00:00Z'),
      pieceRef: 'CMD-2',
      customer,
      amount: 123456,
    },
    {
      kind: 'doorPayment',
      method: 'cash',
      at: new Date('2026-11-01T23:30:00Z'),
      pieceRef: 'CMD-1',
      customer: { id: 8, name: 'A\tB' },
      amount: 5,
    },
  ];

  it('writes the header, the 18 fields of each line, AAAAMMJJ dates, decimal commas, and entries in order numbered without a gap', () => {
    const file = writeFec(entriesOf(DEFAULT_CHART, events));
    expect(file.endsWith('\r\n')).toBe(true);
    const [header, ...lines] = file.slice(0, -2).split('\r\n');
    expect(header!.split('\t')).toEqual([...FEC_FIELDS]);
    const rows = lines.map((l) => l.split('\t'));
    for (const row of rows) expect(row).toHaveLength(18);
    // 23:30 UTC on 1 November is 2 November in Paris: the shop's day.
    expect(rows.map((r) => [r[0], r[2], r[3], r[4], r[6], r[7], r[11], r[12]])).toEqual([
      ['CA', '1', '20261102', '530', '', '', '0,05', '0,00'],
      ['CA', '1', '20261102', '411', 'C00000008', 'A B', '0,00', '0,05'],
      ['BQ', '2', '20261103', '512', '', '', '1234,56', '0,00'],
      ['BQ', '2', '20261103', '411', 'C00000007', 'Jeanne Martin', '0,00', '1234,56'],
    ]);
  });

  it('names the file after the SIREN and the closing date', () => {
    expect(sirenOf('732 829 320 00074')).toBe('732829320');
    expect(sirenOf('12345')).toBeNull();
    expect(fecFileName('732829320', '2026-12-31')).toBe('732829320FEC20261231.txt');
  });

  it('writes amounts as the FEC asks', () => {
    expect([0, 5, 100, 123456, -250].map(fecAmount)).toEqual(['0,00', '0,05', '1,00', '1234,56', '-2,50']);
  });
});

describe('FEC period', () => {
  it('takes a period of one day up to a fiscal year, and refuses one reversed or longer', () => {
    expect(fecPeriodRefusal('2026-01-01', '2026-01-01')).toBeNull();
    expect(fecPeriodRefusal('2028-01-01', '2028-12-31')).toBeNull();
    expect(fecPeriodRefusal('2026-01-01', '2027-01-01')).toBeNull();
    expect(fecPeriodRefusal('2026-01-01', '2027-01-02')).toBe('fecPeriodTooLong');
    expect(fecPeriodRefusal('1926-01-01', '2026-01-01')).toBe('fecPeriodTooLong');
    expect(fecPeriodRefusal('2026-02-01', '2026-01-31')).toBe('fecPeriodOrder');
  });
});
