/**
 * mail_outbox, the record of every e-mail, and the one place that decides whether an attempt may
 * send: an e-mail's row is written (committed) before the SMTP call and marked after. What a retry
 * of the same job does with the row it finds is decided in openOutboxRow (docs/jobs.md).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { maskSecrets } from './secrets.js';

/** One e-mail to send: the rendered texts plus the template name and locale, kept in mail_outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  locale: string;
  /** The job sending it (jobs/handlers.ts): its retries reuse its outbox row and Message-ID. */
  jobId?: string;
  /** The live tokens the texts carry (a reset link's): sent to the reader, never stored (secrets.ts). */
  secrets?: string[];
}

export interface MailResult {
  id: number;
  /** 'already-done': an earlier attempt of its job sent it (or kept it): nothing was sent now. */
  status: 'sending' | 'sent' | 'failed' | 'kept' | 'already-done';
  messageId: string | null;
  sentAt: Date | null;
  error: string | null;
}

type Opened =
  { id: number; messageId: string; done: null } | { id: number; messageId: string; done: MailResult };

/** A Message-ID of the sender's domain, e.g. <4f1c…@consigne.app>. */
export function newMessageId(from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'consigne.invalid';
  return `<${randomUUID()}@${domain}>`;
}

/**
 * The row of this attempt, committed before anything is sent, with the texts' secrets masked.
 * A job's retry reuses its row, and its Message-ID, when the earlier attempt failed (the server
 * refused) or is still 'sending' (its worker died after, or before, the server took the message):
 * delivery is at least once, every copy under the same Message-ID. A row already 'sent' or 'kept'
 * is not sent again (`done`).
 */
export async function openOutboxRow(
  db: Db,
  message: MailMessage,
  {
    status,
    from,
    sealedSecrets = null,
  }: { status: 'sending' | 'kept'; from: string; sealedSecrets?: string | null },
): Promise<Opened> {
  const texts = maskSecrets(message, message.secrets ?? []);
  const stored = { subject: texts.subject, text: texts.text, html: texts.html, status, sealedSecrets };
  const [row] = await db
    .insert(mailOutbox)
    .values({
      ...stored,
      to: message.to,
      template: message.template,
      locale: message.locale,
      jobId: message.jobId ?? null,
      messageId: newMessageId(from),
    })
    .onConflictDoUpdate({
      target: mailOutbox.jobId,
      targetWhere: sql`${mailOutbox.jobId} is not null`,
      set: { ...stored, attempts: sql`${mailOutbox.attempts} + 1`, error: null },
      setWhere: sql`${mailOutbox.status} in ('sending', 'failed')`,
    })
    .returning({ id: mailOutbox.id, messageId: mailOutbox.messageId });
  if (row) return { id: row.id, messageId: row.messageId!, done: null };
  const [earlier] = await db.select().from(mailOutbox).where(eq(mailOutbox.jobId, message.jobId!));
  return { id: earlier!.id, messageId: earlier!.messageId ?? '', done: resultOf(earlier!, 'already-done') };
}

/** After the SMTP call: 'sent', or 'failed' with the server's error (the job retries). */
export async function closeOutboxRow(db: Db, id: number, error: string | null): Promise<MailResult> {
  const [row] = await db
    .update(mailOutbox)
    .set(error === null ? { status: 'sent', sentAt: new Date(), error } : { status: 'failed', error })
    .where(eq(mailOutbox.id, id))
    .returning();
  return resultOf(row!);
}

function resultOf(
  row: typeof mailOutbox.$inferSelect,
  status: MailResult['status'] = row.status as MailResult['status'],
): MailResult {
  return { id: row.id, status, messageId: row.messageId, sentAt: row.sentAt, error: row.error };
}
