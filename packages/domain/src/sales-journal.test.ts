import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chainEntry,
  closuresDue,
  closureTotals,
  GENESIS_HASH,
  sha256Hex,
  verifyJournal,
  type JournalEntry,
  type JournalEntryContent,
} from './sales-journal.js';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it('gives the published digests', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it("agrees with Node's on any text, across block boundaries and outside ASCII", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(sha256Hex(text)).toBe(nodeSha256(text));
      }),
      { numRuns: 300 },
    );
    // Generous: the machine running CI may be busy (it takes about a second alone).
  }, 30_000);
});

const instant = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) })
  .map((ms) => new Date(ms));

const vatRows = fc.uniqueArray(
  fc.record({
    rate: fc.constantFrom(550, 1000, 2000, 600, 2100),
    base: fc.integer({ min: -100_000, max: 100_000 }),
    vat: fc.integer({ min: -20_000, max: 20_000 }),
    ttc: fc.integer({ min: -120_000, max: 120_000 }),
  }),
  { selector: (r) => r.rate, maxLength: 3 },
);

const content: fc.Arbitrary<JournalEntryContent> = fc.record({
  kind: fc.constantFrom('invoice', 'credit_note', 'door_payment', 'closure_day') as fc.Arbitrary<
    JournalEntryContent['kind']
  >,
  reference: fc.string({ minLength: 1, maxLength: 20 }),
  occurredAt: instant,
  recordedAt: instant,
  totalCents: fc.integer({ min: -200_000, max: 200_000 }),
  vat: vatRows,
  paymentMethod: fc.constantFrom(null, 'cash', 'card_terminal'),
});

const chainOf = (contents: readonly JournalEntryContent[]) =>
  contents.reduce<JournalEntry[]>((chain, c) => [...chain, chainEntry(chain.at(-1) ?? null, c)], []);

const chains = fc.array(content, { minLength: 1, maxLength: 12 }).map(chainOf);

/** Every way to change one field of an entry to another value (the hash included). */
const FIELDS = [
  'seq',
  'kind',
  'reference',
  'occurredAt',
  'recordedAt',
  'totalCents',
  'vat',
  'paymentMethod',
  'grandTotalCents',
  'previousHash',
  'hash',
] as const;

function changed(e: JournalEntry, field: (typeof FIELDS)[number], n: number): JournalEntry {
  const bump = (n % 1000) + 1;
  switch (field) {
    case 'seq':
      return { ...e, seq: e.seq + bump };
    case 'kind':
      return { ...e, kind: e.kind === 'invoice' ? 'credit_note' : 'invoice' };
    case 'reference':
      return { ...e, reference: `${e.reference}x` };
    case 'occurredAt':
      return { ...e, occurredAt: new Date(e.occurredAt.getTime() + bump) };
    case 'recordedAt':
      return { ...e, recordedAt: new Date(e.recordedAt.getTime() - bump) };
    case 'totalCents':
      return { ...e, totalCents: e.totalCents + (n % 2 ? bump : -bump) };
    case 'vat':
      return e.vat.length === 0
        ? { ...e, vat: [{ rate: 550, base: bump, vat: 0, ttc: bump }] }
        : { ...e, vat: e.vat.map((r, i) => (i === n % e.vat.length ? { ...r, vat: r.vat + bump } : r)) };
    case 'paymentMethod':
      return { ...e, paymentMethod: e.paymentMethod === 'cash' ? null : 'cash' };
    case 'grandTotalCents':
      return { ...e, grandTotalCents: e.grandTotalCents - bump };
    case 'previousHash':
      return { ...e, previousHash: sha256Hex(e.previousHash) };
    case 'hash':
      return { ...e, hash: sha256Hex(e.hash) };
  }
}

