import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from './app.js';

describe('testApp made inside a test', () => {
  let made: Awaited<ReturnType<typeof testApp>> | undefined;

  it('answers during that test', async () => {
    made = await testApp();
    expect((await made.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('is closed once that test ended (its job workers stopped, its database closed)', async () => {
    await expect(made!.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
