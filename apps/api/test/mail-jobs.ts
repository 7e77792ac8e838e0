import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { rowsOf } from '../src/jobs/executors.js';

/**
 * The e-mails queued for an address, their messages, in no set order: pg-boss 'mail.send' jobs, and
 * the e-mail notifications written with their own e-mail (notify(): the failure's, a change's…).
 */
export const mailJobsTo = async (db: Db, email: string) => [
  ...rowsOf<{ data: { message: { subject: string; text: string } } }>(
    await db.execute(
      sql`select data from jobs.job where name = 'mail.send' and data->'message'->>'to' = ${email}`,
    ),
  ).map((r) => r.data.message),
  ...rowsOf<{ mail: { subject: string; text: string } }>(
    await db.execute(
      sql`select n.mail from notifications n join users u on u.id = n.user_id
          where u.email = ${email} and n.channel = 'email' and n.mail is not null`,
    ),
  ).map((r) => r.mail),
];
