import { isLocale, type Locale } from '@consigne/domain';
import type { Tx } from '../../db/client.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { mailJob } from './jobs.js';
import type { RenderedMail } from './templates.js';

/**
 * Queues a customer's e-mail in the caller's transaction (the mail.send job: it exists only if the
 * transaction commits, and one worker of one instance sends it once). Written in the order's locale
 * (French when it is not one of the shop's).
 */
export async function queueCustomerMail(
  tx: Tx,
  { to, orderLocale, template }: { to: string; orderLocale: string; template: string },
  render: (locale: Locale) => RenderedMail,
): Promise<void> {
  const locale: Locale = isLocale(orderLocale) ? orderLocale : 'fr';
  await enqueueJob(tx, mailJob.name, { message: { to, ...render(locale), template, locale } });
}
