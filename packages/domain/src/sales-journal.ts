/**
 * The unalterable sales journal (docs/sales-journal.md, ADR 0048): every invoice, credit note and
 * payment taken at the door, then the day's, month's and year's closures, each entry chained to the
 * one before by a SHA-256 hash over its canonical text and the previous hash. Changing, removing or
 * moving any entry breaks the chain from that entry on; `verifyJournal` says where.
 *
 * Pure: the SHA-256 is written here (the domain runs in the browser too, with no `node:crypto`); its
 * test checks it against Node's.
 */
import { localDate } from './slots.js';

export const SALES_JOURNAL_KINDS = [
  'invoice',
  'credit_note',
  'door_payment',
  'closure_day',
  'closure_month',
  'closure_year',
] as const;
export type SalesJournalKind = (typeof SALES_JOURNAL_KINDS)[number];

export const CLOSURE_KINDS = ['closure_day', 'closure_month', 'closure_year'] as const;
export type ClosureKind = (typeof CLOSURE_KINDS)[number];

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** One VAT rate's totals on an entry, in cents (a credit note's are negative). */
export interface JournalVatTotal {
  /** Basis points (550 = 5.5 %). */
  rate: number;
  base: number;
  vat: number;
  ttc: number;
}

/** What an entry records, before it is numbered and chained. */
export interface JournalEntryContent {
  kind: SalesJournalKind;
  /** The document's number (F-000042, AV-2026-000001), the order of a door payment, the closed period. */
  reference: string;
  /** When the document was issued or the payment taken. */
  occurredAt: Date;
  /** When it entered the journal: never before the entry ahead of it (see `recordedAfter`). */
  recordedAt: Date;
  /** The amount incl. VAT and deposits; negative for a credit note; a closure's: its period's sales. */
  totalCents: number;
  vat: readonly JournalVatTotal[];
  /** A door payment's method (card_terminal, cash); null otherwise. */
  paymentMethod: string | null;
}

/** An entry as stored: numbered without gaps from 1, with the perpetual total and both hashes. */
export interface JournalEntry extends JournalEntryContent {
  seq: number;
  /** The perpetual grand total of sales (invoices less credit notes) since the first entry, this one included. */
  grandTotalCents: number;
  previousHash: string;
  hash: string;
}

/** Invoices and credit notes move the sales totals; payments and closures do not (they restate them). */
export const isSale = (kind: SalesJournalKind) => kind === 'invoice' || kind === 'credit_note';

// ---------------------------------------------------------------------------------------------
// SHA-256 (FIPS 180-4) over the UTF-8 bytes of a string, as lowercase hex.

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

export function sha256Hex(text: string): string {
  const data = new TextEncoder().encode(text);
  // The message, a 1 bit, zeros, then its length in bits on 64 bits: a whole number of 64-byte blocks.
  const blocks = Math.ceil((data.length + 9) / 64);
  const bytes = new Uint8Array(blocks * 64);
  bytes.set(data);
  bytes[data.length] = 0x80;
  const view = new DataView(bytes.buffer);
  const bits = data.length * 8;
  view.setUint32(bytes.length - 8, Math.floor(bits / 0x1_0000_0000));
  view.setUint32(bytes.length - 4, bits >>> 0);
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  for (let block = 0; block < blocks; block++) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block * 64 + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15]!, 7) ^ rotr(w[i - 15]!, 18) ^ (w[i - 15]! >>> 3);
      const s1 = rotr(w[i - 2]!, 17) ^ rotr(w[i - 2]!, 19) ^ (w[i - 2]! >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    for (let i = 0; i < 64; i++) {
      const S1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + S1 + ch + K[i]! + w[i]!) >>> 0;
      const S0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0]! += a;
    h[1]! += b;
    h[2]! += c;
    h[3]! += d;
    h[4]! += e;
    h[5]! += f;
    h[6]! += g;
    h[7]! += hh;
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, '0')).join('');
}

// ---------------------------------------------------------------------------------------------
// The chain.

/**
 * The text an entry's hash is taken over: every field but the hash itself, in a fixed order, as a
 * JSON array (no key order to depend on); instants in ISO 8601 UTC to the millisecond; VAT rows sorted
 * by rate, each [rate, base, vat, ttc]. The previous hash is in it: that is what chains the entries.
 */
export function canonicalEntry(e: Omit<JournalEntry, 'hash'>): string {
  const vat = [...e.vat].sort((x, y) => x.rate - y.rate).map((r) => [r.rate, r.base, r.vat, r.ttc]);
  return JSON.stringify([
    1, // the format's version: a later format changes this, so old entries still verify with theirs
    e.seq,
    e.kind,
    e.reference,
    e.occurredAt.toISOString(),
    e.recordedAt.toISOString(),
    e.totalCents,
    vat,
    e.paymentMethod,
    e.grandTotalCents,
    e.previousHash,
  ]);
}

export const entryHash = (e: Omit<JournalEntry, 'hash'>) => sha256Hex(canonicalEntry(e));

/**
 * When an entry enters the journal: its clock, but never before the entry ahead of it (another
 * instance's clock may run a little ahead), so the journal's order is its time order and a closed day
 * never gets a later entry.
 */
export const recordedAfter = (previous: Pick<JournalEntry, 'recordedAt'> | null, clock: Date) =>
  previous && previous.recordedAt > clock ? previous.recordedAt : clock;

/** The entry that follows `previous` (null: the first), numbered, totalled and hashed. */
export function chainEntry(previous: JournalEntry | null, content: JournalEntryContent): JournalEntry {
  const unhashed = {
    ...content,
    vat: [...content.vat].sort((x, y) => x.rate - y.rate),
    seq: (previous?.seq ?? 0) + 1,
    grandTotalCents: (previous?.grandTotalCents ?? 0) + (isSale(content.kind) ? content.totalCents : 0),
    previousHash: previous?.hash ?? GENESIS_HASH,
  };
  return { ...unhashed, hash: entryHash(unhashed) };
}