describe('verifyJournal', () => {
  it('finds any chain it was given intact, and its head', () => {
    fc.assert(
      fc.property(chains, (chain) => {
        expect(verifyJournal(chain)).toEqual({
          intact: true,
          count: chain.length,
          lastSeq: chain.length,
          lastHash: chain.at(-1)!.hash,
        });
        expect(verifyJournal(chain, { seq: chain.length, hash: chain.at(-1)!.hash }).intact).toBe(true);
      }),
    );
  });

  it('says an empty journal is intact', () => {
    expect(verifyJournal([])).toEqual({ intact: true, count: 0, lastSeq: 0, lastHash: GENESIS_HASH });
  });

  it('catches a change of any one field of any entry, at that entry', () => {
    fc.assert(
      fc.property(chains, fc.nat(), fc.constantFrom(...FIELDS), fc.nat(), (chain, at, field, n) => {
        const i = at % chain.length;
        const tampered = chain.map((e, j) => (j === i ? changed(e, field, n) : e));
        expect(verifyJournal(tampered)).toMatchObject({ intact: false, seq: i + 1 });
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it('catches an entry changed and hashed again: at the next one, which signed the old hash', () => {
    const chain = chainOf(fc.sample(content, { numRuns: 5, seed: 7 }));
    const forgedSecond = chainEntry(chain[0]!, { ...chain[1]!, reference: 'F-999999' });
    const forged = [chain[0]!, forgedSecond, ...chain.slice(2)];
    expect(verifyJournal(forged)).toEqual({ intact: false, seq: 3, reason: 'previousHashMismatch' });
  });

  it('catches the removal of any entry: inside the chain alone, at the end against the known head', () => {
    fc.assert(
      fc.property(chains, fc.nat(), (chain, at) => {
        const i = at % chain.length;
        const removed = chain.filter((_, j) => j !== i);
        const head = { seq: chain.length, hash: chain.at(-1)!.hash };
        expect(verifyJournal(removed, head)).toMatchObject({ intact: false, seq: i + 1 });
        if (i < chain.length - 1) expect(verifyJournal(removed)).toMatchObject({ intact: false, seq: i + 1 });
      }),
    );
  });

  it('catches two entries swapped, at the first of them', () => {
    fc.assert(
      fc.property(
        chains.filter((c) => c.length >= 2),
        fc.nat(),
        fc.nat(),
        (chain, a, b) => {
          const i = a % chain.length;
          const j = b % chain.length;
          fc.pre(i !== j);
          const swapped = [...chain];
          [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
          expect(verifyJournal(swapped)).toMatchObject({ intact: false, seq: Math.min(i, j) + 1 });
        },
      ),
    );
  });
});

describe('chainEntry', () => {
  it('numbers from 1, carries the sales into the perpetual total and nothing else', () => {
    const at = new Date('2026-11-29T10:00:00Z');
    const base = { occurredAt: at, recordedAt: at, vat: [], paymentMethod: null };
    const chain = chainOf([
      { ...base, kind: 'invoice', reference: 'F-000001', totalCents: 5000 },
      { ...base, kind: 'door_payment', reference: '12', totalCents: 5000, paymentMethod: 'cash' },
      { ...base, kind: 'credit_note', reference: 'AV-2026-000001', totalCents: -1200 },
      { ...base, kind: 'closure_day', reference: '2026-11-29', totalCents: 3800 },
    ]);
    expect(chain.map((e) => [e.seq, e.grandTotalCents])).toEqual([
      [1, 5000],
      [2, 5000],
      [3, 3800],
      [4, 3800],
    ]);
    expect(chain[0]!.previousHash).toBe(GENESIS_HASH);
    expect(chain[1]!.previousHash).toBe(chain[0]!.hash);
  });
});

describe('closures', () => {
  const sale = (kind: 'invoice' | 'credit_note', iso: string, totalCents: number, vat = 0) => ({
    kind,
    recordedAt: new Date(iso),
    totalCents,
    vat: [{ rate: 550, base: totalCents - vat, vat, ttc: totalCents }],
  });

  it("sums a shop-time day's invoices less credit notes, per rate, leaving payments out", () => {
    const entries = [
      sale('invoice', '2026-11-28T22:59:59Z', 1000, 52), // 23:59:59 in Paris: the 28th
      sale('invoice', '2026-11-28T23:00:00Z', 2110, 110), // midnight in Paris: the 29th
      sale('credit_note', '2026-11-29T12:00:00Z', -211, -11),
      {
        kind: 'door_payment' as const,
        recordedAt: new Date('2026-11-29T12:00:00Z'),
        totalCents: 2110,
        vat: [],
      },
    ];
    expect(closureTotals(entries, 'closure_day', '2026-11-29')).toEqual({
      totalCents: 1899,
      vat: [{ rate: 550, base: 1800, vat: 99, ttc: 1899 }],
    });
    expect(closureTotals(entries, 'closure_month', '2026-11').totalCents).toBe(2899);
    expect(closureTotals(entries, 'closure_year', '2026').totalCents).toBe(2899);
  });

  it('closes every day up to yesterday, then the month and year that ended, once each', () => {
    const first = new Date('2026-12-30T09:00:00Z');
    const due = closuresDue(first, { day: null, month: null, year: null }, new Date('2027-01-01T23:30:00Z'));
    expect(due).toEqual([
      { kind: 'closure_day', period: '2026-12-30' },
      { kind: 'closure_day', period: '2026-12-31' },
      { kind: 'closure_month', period: '2026-12' },
      { kind: 'closure_year', period: '2026' },
      // 23:30 UTC on 1 January is 00:30 on the 2nd in Paris: the 1st has ended.
      { kind: 'closure_day', period: '2027-01-01' },
    ]);
    const done = { day: '2027-01-01', month: '2026-12', year: '2026' };
    expect(closuresDue(first, done, new Date('2027-01-02T10:00:00Z'))).toEqual([]);
  });

  it('closes a month a run stopped before closing, and nothing for an empty journal', () => {
    const first = new Date('2026-11-02T09:00:00Z');
    expect(
      closuresDue(
        first,
        { day: '2026-11-30', month: '2026-10', year: '2025' },
        new Date('2026-12-01T09:00:00Z'),
      ),
    ).toEqual([{ kind: 'closure_month', period: '2026-11' }]);
    expect(closuresDue(null, { day: null, month: null, year: null }, new Date())).toEqual([]);
  });
});
