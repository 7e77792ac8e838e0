import { z } from 'zod';
import { errorEnvelope, intParam, localeQuery, safeText } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

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

export const mailEndpoints = defineEndpoints({
  listOutboxMails: {
    tags: ['dev'],
    summary: 'Development only: the latest e-mails of mail_outbox (404 in production)',
    query: localeQuery.extend({
      to: safeText(320).optional().describe('Only the e-mails sent to this address'),
      limit: intParam(1, 100).default(20),
    }),
    responses: { 200: z.array(outboxEntry), 400: errorEnvelope },
  },
});
