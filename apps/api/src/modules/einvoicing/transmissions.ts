/**
 * Transmissions (ADR 0046): one row per document and channel, made with its 'einvoicing.send' job in
 * one transaction (peppol.ts's sweep, or a period's e-report), sent by that job after the commit. The send is idempotent: a row
 * already sent is skipped, and the platform is given the row's key on every attempt (a platform that
 * received it answers so; the offline one rewrites the same file).
 */
import { eReportFile, eReportFileName, parseEReportPeriodId } from '@consigne/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { sellerFromEnv } from '../invoices/index.js';
import { buildEReport } from './ereport.js';
import { peppolCreditNoteFile, peppolInvoiceFile } from './peppol.js';
import { EInvoicingRefused, type EInvoicingFile, type EInvoicingPlatform } from './platform.js';

export type Transmission = typeof t.einvoiceTransmissions.$inferSelect;

/** The seller's id in file names: its SIREN (the SIRET's first 9 digits), or 'shop' while unset. */
const sellerId = () => sellerFromEnv().siret.slice(0, 9) || 'shop';

/** What the row sends, read now (outside any transaction). */
async function fileOf(db: Db, row: Transmission): Promise<EInvoicingFile> {
  if (row.documentKind === 'ereport') {
    const period = parseEReportPeriodId(row.documentId);
    if (!period) throw new EInvoicingRefused(`not a reporting period: ${row.documentId}`);
    return {
      kind: 'ereport',
      name: eReportFileName(sellerId(), period),
      contentType: 'application/json',
      content: eReportFile(await buildEReport(db, period)),
      key: `consigne-transmission-${row.id}`,
    };
  }
  const key = `consigne-transmission-${row.id}`;
  const id = Number(row.documentId);
  if (row.channel === 'peppol' && row.documentKind === 'invoice') return peppolInvoiceFile(db, id, key);
  if (row.channel === 'peppol' && row.documentKind === 'credit_note')
    return peppolCreditNoteFile(db, id, key);
  throw new EInvoicingRefused(`no ${row.channel} document for a ${row.documentKind}`);
}

export type SendOutcome = 'sent' | 'already-sent' | 'missing' | 'refused';

/**
 * Sends one transmission through the platform and records the outcome. A refusal (the platform will
 * not take the document) is recorded 'failed' and not retried; another error is recorded and thrown
 * (the job retries), 'failed' after the last attempt.
 */
export async function sendTransmission(
  db: Db,
  platform: EInvoicingPlatform,
  id: number,
  { lastAttempt = false }: { lastAttempt?: boolean } = {},
): Promise<SendOutcome> {
  const [row] = await db.select().from(t.einvoiceTransmissions).where(eq(t.einvoiceTransmissions.id, id));
  if (!row) return 'missing';
  if (row.status === 'sent') return 'already-sent';
  try {
    const file = await fileOf(db, row);
    const receipt = row.channel === 'ereporting' ? await platform.report(file) : await platform.send(file);
    await db
      .update(t.einvoiceTransmissions)
      .set({
        status: 'sent',
        attempts: sql`${t.einvoiceTransmissions.attempts} + 1`,
        filePath: receipt.filePath,
        remoteId: receipt.remoteId,
        lastError: null,
        sentAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(t.einvoiceTransmissions.id, id));
    return 'sent';
  } catch (error) {
    const refused = error instanceof EInvoicingRefused;
    await db
      .update(t.einvoiceTransmissions)
      .set({
        status: refused || lastAttempt ? 'failed' : 'pending',
        attempts: sql`${t.einvoiceTransmissions.attempts} + 1`,
        // The message only: never the document, which names the buyer.
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        updatedAt: new Date(),
      })
      .where(sql`${t.einvoiceTransmissions.id} = ${id} and ${t.einvoiceTransmissions.status} <> 'sent'`);
    if (refused) return 'refused';
    throw error;
  }
}
