/**
 * The retention of inactive customers (ADR 0050, docs/retention.md): a customer who has neither
 * logged in nor ordered for CUSTOMER_RETENTION_YEARS is told a month ahead, then their identity is
 * erased as an admin's erasure does it (name, e-mail, phone, addresses, entry codes, delivery photos),
 * while orders, invoices, credit notes and the ledgers stay for the ten years the law asks. Never a
 * customer the shop still owes something (wallet money, deposits not refunded) or has an order to
 * carry out: they stay until that is settled.
 */
import { dateTimeFormat, intlTag, SHOP_TIME_ZONE, type Locale } from '@consigne/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { erasureBlocker, eraseIdentity } from '../admin/orders/index.js';
import {
  BRAND,
  buttonLink,
  closingText,
  frame,
  mailTranslator,
  paragraph,
  queueCustomerMail,
  type RenderedMail,
  signature,
} from '../mail/index.js';
import { pendingDepositsSql } from '../users/index.js';

/** How long before the anonymisation the customer is told: a month, time to log in once. */
const WARNING_DAYS = 30;

/** Customers handled per phase and run: a night's run stays short; the rest goes the next night. */
const BATCH = 500;

/**
 * The account's last sign of life: its creation, its last login or session renewal, its last order.
 * Over the users row `u` of the statement.
 */
const lastActivity = sql`greatest(
  ${t.users.createdAt},
  coalesce(${t.users.lastLoginAt}, ${t.users.createdAt}),
  coalesce((select max(o.placed_at) from ${t.orders} o where o.user_id = ${t.users.id}), ${t.users.createdAt})
)`;

/**
 * The shop still owes the customer something or must still reach them: an order neither delivered,
 * failed nor cancelled, money in the wallet, deposits not refunded (the erasure's own refusals).
 */
const owed = sql`(
  exists (select 1 from ${t.orders} o where o.user_id = ${t.users.id}
    and o.status not in ('delivered', 'delivery_failed', 'cancelled'))
  or (select coalesce(sum(w.amount_cents), 0) from ${t.walletEntries} w where w.user_id = ${t.users.id}) > 0
  or ${pendingDepositsSql(t.users.id)} > 0
)`;

/** A customer account still holding an identity (staff accounts are never retired here). */
const livingCustomer = and(eq(t.users.role, 'customer'), sql`${t.users.erasedAt} is null`);

/** Inactive for `years` less `days` (0: the full term). */
const inactiveFor = (years: number, days = 0) =>
  sql`${lastActivity} < now() - make_interval(years => ${years}) + make_interval(days => ${days})`;

/** Told, and nothing happened since: the warning still holds. */
const warnedSinceActivity = sql`${t.users.retentionWarnedAt} is not null and ${t.users.retentionWarnedAt} > ${lastActivity}`;

/** Due a warning: a month from the term, not yet told since the last sign of life. */
const dueWarning = (years: number) =>
  and(livingCustomer, inactiveFor(years, WARNING_DAYS), sql`not (${warnedSinceActivity})`, sql`not ${owed}`);

/** Due the anonymisation: past the term, told at least a month ago, and nothing since. */
const dueAnonymisation = (years: number) =>
  and(
    livingCustomer,
    inactiveFor(years),
    warnedSinceActivity,
    sql`${t.users.retentionWarnedAt} <= now() - make_interval(days => ${WARNING_DAYS})`,
    sql`not ${owed}`,
  );

async function candidates(db: Db, due: SQL | undefined): Promise<number[]> {
  const rows = await db.select({ id: t.users.id }).from(t.users).where(due).orderBy(t.users.id).limit(BATCH);
  return rows.map((r) => r.id);
}

/**
 * The customer's row, locked (FOR UPDATE: an order, a login's renewal or an admin's erasure of the
 * same customer waits), if it still matches `due` once locked. Checked again under the lock because
 * another instance, or the customer, may have acted between the candidates' read and now.
 */
