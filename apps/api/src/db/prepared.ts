import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * A statement run by name (see runPrepared): its text over $1, $2…, the parameter types it is
 * prepared under, and a name that changes with its text, so a session never runs another version's
 * statement. Why the cart runs prepared raw SQL: docs/adr/0003-cart-raw-sql-and-prepared-statements.md.
 */
export interface PreparedStatement {
  name: string;
  text: string;
  types: string;
}

export const defineStatement = (key: string, text: string, types: string): PreparedStatement => ({
  name: `consigne_${key}_${createHash('sha256').update(text).digest('hex').slice(0, 12)}`,
  text,
  types,
});

/** The statements prepared on each PGlite session (one database, one session), by name. */
const prepared = new WeakMap<PGlite, Map<string, Promise<void>>>();

/** postgres.js's client (drizzle's `$client` on a PostgreSQL server). */
interface PostgresJsClient {
  unsafe(text: string, args: (number | string)[], options: { prepare: boolean }): Promise<unknown[]>;
}
const isPostgresJs = (client: unknown): client is PostgresJsClient =>
  typeof client === 'function' && typeof (client as Partial<PostgresJsClient>).unsafe === 'function';

/** A SQL literal, as PostgreSQL's quote_literal() writes it. */
export const literal = (value: string | number) => {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
    return String(value);
  }
  const quoted = `'${value.replaceAll("'", "''")}'`;
  return value.includes('\\') ? `E${quoted.replaceAll('\\', '\\\\')}` : quoted;
};

const errorCode = (error: unknown) => (error as { code?: string }).code;

/**
 * PGlite: PREPARE once per session, then EXECUTE with literal arguments (EXECUTE takes no bind
 * parameters). One statement, its arguments quoted: run with the simple protocol (one round trip,
 * where query() makes two: parse and describe, then bind and execute).
 */
async function runOnPglite<Row>(client: PGlite, statement: PreparedStatement, args: (number | string)[]) {
  let statements = prepared.get(client);
  if (!statements) prepared.set(client, (statements = new Map()));
  const session = statements;
  const prepare = () => {
    const done = client.exec(`prepare ${statement.name}(${statement.types}) as ${statement.text}`).then(
      () => undefined,
      (error: unknown) => {
        // Already prepared on this session by another copy of this module: the name follows the text.
        if (errorCode(error) === '42P05') return;
        session.delete(statement.name);
        throw error;
      },
    );
    session.set(statement.name, done);
    return done;
  };
  const execute = async () => {
    const [result] = await client.exec(`execute ${statement.name}(${args.map(literal).join(', ')})`);
    return (result?.rows ?? []) as Row[];
  };
  await (session.get(statement.name) ?? prepare());
  try {
    return await execute();
  } catch (error) {
    // The session lost its prepared statements (DEALLOCATE, DISCARD): prepare again, once.
    if (errorCode(error) !== '26000') throw error;
    await prepare();
    return execute();
  }
}

/**
 * Runs a statement with its arguments ($1, $2…). Embedded PGlite plans every statement again, in
 * WebAssembly, and planning joins costs far more than running them (≈1–5 ms against ≈0.2 ms): there
 * the statement is prepared once per session. On a PostgreSQL server postgres.js prepares it as a
 * named statement on each pooled connection (protocol-level, which PgBouncer ≥ 1.21 also supports in
 * transaction mode). Inside a transaction (no `$client`) the plain text is run with bind parameters.
 */
export async function runPrepared<Row>(
  db: Db,
  statement: PreparedStatement,
  args: (number | string)[],
): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return runOnPglite<Row>(client, statement, args);
  if (isPostgresJs(client)) return (await client.unsafe(statement.text, args, { prepare: true })) as Row[];
  // The same text with bind parameters: $n becomes the n-th argument.
  const chunks = statement.text.split(/\$(\d+)\b/);
  const result = await db.execute(
    sql.join(chunks.map((chunk, i) => (i % 2 ? sql`${args[Number(chunk) - 1]}` : sql.raw(chunk)))),
  );
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
