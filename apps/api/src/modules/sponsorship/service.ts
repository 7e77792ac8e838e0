import {
  canRemind,
  intlTag,
  isLocale,
  isSelfReferral,
  localDate,
  newSponsorshipCode,
  nextReminderAt,
  normalizeSponsorshipCode,
  SHOP_TIME_ZONE,
  SPONSORSHIP_DEFAULT_YEARLY_CAP,
  SPONSORSHIP_LINK_PARAM,
  SPONSORSHIP_REMINDER_INTERVAL_DAYS,
  SPONSORSHIP_REWARD_CENTS,
  zonedInstant,
  type Locale,
  toEuros,
  dateTimeFormat,
} from '@consigne/domain';
import { and, asc, eq, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { ReferralOutcome } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { pgErrorOf } from '../../lib/pg-errors.js';
import type { MailTransport } from '../mail/index.js';
import { addWalletEntry } from '../users/index.js';
import { sponsorshipMail, type SponsorshipMailKind } from './mail.js';

/** Pending invitations a sponsor may have at once. */
export const MAX_PENDING_INVITATIONS = 50;

/**
 * Rewards per sponsor and calendar year (SPONSORSHIP_YEARLY_CAP: a whole number, 0 = no reward;
 * default 10). Read when a reward is decided, so the driver's delivery needs no configuration passed.
 */
export function sponsorshipYearlyCap(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SPONSORSHIP_YEARLY_CAP;
  if (raw === undefined || raw === '') return SPONSORSHIP_DEFAULT_YEARLY_CAP;
  const n = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(n))
    throw new Error(`SPONSORSHIP_YEARLY_CAP must be a whole number (got ${JSON.stringify(raw)})`);
  return n;
}

const isUniqueViolation = (error: unknown) => pgErrorOf(error)?.code === '23505';

/** The customer's code, made on first use for an account that has none (seeded operators, tests). */
export async function ensureCode(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const [user] = await db
      .select({ code: t.users.referralCode, firstname: t.users.firstname })
      .from(t.users)
      .where(eq(t.users.id, userId));
    if (!user) throw new ApiError(404, 'userNotFound');
    if (user.code) return user.code;
    try {
      await db
        .update(t.users)
        .set({ referralCode: newSponsorshipCode(user.firstname, Math.random, attempt < 3 ? 4 : 6) })
        .where(and(eq(t.users.id, userId), isNull(t.users.referralCode)));
    } catch (error) {
      // Another customer has it: draw again (longer after a few collisions).
      if (!isUniqueViolation(error) || attempt > 8) throw error;
    }
  }
}

/** A new account's code, inside the registration's transaction (retried on a collision by savepoint). */
export async function assignNewCode(tx: Db, userId: number, firstname: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const code = newSponsorshipCode(firstname, Math.random, attempt < 3 ? 4 : 6);
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.update(t.users).set({ referralCode: code }).where(eq(t.users.id, userId));
      });
      return code;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt > 8) throw error;
    }
  }
}

/** The sponsor whose code this is (any case), or null. */
export async function sponsorOfCode(db: Db, typed: string): Promise<number | null> {
  const code = normalizeSponsorshipCode(typed);
  if (!code) return null;
  const [row] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.referralCode, code));
  return row?.id ?? null;
}

/** The share link: registration step 1 in the sponsor's language, the code pre-filled. */
export const shareLink = (publicUrl: string, locale: Locale, code: string) =>
  `${publicUrl}/${locale}/inscription/step1?${SPONSORSHIP_LINK_PARAM}=${encodeURIComponent(code)}`;

/**
 * At registration (in its transaction): the new customer becomes the godson of the code's owner, or,
 * without a code, of the first sponsor who invited their e-mail. Other sponsors' invitations of the
 * same e-mail are withdrawn: a customer is the godson of one sponsor.
 */