/**
 * Why a chain breaks at an entry: a hole or a move in `seq`, a link to the previous hash, a hash or a
 * perpetual total that does not hold; entries missing at the end (against a known head).
 */
export const JOURNAL_BREAKS = [
  'seqGap',
  'previousHashMismatch',
  'hashMismatch',
  'grandTotalMismatch',
  'missingTail',
] as const;
export type JournalBreak = (typeof JOURNAL_BREAKS)[number];

export type JournalVerdict =
  | { intact: true; count: number; lastSeq: number; lastHash: string }
  | { intact: false; seq: number; reason: JournalBreak };

/**
 * Checks the chain in seq order: each entry numbered one after the one before, pointing at its hash,
 * hashed as its fields say and with the perpetual total carried on. The first entry that fails is
 * where it breaks (every later one may be fine in itself). `head`, the last seq and hash known from
 * elsewhere (a closure read out, an export), also catches entries removed from the end, which the
 * chain alone cannot.
 */
export function verifyJournal(
  entries: readonly JournalEntry[],
  head?: { seq: number; hash: string },
): JournalVerdict {
  let previous: JournalEntry | null = null;
  for (const e of entries) {
    const expectedSeq = (previous?.seq ?? 0) + 1;
    if (e.seq !== expectedSeq) return { intact: false, seq: expectedSeq, reason: 'seqGap' };
    if (e.previousHash !== (previous?.hash ?? GENESIS_HASH))
      return { intact: false, seq: e.seq, reason: 'previousHashMismatch' };
    const { hash, ...rest } = e;
    if (entryHash(rest) !== hash) return { intact: false, seq: e.seq, reason: 'hashMismatch' };
    const grand = (previous?.grandTotalCents ?? 0) + (isSale(e.kind) ? e.totalCents : 0);
    if (e.grandTotalCents !== grand) return { intact: false, seq: e.seq, reason: 'grandTotalMismatch' };
    previous = e;
  }
  const lastSeq = previous?.seq ?? 0;
  if (head && (head.seq > lastSeq || (head.seq > 0 && entries[head.seq - 1]?.hash !== head.hash)))
    return { intact: false, seq: Math.min(head.seq, lastSeq + 1), reason: 'missingTail' };
  return { intact: true, count: entries.length, lastSeq, lastHash: previous?.hash ?? GENESIS_HASH };
}

// ---------------------------------------------------------------------------------------------
// Closures.

/** The period a closure closes, as its reference says it: 2026-11-29, 2026-11, 2026 (shop time). */
export function periodOf(kind: ClosureKind, recordedAt: Date): string {
  const day = localDate(recordedAt);
  return kind === 'closure_day' ? day : kind === 'closure_month' ? day.slice(0, 7) : day.slice(0, 4);
}

/** A period's sales totals: the sum of its invoices and credit notes, overall and per VAT rate. */
export function closureTotals(
  entries: readonly Pick<JournalEntry, 'kind' | 'recordedAt' | 'totalCents' | 'vat'>[],
  kind: ClosureKind,
  period: string,
): { totalCents: number; vat: JournalVatTotal[] } {
  const byRate = new Map<number, JournalVatTotal>();
  let totalCents = 0;
  for (const e of entries) {
    if (!isSale(e.kind) || periodOf(kind, e.recordedAt) !== period) continue;
    totalCents += e.totalCents;
    for (const r of e.vat) {
      const sum = byRate.get(r.rate) ?? { rate: r.rate, base: 0, vat: 0, ttc: 0 };
      byRate.set(r.rate, {
        rate: r.rate,
        base: sum.base + r.base,
        vat: sum.vat + r.vat,
        ttc: sum.ttc + r.ttc,
      });
    }
  }
  return { totalCents, vat: [...byRate.values()].sort((a, b) => a.rate - b.rate) };
}

const nextDay = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * The closures due at `now`, in the order to write them: every day from the day after the last closed
 * one (or the first entry's day) to yesterday, shop time — empty days too, so the closures are
 * unbroken — then each month and year all of whose days are closed and that has ended. Nothing before
 * the first entry; nothing twice (the closures already written are given).
 */
export function closuresDue(
  firstRecordedAt: Date | null,
  closed: { day: string | null; month: string | null; year: string | null },
  now: Date,
): { kind: ClosureKind; period: string }[] {
  if (!firstRecordedAt) return [];
  const today = localDate(now);
  const due: { kind: ClosureKind; period: string }[] = [];
  let month = closed.month;
  let year = closed.year;
  const closeMonthsAndYears = (lastClosedDay: string) => {
    // A month ends with its last day: closed when the next day is in another month.
    const next = nextDay(lastClosedDay);
    const endedMonth = lastClosedDay.slice(0, 7);
    if (next.slice(0, 7) !== endedMonth && (month === null || month < endedMonth)) {
      due.push({ kind: 'closure_month', period: endedMonth });
      month = endedMonth;
    }
    const endedYear = lastClosedDay.slice(0, 4);
    if (next.slice(0, 4) !== endedYear && (year === null || year < endedYear)) {
      due.push({ kind: 'closure_year', period: endedYear });
      year = endedYear;
    }
  };
  // A month or year whose last day an earlier run closed without closing them (it stopped between).
  if (closed.day) closeMonthsAndYears(closed.day);
  for (
    let day = closed.day ? nextDay(closed.day) : localDate(firstRecordedAt);
    day < today;
    day = nextDay(day)
  ) {
    due.push({ kind: 'closure_day', period: day });
    closeMonthsAndYears(day);
  }
  return due;
}
