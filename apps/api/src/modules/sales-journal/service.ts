import { toEuros, type JournalEntry } from '@consigne/domain';
import type { Db } from '../../db/client.js';
import { latestClosures } from './closures.js';
import { lastEntry } from './journal.js';
import { verifySalesJournal } from './verify.js';

const entryView = (e: JournalEntry) => ({
  seq: e.seq,
  kind: e.kind,
  reference: e.reference,
  occurredAt: e.occurredAt.toISOString(),
  recordedAt: e.recordedAt.toISOString(),
  total: toEuros(e.totalCents),
  vat: e.vat.map((r) => ({ rate: r.rate, base: toEuros(r.base), vat: toEuros(r.vat), ttc: toEuros(r.ttc) })),
  paymentMethod: e.paymentMethod,
  grandTotal: toEuros(e.grandTotalCents),
  hash: e.hash,
});

/** GET /admin/sales-journal/verify: the verdict on the whole chain, with the latest closures. */
export async function salesJournalReport(db: Db, now = new Date()) {
  const verdict = await verifySalesJournal(db);
  const last = await lastEntry(db);
  return {
    intact: verdict.intact,
    count: verdict.intact ? verdict.count : verdict.seq - 1,
    lastSeq: verdict.intact ? verdict.lastSeq : null,
    lastHash: verdict.intact ? verdict.lastHash : null,
    brokenAt: verdict.intact ? null : { seq: verdict.seq, reason: verdict.reason },
    grandTotal: toEuros(last?.grandTotalCents ?? 0),
    closures: (await latestClosures(db)).map(entryView),
    checkedAt: now.toISOString(),
  };
}