export async function attachGodson(
  tx: Db,
  godson: { id: number; email: string; locale: Locale },
  sponsorId: number | null,
  now = new Date(),
) {
  let sponsor = sponsorId;
  if (sponsor === null) {
    const [invitation] = await tx
      .select({ sponsorId: t.referrals.sponsorId })
      .from(t.referrals)
      .where(and(eq(t.referrals.email, godson.email), isNull(t.referrals.godsonId)))
      .orderBy(asc(t.referrals.createdAt), asc(t.referrals.id))
      .limit(1);
    sponsor = invitation?.sponsorId ?? null;
  }
  if (sponsor === null) return;
  await tx
    .insert(t.referrals)
    .values({
      sponsorId: sponsor,
      godsonId: godson.id,
      email: godson.email,
      locale: godson.locale,
      registeredAt: now,
    })
    .onConflictDoUpdate({
      target: [t.referrals.sponsorId, t.referrals.email],
      set: { godsonId: godson.id, locale: godson.locale, registeredAt: now },
    });
  await tx
    .delete(t.referrals)
    .where(
      and(
        eq(t.referrals.email, godson.email),
        isNull(t.referrals.godsonId),
        ne(t.referrals.sponsorId, sponsor),
      ),
    );
}

const displayName = (firstname: string, lastname: string) =>
  `${firstname} ${lastname ? `${lastname.slice(0, 1).toUpperCase()}.` : ''}`.trim();

/** GET /user/sponsorship: the code, the share link, the godsons (registered: active; invited: inactive). */
export async function sponsorshipOf(
  db: Db,
  userId: number,
  { publicUrl, locale, now = new Date() }: { publicUrl: string; locale: Locale; now?: Date },
) {
  const code = await ensureCode(db, userId);
  const rows = await db
    .select({
      referral: t.referrals,
      firstname: t.users.firstname,
      lastname: t.users.lastname,
      ordered: sql<boolean>`exists (select 1 from ${t.orders} where ${t.orders.userId} = ${t.referrals.godsonId} and ${t.isPlacedOrder()})`,
    })
    .from(t.referrals)
    .leftJoin(t.users, eq(t.users.id, t.referrals.godsonId))
    .where(eq(t.referrals.sponsorId, userId))
    .orderBy(sql`${t.referrals.createdAt} desc`, sql`${t.referrals.id} desc`);
  const godsons = rows.map(({ referral: r, firstname, lastname, ordered }) => {
    const next = nextReminderAt(r.remindedAt);
    return {
      id: r.id,
      active: r.godsonId !== null,
      // A registered godson shows as 'First L.'; an invitation as the e-mail the sponsor typed.
      name: firstname !== null ? displayName(firstname, lastname ?? '') : null,
      email: r.godsonId === null ? r.email : null,
      ordered: Boolean(ordered),
      rewarded: r.outcome === 'rewarded',
      createdAt: r.createdAt.toISOString(),
      reminded: r.remindedAt !== null,
      remindedAt: r.remindedAt?.toISOString() ?? null,
      canRemind: !ordered && canRemind(r.remindedAt, now),
      nextReminderAt: next && next > now ? next.toISOString() : null,
    };
  });
  // What the wallet history shows as sponsorship rewards.
  const [{ earned } = { earned: 0 }] = await db
    .select({ earned: sql<number>`coalesce(sum(${t.walletEntries.amountCents}), 0)::int` })
    .from(t.walletEntries)
    .where(and(eq(t.walletEntries.userId, userId), eq(t.walletEntries.reason, 'referral_reward')));
  return {
    code,
    link: shareLink(publicUrl, locale, code),
    reward: toEuros(SPONSORSHIP_REWARD_CENTS),
    yearlyCap: sponsorshipYearlyCap(),
    totalEarned: earned / 100,
    activeGodsons: godsons.filter((g) => g.active),
    inactiveGodsons: godsons.filter((g) => !g.active),
  };
}

async function sponsorName(db: Db, sponsorId: number) {
  const [sponsor] = await db
    .select({ firstname: t.users.firstname, lastname: t.users.lastname, email: t.users.email })
    .from(t.users)
    .where(eq(t.users.id, sponsorId));
  if (!sponsor) throw new ApiError(404, 'userNotFound');
  return { name: displayName(sponsor.firstname, sponsor.lastname), email: sponsor.email };
}

async function sendGodsonMail(
  mailer: MailTransport,
  to: string,
  locale: Locale,
  kind: SponsorshipMailKind,
  values: { sponsor: string; code: string; publicUrl: string },
) {
  const link =
    kind === 'reminderRegistered'
      ? `${values.publicUrl}/${locale}`
      : shareLink(values.publicUrl, locale, values.code);
  const mail = sponsorshipMail(locale, kind, { sponsor: values.sponsor, code: values.code, link });
  return mailer.send({ to, ...mail, template: `sponsorship-${kind}`, locale });
}

