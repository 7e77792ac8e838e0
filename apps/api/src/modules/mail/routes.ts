import { desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { mailOutbox } from '../../db/schema/index.js';
import { errorEnvelope, intParam, safeText } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { mailSecretsKey, revealSecrets, unsealSecrets } from './secrets.js';
import { createMailTransport, type MailTransport } from './transport.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail transport chosen at start-up (mail_outbox only, or SMTP + mail_outbox). */
    mailer: MailTransport;
  }
}

const outboxEntry = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  locale: z.string(),
  status: z.enum(['sending', 'sent', 'failed', 'kept']),
  messageId: z.string().nullable(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});

const mail: FastifyPluginAsyncZod<{
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'devOutbox' | 'jwtSecret'>;
  transport?: MailTransport;
}> = async (app, { config, transport }) => {
  const mailer = transport ?? createMailTransport(app.db, config);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());

  // Development only: the latest e-mails, so a developer (or an end-to-end test) can follow a link:
  // an e-mail kept unsent shows its links, opened from their seal; nothing else shows a live secret.
  if (!config.devOutbox) return;
  const secretsKey = mailSecretsKey(config.jwtSecret);
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: the latest e-mails of mail_outbox (404 in production)',
        querystring: localeQuery.extend({
          to: safeText(320).optional().describe('Only the e-mails sent to this address'),
          limit: intParam(1, 100).default(20),
        }),
        response: { 200: z.array(outboxEntry), 400: errorEnvelope },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(mailOutbox)
        .where(request.query.to ? eq(mailOutbox.to, request.query.to.trim().toLowerCase()) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(request.query.limit);
      return rows.map(({ sealedSecrets, ...row }) => ({
        ...row,
        ...(sealedSecrets ? revealSecrets(row, unsealSecrets(secretsKey, sealedSecrets)) : {}),
        sentAt: row.sentAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
};

/** Registered without encapsulation: the other modules of the API use `app.mailer`. */
export const mailModule = fp(mail, { name: 'mail' });
