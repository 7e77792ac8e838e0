import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp, TEST_SECRET } from '../../../test/app.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { fromPostgresUrl } from '../../db/client.js';
import { markShuttingDown } from '../../observability/lifecycle.js';
import { latestMigrationOfBuild } from './readiness.js';

const { app, db } = await testApp();

/** A readiness answer: ready and up, unless told otherwise. */
const readiness = (differences: Record<string, unknown> = {}) => ({
  status: 'ready',
  database: 'up',
  migrations: 'done',
  shuttingDown: false,
  ...differences,
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('are not ready while the database lacks this build’s last migration', async () => {
    const latest = latestMigrationOfBuild();
    await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${latest}`);
    const res = await app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(readiness({ status: 'not_ready', migrations: 'pending' }));
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored-by-test', ${latest})`,
    );
  });

  it('answer 200 when the process is up, the database migrated, and no shutdown started', async () => {
    const live = await app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual(readiness());
  });

  it('readiness answers 503 as soon as the graceful shutdown starts; liveness and /api/health stay 200', async () => {
    markShuttingDown(app);
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', database: 'up', shuttingDown: true });
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('readiness without a database', () => {
  // A PostgreSQL URL where nothing listens (this helper's port range): connection refused.
  const database = fromPostgresUrl('postgres://consigne@127.0.0.1:4749/consigne', 1);
  afterAll(() => database.close());

  it('is 503 "database down" while liveness stays 200', async () => {
    const config = loadConfig({ JWT_SECRET: TEST_SECRET, DATA_DIR: '/tmp/consigne-test-data' });
    const orphan = await buildApp({ database, config, logger: false, payments: null, jobs: false });
    await orphan.ready();
    try {
      const ready = await orphan.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual(
        readiness({ status: 'not_ready', database: 'down', migrations: 'unknown' }),
      );
      expect((await orphan.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await orphan.close();
    }
  });
});
