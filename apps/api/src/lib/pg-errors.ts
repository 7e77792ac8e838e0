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
