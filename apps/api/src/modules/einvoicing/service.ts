/**
 * The back-office's e-reports: the periods over, their transmissions, a report as the figures give it
 * now, and a send on demand (administrators only: a report covers every warehouse of the company).
 */
import {
  eReportPeriodId,
  eReportPeriodOf,
  lastClosedEReportPeriod,
  localDate,
  parseEReportPeriodId,
  type EReportPeriod,
} from '@consigne/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { buildEReport } from './ereport.js';
import { queueEReport } from './queue.js';
import type { Transmission } from './transmissions.js';

/** Periods shown: the last twelve months' (36 periods). */
const LISTED_PERIODS = 36;

const transmissionView = (period: EReportPeriod, row: Transmission | undefined) => ({
  period,
  status: row?.status ?? ('none' as const),
  attempts: row?.attempts ?? 0,
  sentAt: row?.sentAt?.toISOString() ?? null,
  filePath: row?.filePath ?? null,
  remoteId: row?.remoteId ?? null,
  lastError: row?.lastError ?? null,
});

export async function listEReports(db: Db, now = new Date()) {
  const periods: EReportPeriod[] = [];
  let period = lastClosedEReportPeriod(localDate(now));
  while (periods.length < LISTED_PERIODS) {
    periods.push(period);
    period = lastClosedEReportPeriod(period.from);
  }
  const rows = await db
    .select()
    .from(t.einvoiceTransmissions)
    .where(
      and(
        eq(t.einvoiceTransmissions.documentKind, 'ereport'),
        inArray(t.einvoiceTransmissions.documentId, periods.map(eReportPeriodId)),
      ),
    );
  const byId = new Map(rows.map((r) => [r.documentId, r]));
  return { periods: periods.map((p) => transmissionView(p, byId.get(eReportPeriodId(p)))) };
}

export const eReportOf = (db: Db, day: string) => buildEReport(db, eReportPeriodOf(day));

/** Queues the period's report (once; a failed one again); a period not over yet is a 409. */
export async function sendEReportNow(db: Db, day: string, now = new Date()) {
  const period = eReportPeriodOf(day);
  if (period.to >= localDate(now)) throw new ApiError(409, 'ereportPeriodNotOver');
  const row = await db.transaction((tx) => queueEReport(tx, period));
  return transmissionView(parseEReportPeriodId(row.documentId)!, row);
}
