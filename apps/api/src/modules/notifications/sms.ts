/**
 * SMS behind an adapter: a provider (none is wired yet) implements SmsSender. The offline default
 * records the message in sms_outbox, once per notification (its id is the idempotency key a real
 * provider would be given too), and sends nothing.
 */
import type { Db } from '../../db/client.js';
import { smsOutbox } from '../../db/schema/index.js';

export interface SmsSender {
  readonly name: string;
  /** Sends (or records) one SMS; `key` is the notification's, the same for every retry. */
  send(message: { to: string; text: string; key: number }): Promise<{ id: string }>;
}

export class OfflineSmsSender implements SmsSender {
  readonly name = 'offline';
  constructor(private readonly db: Db) {}
  async send({ to, text, key }: { to: string; text: string; key: number }) {
    await this.db.insert(smsOutbox).values({ notificationId: key, to, text }).onConflictDoNothing();
    return { id: `offline:${key}` };
  }
}
