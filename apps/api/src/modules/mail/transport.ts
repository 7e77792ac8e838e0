import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

/** One e-mail to send: the rendered texts plus the template name and locale, kept in mail_outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  locale: string;
  /** The job sending it (jobs/handlers.ts), recorded with it. */
  jobId?: string;
}

export interface MailResult {
  id: number;
  sentAt: Date | null;
  error: string | null;
}

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

async function record(db: Db, message: MailMessage, sentAt: Date | null, error: string | null) {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...message, sentAt, error })
    .returning({ id: mailOutbox.id });
  return { id: row!.id, sentAt, error };
}

/** Default without SMTP_URL: the message stays in mail_outbox (sentAt null); /api/dev/outbox lists it. */
export class OutboxTransport implements MailTransport {
  readonly name = 'outbox' as const;
  constructor(private readonly db: Db) {}
  send(message: MailMessage): Promise<MailResult> {
    return record(this.db, message, null, null);
  }
  async close(): Promise<void> {}
}

/** With SMTP_URL: delivered through nodemailer, then recorded with sentAt, or with the error. */
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
    try {
      await this.transporter.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      return record(this.db, message, null, text.slice(0, 1000));
    }
    return record(this.db, message, new Date(), null);
  }
  async close(): Promise<void> {
    this.transporter.close();
  }
}

export function createMailTransport(db: Db, config: Pick<Config, 'smtpUrl' | 'mailFrom'>): MailTransport {
  return config.smtpUrl ? new SmtpTransport(db, config.smtpUrl, config.mailFrom) : new OutboxTransport(db);
}