async function lockedIfStillDue(tx: Tx, userId: number, due: SQL | undefined) {
  await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('update');
  const [row] = await tx
    .select({
      email: t.users.email,
      firstname: t.users.firstname,
      locale: t.users.locale,
      deadline: sql<string>`(now() + make_interval(days => ${WARNING_DAYS}))::text`,
    })
    .from(t.users)
    .where(and(eq(t.users.id, userId), due));
  return row ?? null;
}

interface RetentionMailData {
  firstname: string;
  years: number;
  /** The day the identity goes. */
  date: Date;
  link: string;
}

/** The e-mail telling a customer their unused account will be anonymised, and how to keep it. */
export function retentionWarningMail(locale: Locale, data: RetentionMailData): RenderedMail {
  const m = mailTranslator(locale);
  const date = dateTimeFormat(intlTag(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }).format(data.date);
  const greeting = data.firstname
    ? m('mail.greeting', { firstname: data.firstname })
    : m('mail.greetingAnonymous');
  const intro = m('mail.retention.intro', { years: data.years, date });
  const keep = m('mail.retention.keep');
  const invoices = m('mail.retention.invoices');
  const text = [greeting, '', intro, '', keep, '', data.link, '', invoices, ...closingText(m)].join('\n');
  const body = [
    paragraph(greeting, 'font-weight:600;'),
    paragraph(intro),
    paragraph(keep),
    buttonLink(data.link, m('mail.retention.button')),
    paragraph(invoices, `color:${BRAND.inkSoft};font-size:14px;`),
    signature(m),
  ].join('\n');
  return {
    subject: m('mail.retention.subject', { date }),
    text,
    html: frame(locale, { preheader: intro, body, footer: m('mail.footer') }),
  };
}

interface InactiveCustomersOptions {
  /** CUSTOMER_RETENTION_YEARS. */
  years: number;
  /** The shop's public origin, for the e-mail's login link. */
  publicUrl: string;
}

/**
 * One run: warns the customers a month from the term, then anonymises those told a month ago who
 * stayed away. Each customer in their own transaction under their row lock, checked again there:
 * two instances running at once, or a customer ordering meanwhile, never erase the wrong account, and
 * a run cut short leaves each account either done or untouched. Idempotent (a customer told is not
 * told again until they come back; an erased one is no candidate). The e-mail is queued in the
 * transaction that records the warning (the mail.send job: sent once, and only if it committed).
 */
export async function retireInactiveCustomers(db: Db, { years, publicUrl }: InactiveCustomersOptions) {
  let warned = 0;
  for (const userId of await candidates(db, dueWarning(years))) {
    const told = await db.transaction(async (tx) => {
      const row = await lockedIfStillDue(tx, userId, dueWarning(years));
      if (!row) return false;
      await tx
        .update(t.users)
        .set({ retentionWarnedAt: sql`now()` })
        .where(eq(t.users.id, userId));
      const date = new Date(row.deadline);
      await queueCustomerMail(
        tx,
        { to: row.email, orderLocale: row.locale, template: 'retention-warning' },
        (locale) =>
          retentionWarningMail(locale, {
            firstname: row.firstname,
            years,
            date,
            link: `${publicUrl}/${locale}/login`,
          }),
      );
      return true;
    });
    if (told) warned++;
  }

  let anonymised = 0;
  for (const userId of await candidates(db, dueAnonymisation(years))) {
    const done = await db.transaction(async (tx) => {
      const row = await lockedIfStillDue(tx, userId, dueAnonymisation(years));
      // The erasure's own rule, read under the same lock, has the last word.
      if (!row || (await erasureBlocker(tx, userId))) return false;
      await eraseIdentity(tx, userId, row.email);
      return true;
    });
    if (done) anonymised++;
  }
  return { inactiveWarned: warned, inactiveAnonymised: anonymised };
}
