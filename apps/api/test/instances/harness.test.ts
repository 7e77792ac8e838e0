import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeInstances,
  seededDatabase,
  startInstances,
  type Instances,
  type TestDatabase,
} from '../instances.js';

describeInstances('two instances on one database', () => {
  let database: TestDatabase;
  let instances: Instances;
  beforeAll(async () => {
    database = await seededDatabase();
    instances = await startInstances(2, { databaseUrl: database.url });
  }, 180_000);
  afterAll(async () => {
    await instances?.stop();
    await database?.drop();
  });

  it('a login made on one instance is honoured by the other', async () => {
    const [first, second] = instances.urls as [string, string];
    const login = await fetch(`${first}/api/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo@example.com', password: 'consigne-demo' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const user = await fetch(`${second}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { firstname: string }).firstname).toBeTruthy();
  });
});
