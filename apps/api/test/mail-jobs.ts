import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { rowsOf } from '../src/jobs/executors.js';

/** The e-mails queued for an address (pg-boss 'mail.send' jobs), their messages, in no set order. */
export const mailJobsTo = async (db: Db, email: string) =>
  rowsOf<{ data: { message: { subject: string; text: string } } }>(
    await db.execute(
      sql`select data from jobs.job where name = 'mail.send' and data->'message'->>'to' = ${email}`,
    ),
  ).map((r) => r.data.message);
