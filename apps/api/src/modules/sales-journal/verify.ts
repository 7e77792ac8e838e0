/**
 * Checks the whole journal (packages/domain `verifyJournal`): read in seq order, page by page, each
 * entry against the one before. Used by `npm run journal:verify` and GET /admin/sales-journal/verify.
 */
import { verifyJournal, type JournalEntry, type JournalVerdict } from '@consigne/domain';
import { asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { entryOf } from './journal.js';

const PAGE = 5000;

/**
 * The verdict on the journal as stored: intact with its count and head, or the first entry where it
 * breaks and why. Read by pages of 5,000 (no single huge result), then checked from the genesis in one
 * pass: a shop's few thousand entries a month hold in memory for decades.
 */
export async function verifySalesJournal(db: Db): Promise<JournalVerdict> {
  let entries: JournalEntry[] = [];
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(t.salesJournal)
      .where(gt(t.salesJournal.seq, after))
      .orderBy(asc(t.salesJournal.seq))
      .limit(PAGE);
    if (rows.length === 0) break;
    entries = entries.concat(rows.map(entryOf));
    after = rows.at(-1)!.seq;
    if (rows.length < PAGE) break;
  }
  return verifyJournal(entries);
}
