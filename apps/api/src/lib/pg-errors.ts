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

/** Codes of a database that cannot be reached: the socket's, and postgres-js's own. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
]);

/**
 * The database is out of reach (down, restarting, refusing connections), as opposed to refusing a
 * statement: the socket's and the driver's connection errors, SQLSTATE class 08 (connection
 * exception), 57P01–57P03 (shut down, crashed, not accepting connections yet), 53300 (too many
 * connections), and an embedded database already closed. The request is nobody's fault: a 503 the
 * client may retry, never a 500, and never an answer about the caller (a 401).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const r = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof r.code === 'string') {
      if (UNREACHABLE.has(r.code) || r.code.startsWith('08') || /^57P0[123]$/.test(r.code)) return true;
      if (r.code === '53300') return true;
    }
    if (r.message === 'PGlite is closed') return true;
    e = r.cause;
  }
  return false;
}
