import { eReportPeriodId, type EReportPeriod } from '@consigne/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { EInvoiceChannel, EInvoiceDocumentKind } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { EINVOICING_SEND_QUEUE } from './queue-name.js';
import type { Transmission } from './transmissions.js';

/**
 * Records a document for its channel and enqueues its send, in the caller's transaction: the job
 * exists only if the document does, and runs after the commit. Once per document and channel; a
 * transmission that failed for good is queued again (its attempts continue).
 */
export async function queueTransmission(
  tx: Tx,
  a: { documentKind: EInvoiceDocumentKind; documentId: string; channel: EInvoiceChannel },
): Promise<Transmission> {
  const [made] = await tx.insert(t.einvoiceTransmissions).values(a).onConflictDoNothing().returning();
  if (made) {
    await enqueueJob(tx, EINVOICING_SEND_QUEUE, { transmissionId: made.id });
    return made;
  }
  const [again] = await tx
    .update(t.einvoiceTransmissions)
    .set({ status: 'pending', updatedAt: new Date() })
    .where(
      and(
        eq(t.einvoiceTransmissions.documentKind, a.documentKind),
        eq(t.einvoiceTransmissions.documentId, a.documentId),
        eq(t.einvoiceTransmissions.channel, a.channel),
        sql`${t.einvoiceTransmissions.status} = 'failed'`,
      ),
    )
    .returning();
  if (again) {
    await enqueueJob(tx, EINVOICING_SEND_QUEUE, { transmissionId: again.id });
    return again;
  }
  const [existing] = await tx
    .select()
    .from(t.einvoiceTransmissions)
    .where(
      and(
        eq(t.einvoiceTransmissions.documentKind, a.documentKind),
        eq(t.einvoiceTransmissions.documentId, a.documentId),
        eq(t.einvoiceTransmissions.channel, a.channel),
      ),
    );
  return existing!;
}

/** A period's B2C e-report, queued once. */
export const queueEReport = (tx: Tx, period: EReportPeriod) =>
  queueTransmission(tx, {
    documentKind: 'ereport',
    documentId: eReportPeriodId(period),
    channel: 'ereporting',
  });
