/**
 * The closures (packages/domain sales-journal.ts `closuresDue`): after each day ends, shop time, an
 * entry with its sales per VAT rate and the perpetual total; after each month and year, theirs. Run by
 * a nightly job, once across instances; written under the journal's lock with the unique (kind,
 * reference), so a run twice at once or again closes nothing twice.
 */
import {
  CLOSURE_KINDS,
  closuresDue,
  closureTotals,
  SHOP_TIME_ZONE,
  type ClosureKind,
} from '@consigne/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { appendToJournal, entryOf, lockJournal } from './journal.js';

const PERIOD_FORMAT: Record<ClosureKind, string> = {
  closure_day: 'YYYY-MM-DD',
  closure_month: 'YYYY-MM',
  closure_year: 'YYYY',
};

/** Writes every closure due at `now`; returns them (kind and period), oldest first. */
export async function closeJournalPeriods(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockJournal(tx);
    const [first] = await tx
      .select({ recordedAt: t.salesJournal.recordedAt })
      .from(t.salesJournal)
      .orderBy(asc(t.salesJournal.seq))
      .limit(1);
    const lastClosed = async (kind: ClosureKind) => {
      const [row] = await tx
        .select({ reference: t.salesJournal.reference })
        .from(t.salesJournal)
        .where(eq(t.salesJournal.kind, kind))
        .orderBy(desc(t.salesJournal.seq))
        .limit(1);
      return row?.reference ?? null;
    };
    const due = closuresDue(
      first?.recordedAt ?? null,
      {
        day: await lastClosed('closure_day'),
        month: await lastClosed('closure_month'),
        year: await lastClosed('closure_year'),
      },
      now,
    );
    for (const { kind, period } of due) {
      // The period's sales, selected by their shop-time date; the domain sums them (and checks the period).
      const rows = await tx
        .select()
        .from(t.salesJournal)
        .where(
          and(
            inArray(t.salesJournal.kind, ['invoice', 'credit_note']),
            sql`to_char(${t.salesJournal.recordedAt} at time zone ${SHOP_TIME_ZONE}, ${PERIOD_FORMAT[kind]}) = ${period}`,
          ),
        );
      const totals = closureTotals(rows.map(entryOf), kind, period);
      await appendToJournal(
        tx,
        {
          kind,
          reference: period,
          occurredAt: now,
          totalCents: totals.totalCents,
          vat: totals.vat,
          paymentMethod: null,
        },
        now,
      );
    }
    return due;
  });
}

/** The latest closures, newest first (the back-office's page). */
export async function latestClosures(db: Db, limit = 10) {
  const rows = await db
    .select()
    .from(t.salesJournal)
    .where(inArray(t.salesJournal.kind, [...CLOSURE_KINDS]))
    .orderBy(desc(t.salesJournal.seq))
    .limit(limit);
  return rows.map(entryOf);
}
