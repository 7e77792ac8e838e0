import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { emptyPglite, testApp } from '../../test/app.js';
import { clientFaultOf, isDatabaseUnavailable } from './pg-errors.js';

const { db } = await testApp();

/** The error the database raises for `statement`. */
async function refusal(statement: ReturnType<typeof sql>) {
  try {
    await db.execute(statement);
  } catch (error) {
    return error;
  }
  throw new Error('the statement succeeded');
}

describe('clientFaultOf: database refusals of client input are 4xx, not 500', () => {
  it('a data exception (class 22) is a 400', async () => {
    for (const statement of [
      sql`select ${'2147483648'}::int`, // 22003 numeric out of range
      sql`select ${'abc'}::int`, // 22P02 invalid text representation
      sql`select ${'a\u0000b'}::text`, // 22021 NUL
    ]) {
      expect(clientFaultOf(await refusal(statement))).toMatchObject({ status: 400, key: 'invalidValue' });
    }
  });

  it('a foreign key to a missing row is a 404, a duplicate a 409', async () => {
    const missingUser = sql`insert into addresses (user_id, name, street_number, street, postal_code, city)
      values (2147483647, 'x', '1', 'x', '59000', 'Lille')`;
    expect(clientFaultOf(await refusal(missingUser))).toMatchObject({ status: 404, key: 'notFound' });
    const duplicate = sql`insert into users (email, password_hash, firstname, lastname)
      select email, 'x', 'x', 'x' from users limit 1`;
    expect(clientFaultOf(await refusal(duplicate))).toMatchObject({ status: 409, key: 'conflict' });
  });

  it('anything else stays a 500', async () => {
    expect(clientFaultOf(await refusal(sql`select * from no_such_table`))).toBeNull();
    expect(clientFaultOf(new Error('boom'))).toBeNull();
  });
});

describe('isDatabaseUnavailable: a database out of reach is an outage (503), not a refusal', () => {
  it('a server that refuses connections, an embedded database closed', async () => {
    // Nothing listens on port 1: the driver's real connection error.
    const unreachable = postgres('postgres://consigne@127.0.0.1:1/consigne', {
      max: 1,
      onnotice: () => undefined,
    });
    const refused: unknown = await unreachable`select 1`.catch((error: unknown) => error);
    await unreachable.end();
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const closed = await emptyPglite();
    await closed.close();
    expect(isDatabaseUnavailable(await closed.query('select 1').catch((error: unknown) => error))).toBe(true);
  });

  it('a statement the database refuses, or a bug, is none', async () => {
    expect(isDatabaseUnavailable(await refusal(sql`select ${'abc'}::int`))).toBe(false);
    expect(isDatabaseUnavailable(await refusal(sql`select * from no_such_table`))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
