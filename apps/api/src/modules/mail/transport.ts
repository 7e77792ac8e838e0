import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { closeOutboxRow, openOutboxRow, type MailMessage, type MailResult } from './outbox.js';

export type { MailMessage, MailResult };
import { mailSecretsKey, sealSecrets } from './secrets.js';

/**
 * How the shop sends e-mails (a strategy chosen once at start-up from the configuration). Every
 * transport records the message in mail_outbox; send() never throws for a delivery failure, it
 * records it in `error`.
 */
export interface MailTransport {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<MailResult>;
  close(): Promise<void>;
}

/**
 * Default without SMTP_URL: the message stays in mail_outbox ('kept'), its secrets sealed so that
 * only /api/dev/outbox (off in production) shows its links.
 */
export class OutboxTransport implements MailTransport {
  readonly name = 'outbox' as const;
  constructor(
    private readonly db: Db,
    private readonly secretsKey: Buffer,
    private readonly from = 'consigne <bonjour@consigne.app>',
  ) {}
  async send(message: MailMessage): Promise<MailResult> {
    const secrets = message.secrets ?? [];
    const sealedSecrets = secrets.length ? sealSecrets(this.secretsKey, secrets) : null;
    const row = await openOutboxRow(this.db, message, { status: 'kept', from: this.from, sealedSecrets });
    return row.done ?? { id: row.id, status: 'kept', messageId: row.messageId, sentAt: null, error: null };
  }
  async close(): Promise<void> {}
}

/**
 * With SMTP_URL: the row is committed ('sending') before nodemailer hands the message to the server
 * under the row's Message-ID, then marked 'sent' or 'failed' (see outbox.ts for a retry's decision).
 */
export class SmtpTransport implements MailTransport {
  readonly name = 'smtp' as const;
  private readonly transporter: Transporter;
  constructor(
    private readonly db: Db,
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport(smtpUrl);
  }
  async send(message: MailMessage): Promise<MailResult> {
    const row = await openOutboxRow(this.db, message, { status: 'sending', from: this.from });
    if (row.done) return row.done;
    try {
      await this.transporter.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: row.messageId,
      });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      return closeOutboxRow(this.db, row.id, text.slice(0, 1000));
    }
    return closeOutboxRow(this.db, row.id, null);
  }
  async close(): Promise<void> {
    this.transporter.close();
  }
}

export function createMailTransport(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'jwtSecret'>,
): MailTransport {
  return config.smtpUrl
    ? new SmtpTransport(db, config.smtpUrl, config.mailFrom)
    : new OutboxTransport(db, mailSecretsKey(config.jwtSecret), config.mailFrom);
}
