import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const EINVOICE_DOCUMENT_KINDS = ['invoice', 'credit_note', 'ereport'] as const;
export type EInvoiceDocumentKind = (typeof EINVOICE_DOCUMENT_KINDS)[number];
export const EINVOICE_CHANNELS = ['peppol', 'pdp', 'ereporting'] as const;
export type EInvoiceChannel = (typeof EINVOICE_CHANNELS)[number];
export type EInvoiceTransmissionStatus = 'pending' | 'sent' | 'failed';

/**
 * What the shop hands to its e-invoicing platform (migration 0060, ADR 0046): one row per document
 * and channel, made with the document, sent by a job after the commit.
 */
export const einvoiceTransmissions = pgTable(
  'einvoice_transmissions',
  {
    id: serial('id').primaryKey(),
    documentKind: text('document_kind').$type<EInvoiceDocumentKind>().notNull(),
    /** The invoice's or credit note's id, or the e-reported period (`2026-11-01/2026-11-10`). */
    documentId: text('document_id').notNull(),
    channel: text('channel').$type<EInvoiceChannel>().notNull(),
    status: text('status').$type<EInvoiceTransmissionStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Where the file was written (relative to DATA_DIR/einvoicing). */
    filePath: text('file_path'),
    /** The platform's id of what it received (offline: `offline:<kind>/<name>`). */
    remoteId: text('remote_id'),
    /** The last failure's message (never the document's content: it carries personal data). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('einvoice_transmissions_document_uq').on(t.documentKind, t.documentId, t.channel),
    index('einvoice_transmissions_status_idx')
      .on(t.status)
      .where(sql`${t.status} <> 'sent'`),
    check('einvoice_transmissions_kind_ck', sql`${t.documentKind} in ('invoice', 'credit_note', 'ereport')`),
    check('einvoice_transmissions_channel_ck', sql`${t.channel} in ('peppol', 'pdp', 'ereporting')`),
    check('einvoice_transmissions_status_ck', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('einvoice_transmissions_attempts_ck', sql`${t.attempts} >= 0`),
    check('einvoice_transmissions_sent_ck', sql`(${t.status} = 'sent') = (${t.sentAt} IS NOT NULL)`),
  ],
);
