import { z } from 'zod';
import { defineJob } from '../../jobs/define.js';
import { maskSecrets, revealSecrets, sealSecrets, unsealSecrets } from './secrets.js';
import type { MailMessage, MailResult, MailTransport } from './transport.js';

/** A queued e-mail: its texts with their secrets masked, the secrets sealed (secrets.ts). */
type QueuedMail = { message: Omit<MailMessage, 'secrets' | 'jobId'>; sealedSecrets?: string };

/** A delivery failure recorded in the outbox throws, so that pg-boss retries the e-mail's job. */
export function deliveredOrThrow(result: MailResult | null): MailResult | null {
  if (result?.error) throw new Error(`e-mail not delivered: ${result.error}`);
  return result;
}

/** Every e-mail job: 7 attempts from 30 s, doubling with jitter (0.5–1 h in all), then mail.dead. */
export const MAIL_JOB_OPTIONS = {
  retryLimit: 6,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  deadLetter: 'mail.dead',
};

/**
 * An e-mail already rendered (password reset, registration link or notice). A run of the same job
 * finds its outbox row and does not send again once sent (outbox.ts).
 */
export const mailJob = defineJob({
  name: 'mail.send',
  // A type only: the message is the app's own rendering, checked when it was built.
  data: z.custom<QueuedMail>(),
  options: MAIL_JOB_OPTIONS,
  handler: async ({ mailer, secretsKey }, { message, sealedSecrets }, { id: jobId }) => {
    const secrets = sealedSecrets ? unsealSecrets(secretsKey, sealedSecrets) : [];
    return deliveredOrThrow(await mailer.send({ ...revealSecrets(message, secrets), secrets, jobId }));
  },
});

/**
 * A mailer whose send() enqueues the rendered message (mail.send): retried, never lost. The job's
 * data holds the texts with their secrets masked and the secrets sealed: jobs.job (the job, its
 * retries, its dead letter) never holds a live link.
 */
export function queuedMailer(
  enqueue: (data: QueuedMail) => Promise<string>,
  transport: MailTransport,
  secretsKey: Buffer,
): MailTransport {
  return {
    name: transport.name,
    async send({ secrets = [], ...message }: MailMessage) {
      const masked = maskSecrets(message, secrets);
      await enqueue(
        secrets.length ? { message: masked, sealedSecrets: sealSecrets(secretsKey, secrets) } : { message },
      );
      return { id: 0, status: 'sending', messageId: null, sentAt: null, error: null };
    },
    close: async () => undefined,
  };
}