/**
 * POST /user/sponsorship/invitations: invites an e-mail (a pending godson) and sends the invitation
 * in the language the sponsor chose. Not one's own address, not an existing customer's, not twice.
 */
export async function invite(
  db: Db,
  mailer: MailTransport,
  sponsorId: number,
  { email, locale, publicUrl }: { email: string; locale: Locale; publicUrl: string },
) {
  const sponsor = await sponsorName(db, sponsorId);
  if (email === sponsor.email) throw new ApiError(409, 'sponsorshipOwnEmail');
  const [customer] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  if (customer) throw new ApiError(409, 'sponsorshipAlreadyCustomer');
  const code = await ensureCode(db, sponsorId);
  const id = await db.transaction(async (tx) => {
    // One sponsor's invitations are counted and added one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sponsorship:${sponsorId}`}))`);
    const [{ pending } = { pending: 0 }] = await tx
      .select({ pending: sql<number>`count(*)::int` })
      .from(t.referrals)
      .where(and(eq(t.referrals.sponsorId, sponsorId), isNull(t.referrals.godsonId)));
    if (pending >= MAX_PENDING_INVITATIONS)
      throw new ApiError(409, 'sponsorshipTooManyInvites', { max: String(MAX_PENDING_INVITATIONS) });
    const [row] = await tx
      .insert(t.referrals)
      .values({ sponsorId, email, locale })
      .onConflictDoNothing()
      .returning({ id: t.referrals.id });
    if (!row) throw new ApiError(409, 'sponsorshipAlreadyInvited');
    return row.id;
  });
  const sent = await sendGodsonMail(mailer, email, locale, 'invitation', {
    sponsor: sponsor.name,
    code,
    publicUrl,
  });
  if (sent.error) {
    await db.delete(t.referrals).where(eq(t.referrals.id, id));
    throw new ApiError(502, 'sponsorshipInviteFailed');
  }
  return id;
}

/**
 * POST /user/sponsorship/godsons/{id}/reminder: an e-mail in the godson's language, at most once per
 * godson per 7 days (a conditional update: two clicks at once send one e-mail). A godson who has
 * ordered needs no reminder. If the e-mail cannot be sent, the reminder is undone.
 */
export async function remind(
  db: Db,
  mailer: MailTransport,
  sponsorId: number,
  referralId: number,
  { publicUrl, requestLocale, now = new Date() }: { publicUrl: string; requestLocale: Locale; now?: Date },
) {
  const [row] = await db
    .select({
      referral: t.referrals,
      godsonLocale: t.users.locale,
      godsonEmail: t.users.email,
      ordered: sql<boolean>`exists (select 1 from ${t.orders} where ${t.orders.userId} = ${t.referrals.godsonId} and ${t.isPlacedOrder()})`,
    })
    .from(t.referrals)
    .leftJoin(t.users, eq(t.users.id, t.referrals.godsonId))
    .where(and(eq(t.referrals.id, referralId), eq(t.referrals.sponsorId, sponsorId)));
  // Another sponsor's godson is not found.
  if (!row) throw new ApiError(404, 'sponsorshipGodsonNotFound');
  if (row.ordered) throw new ApiError(409, 'sponsorshipAlreadyOrdered');
  const tooSoon = () => {
    const next = nextReminderAt(row.referral.remindedAt) ?? now;
    const date = dateTimeFormat(intlTag(requestLocale), {
      dateStyle: 'long',
      timeZone: SHOP_TIME_ZONE,
    }).format(next);
    return new ApiError(429, 'sponsorshipReminderTooSoon', { date });
  };
  if (!canRemind(row.referral.remindedAt, now)) throw tooSoon();
  const weekAgo = new Date(now.getTime() - SPONSORSHIP_REMINDER_INTERVAL_DAYS * 24 * 60 * 60 * 1000);
  const [claimed] = await db
    .update(t.referrals)
    .set({ remindedAt: now })
    .where(
      and(
        eq(t.referrals.id, referralId),
        or(isNull(t.referrals.remindedAt), lte(t.referrals.remindedAt, weekAgo)),
      ),
    )
    .returning({ id: t.referrals.id });
  if (!claimed) throw tooSoon();

  const registered = row.referral.godsonId !== null;
  const rawLocale = registered ? row.godsonLocale : row.referral.locale;
  const locale: Locale = isLocale(rawLocale) ? rawLocale : 'fr';
  const sponsor = await sponsorName(db, sponsorId);
  const sent = await sendGodsonMail(
    mailer,
    // A registered godson's current address (it may have changed since the invitation).
    row.godsonEmail ?? row.referral.email,
    locale,
    registered ? 'reminderRegistered' : 'reminderInvited',
    { sponsor: sponsor.name, code: await ensureCode(db, sponsorId), publicUrl },
  ).catch((error: unknown) => ({ error: String(error) }));
  if (sent.error) {
    await db
      .update(t.referrals)
      .set({ remindedAt: row.referral.remindedAt })
      .where(and(eq(t.referrals.id, referralId), eq(t.referrals.remindedAt, now)));
    throw new ApiError(502, 'sponsorshipReminderFailed');
  }
  return { remindedAt: now.toISOString(), nextReminderAt: nextReminderAt(now)!.toISOString() };
}

