// Theft detection must leave no token of the family alive, however a rotation and
// the replay that revokes the family interleave. Only a server with several connections can race.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_SECRET, testApp } from '../../../test/app.js';
import { users } from '../../db/schema/index.js';
import { issueTokenPair } from './service.js';

const TRIALS = 200;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// No reuse interval: the second of two simultaneous uses of one token is a replay, as outside the interval.
const context = onPostgres ? await testApp({ REFRESH_REUSE_SECONDS: '0' }) : null;

describe.skipIf(!onPostgres)('refresh rotation against a replay, on PostgreSQL', () => {
  it(`after a detected replay no token of the family works (${TRIALS} races)`, async () => {
    const { app, db, config } = context!;
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@example.com'));
    const settings = {
      secret: new TextEncoder().encode(TEST_SECRET),
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      refreshReuseSeconds: 0,
    };
    const refresh = (refresh_token: string) =>
      app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token } });
    const survivors: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const login = await issueTokenPair(db, demo!.id, settings);
      const answers = await Promise.all([refresh(login.refresh_token), refresh(login.refresh_token)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
      const winner = answers.find((res) => res.statusCode === 200)!.json() as typeof login;
      const [again, user] = await Promise.all([
        refresh(winner.refresh_token),
        app.inject({ url: '/api/user', headers: { authorization: `Bearer ${winner.token}` } }),
      ]);
      if (again.statusCode !== 401 || user.statusCode !== 401)
        survivors.push(`trial ${trial}: refresh ${again.statusCode}, GET /api/user ${user.statusCode}`);
    }
    expect(survivors).toEqual([]);
  }, 300_000);
});
