/**
 * The PostgreSQL error behind a driver error: drizzle wraps it in `cause`; PGlite and postgres-js
 * both expose the SQLSTATE `code`, the constraint name and the message.
 */
export function pgErrorOf(
  error: unknown,
): { code: string; constraint: string | undefined; message: string } | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const r = e as Record<string, unknown>;
    if (typeof r.code === 'string' && /^[0-9A-Z]{5}$/.test(r.code)) {
      const constraint = r.constraint ?? r.constraint_name;
      return {
        code: r.code,
        constraint: typeof constraint === 'string' ? constraint : undefined,
        message: String(r.message ?? ''),
      };
    }
    e = r.cause;
  }
  return null;
}

/**
 * Defence in depth behind the request schemas: a PostgreSQL refusal caused by what the client sent
 * is a 4xx, never a 500. Class 22 (data exception: invalid text representation 22P02, numeric out
 * of range 22003, NUL or invalid byte sequence 22021, value too long 22001…) is a 400; a foreign key
 * to a row that does not exist (any more) a 404, one still referenced or a duplicate a 409. Null for
 * anything else, which stays a 500.
 */
export function clientFaultOf(
  error: unknown,
): { status: 400 | 404 | 409; key: 'invalidValue' | 'notFound' | 'conflict'; code: string } | null {
  const pg = pgErrorOf(error);
  if (!pg) return null;
  if (pg.code.startsWith('22')) return { status: 400, key: 'invalidValue', code: pg.code };
  if (pg.code === '23503' && /^insert or update/i.test(pg.message)) {
    return { status: 404, key: 'notFound', code: pg.code };
  }
  if (pg.code === '23503' || pg.code === '23505') return { status: 409, key: 'conflict', code: pg.code };
  return null;
}