/** Calendar year of an instant in the shop's time zone, as [start, next start). */
function calendarYear(now: Date): [Date, Date] {
  const year = Number(localDate(now).slice(0, 4));
  return [zonedInstant(`${year}-01-01`, 0), zonedInstant(`${year + 1}-01-01`, 0)];
}

async function addressesOf(tx: Db, userId: number): Promise<string[]> {
  const own = await tx.select({ a: t.addresses }).from(t.addresses).where(eq(t.addresses.userId, userId));
  const delivered = await tx
    .selectDistinct({ address: t.orders.deliveryAddress })
    .from(t.orders)
    .where(and(eq(t.orders.userId, userId), eq(t.orders.deliveryType, 'address')));
  return [
    ...own.map(({ a }) => `${a.streetNumber} ${a.street}, ${a.postalCode} ${a.city}`),
    ...delivered.map((d) => d.address),
  ];
}

/**
 * At the delivery of a godson's order (in the driver's transaction): the first delivered order
 * decides the referral once — the sponsor's wallet gets 10 € ('referral_reward'), unless it is a
 * self-referral or the sponsor reached the yearly cap. Exactly once under concurrent deliveries:
 * the decision is a conditional update (decided_at is null), and one sponsor's decisions are
 * serialized (advisory lock) so the cap counts right.
 */
export async function rewardFirstDelivery(
  tx: Db,
  order: { id: number; userId: number; deliveryType: string; deliveryAddress: string },
  now = new Date(),
  yearlyCap = sponsorshipYearlyCap(),
): Promise<ReferralOutcome | null> {
  const [referral] = await tx
    .select({ id: t.referrals.id, sponsorId: t.referrals.sponsorId })
    .from(t.referrals)
    .where(and(eq(t.referrals.godsonId, order.userId), isNull(t.referrals.decidedAt)));
  if (!referral) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sponsorship:${referral.sponsorId}`}))`);
  const people = await tx
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(sql`${t.users.id} in (${referral.sponsorId}, ${order.userId})`);
  const email = (id: number) => people.find((p) => p.id === id)?.email ?? '';
  const self = isSelfReferral(
    { email: email(referral.sponsorId), addresses: await addressesOf(tx, referral.sponsorId) },
    { email: email(order.userId), addresses: await addressesOf(tx, order.userId) },
    order.deliveryType === 'address' ? order.deliveryAddress : null,
  );
  const [from, to] = calendarYear(now);
  const [{ rewarded } = { rewarded: 0 }] = await tx
    .select({ rewarded: sql<number>`count(*)::int` })
    .from(t.referrals)
    .where(
      and(
        eq(t.referrals.sponsorId, referral.sponsorId),
        eq(t.referrals.outcome, 'rewarded'),
        gte(t.referrals.decidedAt, from),
        lt(t.referrals.decidedAt, to),
      ),
    );
  const outcome: ReferralOutcome = self ? 'self_referral' : rewarded >= yearlyCap ? 'yearly_cap' : 'rewarded';
  const [decided] = await tx
    .update(t.referrals)
    .set({ decidedAt: now, outcome, rewardOrderId: order.id })
    .where(and(eq(t.referrals.id, referral.id), isNull(t.referrals.decidedAt)))
    .returning({ id: t.referrals.id });
  // Another delivery decided it meanwhile.
  if (!decided) return null;
  if (outcome === 'rewarded')
    await addWalletEntry(tx, referral.sponsorId, SPONSORSHIP_REWARD_CENTS, 'referral_reward');
  return outcome;
}
