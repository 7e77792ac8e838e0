import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app.js';
import { clientFaultOf } from './pg-errors.js';

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
