import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, testApp } from '../../../test/app.js';
import { LILLE_ADDRESS } from '../../../test/registration.js';
import {
  notifications,
  passwordResetTokens,
  refreshTokenFamilies,
  refreshTokens,
  registrationRequests,
  users,
} from '../../db/schema/index.js';
import { QUEUES, rowsOf } from '../../jobs/index.js';
import { purgeExpiredRecords } from './index.js';

const { app, db } = await testApp();
let counter = 0;
const email = () => `retention-${Date.now()}-${++counter}@example.com`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function askRegistration(address: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      address: LILLE_ADDRESS,
      houseType: 'house',
      firstname: 'Léa',
      lastname: 'Dubois',
      phone: '06 12 34 56 78',
      email: address,
      password: 'verre-consigné-2026',
      isAdult: true,
    },
  });
  expect(res.statusCode).toBe(202);
}

describe('the nightly purge of lapsed personal data and credentials', () => {
  it('deletes registrations never confirmed a day after their link lapsed, and keeps the live ones', async () => {
    const [lapsed, recent, live] = [email(), email(), email()];
    for (const address of [lapsed, recent, live]) await askRegistration(address);
    await db
      .update(registrationRequests)
      .set({ expiresAt: daysAgo(3) })
      .where(eq(registrationRequests.email, lapsed));
    // Lapsed an hour ago: kept one more day for support questions.
    await db
      .update(registrationRequests)
      .set({ expiresAt: new Date(Date.now() - 3_600_000) })
      .where(eq(registrationRequests.email, recent));

    const purged = await purgeExpiredRecords(db);

    const left = await db
      .select({ email: registrationRequests.email })
      .from(registrationRequests)
      .where(inArray(registrationRequests.email, [lapsed, recent, live]));
    expect(left.map((r) => r.email).sort()).toEqual([recent, live].sort());
    expect(purged.registrations).toBeGreaterThanOrEqual(1);
  });

  it('deletes reset links used or lapsed over a day ago, never a live unused one', async () => {
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@example.com'));
    const rows = await db
      .insert(passwordResetTokens)
      .values([
        { userId: demo!.id, tokenHash: `lapsed-${email()}`, expiresAt: daysAgo(2) },
        { userId: demo!.id, tokenHash: `used-${email()}`, expiresAt: daysAgo(2), usedAt: daysAgo(2) },
        { userId: demo!.id, tokenHash: `live-${email()}`, expiresAt: new Date(Date.now() + 3_600_000) },
        {
          userId: demo!.id,
          tokenHash: `just-used-${email()}`,
          expiresAt: new Date(Date.now() + 3_600_000),
          usedAt: new Date(),
        },
      ])
      .returning({ id: passwordResetTokens.id, tokenHash: passwordResetTokens.tokenHash });

    await purgeExpiredRecords(db);

    const left = await db
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(
        inArray(
          passwordResetTokens.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.tokenHash.split('-retention')[0]).sort()).toEqual(['just-used', 'live']);
  });

  it('ends a login whose refresh tokens all lapsed, and leaves a live login working', async () => {
    const lapsed = await loginAs(app);
    const live = await loginAs(app);
    const familyOf = async (token: string) => {
      const refresh = (
        await app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token: token } })
      ).json() as { refresh_token: string };
      return refresh.refresh_token;
    };
    // The lapsed login (the older of the two): every token of its family expired two days ago.
    const families = await db
      .select({ id: refreshTokenFamilies.id })
      .from(refreshTokenFamilies)
      .orderBy(sql`created_at desc`)
      .limit(2);
    const [liveFamily, lapsedFamily] = families.map((f) => f.id);
    await db
      .update(refreshTokens)
      .set({ expiresAt: daysAgo(2) })
      .where(eq(refreshTokens.familyId, lapsedFamily!));
    await db
      .update(refreshTokenFamilies)
      .set({ createdAt: daysAgo(40) })
      .where(eq(refreshTokenFamilies.id, lapsedFamily!));

    await purgeExpiredRecords(db);

    const familiesLeft = await db
      .select({ id: refreshTokenFamilies.id })
      .from(refreshTokenFamilies)
      .where(inArray(refreshTokenFamilies.id, [liveFamily!, lapsedFamily!]));
    expect(familiesLeft.map((f) => f.id)).toEqual([liveFamily]);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.familyId, lapsedFamily!))).toEqual(
      [],
    );
    // The live login still renews; the lapsed one is refused as before.
    expect((await familyOf(live.refresh_token)).length).toBeGreaterThan(20);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: lapsed.refresh_token },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('deletes notifications a quarter after they were settled, never one still to send', async () => {
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@example.com'));
    const subject = `retention:${email()}`;
    const old = daysAgo(91);
    const rows = await db
      .insert(notifications)
      .values([
        {
          userId: demo!.id,
          event: 'delivered',
          subject,
          channel: 'email',
          locale: 'fr',
          status: 'sent',
          sentAt: old,
          createdAt: old,
        },
        {
          userId: demo!.id,
          event: 'delivered',
          subject,
          channel: 'sms',
          locale: 'fr',
          status: 'failed',
          createdAt: old,
        },
        {
          userId: demo!.id,
          event: 'delivered',
          subject,
          channel: 'push',
          locale: 'fr',
          status: 'pending',
          createdAt: old,
        },
        {
          userId: demo!.id,
          event: 'deliveryFailed',
          subject,
          channel: 'email',
          locale: 'fr',
          status: 'sent',
          sentAt: daysAgo(10),
          createdAt: daysAgo(10),
        },
      ])
      .returning({ id: notifications.id });

    await purgeExpiredRecords(db);

    const left = await db
      .select({ channel: notifications.channel, status: notifications.status })
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left).toEqual([
      { channel: 'push', status: 'pending' },
      { channel: 'email', status: 'sent' },
    ]);
  });

  it('runs as the nightly job retention.purge, which reports what it deleted', async () => {
    const schedules = rowsOf<{ cron: string }>(
      await db.execute(sql`select cron from jobs.schedule where name = ${QUEUES.retention}`),
    );
    expect(schedules).toEqual([{ cron: '40 3 * * *' }]);
    const id = await app.jobs.send(QUEUES.retention, { source: 'cron' });
    await app.jobs.drain();
    const [job] = rowsOf<{ state: string; output: Record<string, number> }>(
      await db.execute(sql`select state, output from jobs.job where id = ${id}`),
    );
    expect(job!.state).toBe('completed');
    expect(Object.keys(job!.output).sort()).toEqual([
      'inactiveAnonymised',
      'inactiveWarned',
      'notifications',
      'refreshTokens',
      'registrations',
      'resetLinks',
      'sessions',
    ]);
  });
});
