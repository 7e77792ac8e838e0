import { afterAll, describe, expect, it, vi } from 'vitest';
import { emptyPglite } from '../../test/app.js';
import { fromPglite } from './client.js';
import { defineStatement, literal, runPrepared } from './prepared.js';

// Created (and its WebAssembly started) before the tests, whose timeouts it would eat under load.
const pglite = await emptyPglite();
const { db } = fromPglite(pglite);
afterAll(() => pglite.close());

const ECHO = defineStatement('test_echo', 'select $1::integer + 1 as n, $2::text as s', 'integer, text');
const preparedNames = async () =>
  (await pglite.query<{ name: string }>('select name from pg_prepared_statements')).rows.map((r) => r.name);

describe('runPrepared on PGlite', () => {
  it('prepares a statement once per session, then only executes it', async () => {
    const exec = vi.spyOn(pglite, 'exec');
    expect(await runPrepared(db, ECHO, [1, 'a'])).toEqual([{ n: 2, s: 'a' }]);
    expect(await runPrepared(db, ECHO, [41, 'b'])).toEqual([{ n: 42, s: 'b' }]);
    const prepares = exec.mock.calls.filter(([text]) => text.startsWith('prepare '));
    expect(prepares).toHaveLength(1);
    expect(await preparedNames()).toEqual([ECHO.name]);
    exec.mockRestore();
  });

  it('prepares again after the session lost its statements (DEALLOCATE)', async () => {
    await runPrepared(db, ECHO, [1, 'a']);
    await pglite.exec('deallocate all');
    expect(await preparedNames()).toEqual([]);
    expect(await runPrepared(db, ECHO, [2, 'c'])).toEqual([{ n: 3, s: 'c' }]);
    expect(await preparedNames()).toEqual([ECHO.name]);
  });

  it('passes strings as literals, quotes and backslashes included', async () => {
    for (const s of ["l'eau", 'a\\b', "\\'; drop table x; --", 'é €'])
      expect((await runPrepared<{ s: string }>(db, ECHO, [0, s]))[0]!.s).toBe(s);
  });

  it('runs the plain text with bind parameters inside a transaction', async () => {
    const rows = await db.transaction((tx) => runPrepared(tx, ECHO, [9, "x'y"]));
    expect(rows).toEqual([{ n: 10, s: "x'y" }]);
  });
});

describe('defineStatement', () => {
  it('names a statement after its text, so another version never runs under its name', () => {
    const other = defineStatement('test_echo', `${ECHO.text} `, ECHO.types);
    expect(other.name).not.toBe(ECHO.name);
    expect(defineStatement('test_echo', ECHO.text, ECHO.types).name).toBe(ECHO.name);
  });

  it('refuses a number that is not a safe integer as a literal', () => {
    expect(() => literal(1.5)).toThrow();
    expect(literal(-3)).toBe('-3');
  });
});
