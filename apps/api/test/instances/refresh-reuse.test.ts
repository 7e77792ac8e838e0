// Across instances: two page loads renewing one session at once on two
// instances keep the shopper logged in; a replay after the reuse interval, or a logout, ends the login
// on every instance.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeInstances,
  seededDatabase,
  startInstances,
  type Instances,
  type TestDatabase,
} from '../instances.js';

const REUSE_SECONDS = 4;
const ROUNDS = 20;

interface Pair {
  token: string;
  refresh_token: string;
}

const post = (url: string, path: string, body: unknown) =>
  fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const renew = (url: string, pair: Pair) => post(url, '/token/refresh', { refresh_token: pair.refresh_token });
const userStatus = async (url: string, token: string) =>
  (await fetch(`${url}/api/user`, { headers: { authorization: `Bearer ${token}` } })).status;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeInstances('refresh rotation on two instances', () => {
  let database: TestDatabase;
  let instances: Instances;
  let a: string;
  let b: string;
  beforeAll(async () => {
    database = await seededDatabase();
    instances = await startInstances(2, {
      databaseUrl: database.url,
      env: { REFRESH_REUSE_SECONDS: String(REUSE_SECONDS) },
    });
    [a, b] = instances.urls as [string, string];
  }, 180_000);
  afterAll(async () => {
    await instances?.stop();
    await database?.drop();
  });

  const login = async () => {
    const res = await post(a, '/login_check', { username: 'demo@example.com', password: 'consigne-demo' });
    expect(res.status).toBe(200);
    return (await res.json()) as Pair;
  };

  it(`${ROUNDS} rounds of simultaneous renewals on both instances: always still logged in`, async () => {
    let current = await login();
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all([a, b].map((url) => renew(url, current)));
      expect(
        answers.map((res) => res.status),
        `round ${round}`,
      ).toEqual([200, 200]);
      const [fromA, fromB] = (await Promise.all(answers.map((res) => res.json()))) as [Pair, Pair];
      expect(fromA.refresh_token, `round ${round}`).toBe(fromB.refresh_token);
      const statuses = await Promise.all([userStatus(a, fromB.token), userStatus(b, fromA.token)]);
      expect(statuses, `round ${round}`).toEqual([200, 200]);
      current = fromA;
    }
    expect((await renew(b, current)).status).toBe(200);
  }, 120_000);

  it('a replay after the interval revokes the family on every instance', async () => {
    const first = await login();
    const second = (await (await renew(a, first)).json()) as Pair;
    await sleep(REUSE_SECONDS * 1000 + 500);
    const replay = await renew(b, first);
    expect(replay.status).toBe(401);
    expect((await renew(a, second)).status).toBe(401);
    expect(await userStatus(a, second.token)).toBe(401);
    expect(await userStatus(b, second.token)).toBe(401);
  }, 60_000);

  it('a logout on one instance ends the access token on the other at once', async () => {
    const pair = await login();
    expect(await userStatus(b, pair.token)).toBe(200);
    expect((await post(a, '/token/revoke', { refresh_token: pair.refresh_token })).status).toBe(204);
    expect(await userStatus(b, pair.token)).toBe(401);
  });
});
