import { desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { mailOutbox } from '../../db/schema/index.js';
import { mailSecretsKey, revealSecrets, unsealSecrets } from './secrets.js';
import { createMailTransport, type MailTransport } from './transport.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail transport chosen at start-up (mail_outbox only, or SMTP + mail_outbox). */
    mailer: MailTransport;
  }
}

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
  route(app, endpoints.listOutboxMails, async (request) => {
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
  });
};

/** Registered without encapsulation: the other modules of the API use `app.mailer`. */
export const mailModule = fp(mail, { name: 'mail' });
