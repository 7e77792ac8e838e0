import type postgres from 'postgres';

type Scope = (sql: postgres.TransactionSql) => unknown;

/**
 * postgres.js's own `begin()` sends BEGIN on whichever connection its pool hands out, pipelined behind
 * the statements already queued there when every connection is busy. It marks that connection as the
 * transaction's only once BEGIN is written, and skips that when BEGIN is the statement that fills the
 * connection's pipeline (`max_pipeline`, 100): the transaction then fails on its BEGIN with
 * "UNSAFE_TRANSACTION: Only use sql.begin, sql.reserved or max: 1" (postgres.js 3.4.9, its issues 823
 * and 1189, not fixed in a release). A burst of requests on a pool whose other connections hold
 * transactions gets there: 400 checkouts on 10 connections, a few of them answered 500.
 *
 * Here a transaction first reserves a connection of its own (`reserve()` takes one as soon as it is
 * idle; nothing else is sent on it until it is given back), then sends BEGIN, its statements and
 * COMMIT or ROLLBACK on it. Drizzle's transactions (and its migrator's) call `begin()` and, nested,
 * `savepoint()`: both keep postgres.js's meaning, a failed statement included — the transaction is
 * rolled back and throws it even if the code inside caught it, and a later statement's "current
 * transaction is aborted" gives way to the statement that failed first.
 */
export function withReservedTransactions(client: postgres.Sql): postgres.Sql {
  // reserve() on an ended pool would wait for ever: a statement is refused there, and so is this.
  let ended = false;
  const end = client.end.bind(client);
  async function begin(optionsOrScope: string | Scope, maybeScope?: Scope): Promise<unknown> {
    const [options, scope] =
      typeof optionsOrScope === 'function' ? ['', optionsOrScope] : [optionsOrScope, maybeScope!];
    if (ended)
      throw Object.assign(new Error('write CONNECTION_ENDED (the pool was ended)'), {
        code: 'CONNECTION_ENDED',
      });
    const connection = await client.reserve();
    try {
      // The same guard as postgres.js: only words (isolation level, read only…) after BEGIN.
      await connection.unsafe(`begin ${options.replace(/[^a-z ]/gi, '')}`);
      const result = await inScope(connection, scope, {
        rollback: () => connection.unsafe('rollback'),
        release: () => connection.unsafe('commit'),
      });
      return result;
    } finally {
      connection.release();
    }
  }
  return Object.assign(client, {
    begin,
    end: (options?: { timeout?: number }) => {
      ended = true;
      return end(options);
    },
  }) as postgres.Sql;
}

/**
 * Runs `scope` with a `sql` of its own on the reserved connection: it keeps the first statement of
 * the scope that failed, as postgres.js's scopes do, and nests savepoints (scopes of their own).
 */
async function inScope(
  connection: postgres.ReservedSql,
  scope: Scope,
  end: { rollback: () => Promise<unknown>; release: () => Promise<unknown> },
): Promise<unknown> {
  let failed: unknown;
  // Drizzle sends every statement through unsafe(): its failure is noted (the caller still gets it).
  // Noting it runs the query now rather than when awaited, so the tagged form (whose result may be a
  // fragment of another statement) is passed through as it is.
  const track = <Q extends Promise<unknown>>(query: Q): Q => {
    query.catch((error: unknown) => (failed ??= error));
    return query;
  };
  let savepoints = 0;
  const sql = Object.assign((...args: Parameters<postgres.ReservedSql>) => connection(...args), connection, {
    unsafe: (...args: Parameters<postgres.ReservedSql['unsafe']>) => track(connection.unsafe(...args)),
    savepoint: (nameOrScope: string | Scope, maybeScope?: Scope) => {
      const [label, inner] =
        typeof nameOrScope === 'function' ? ['', nameOrScope] : [nameOrScope, maybeScope!];
      return savepoint(`s${savepoints++}${label ? `_${label.replace(/\W/g, '')}` : ''}`, inner);
    },
  }) as unknown as postgres.TransactionSql;

  async function savepoint(name: string, inner: Scope): Promise<unknown> {
    await connection.unsafe(`savepoint ${name}`);
    return inScope(connection, inner, {
      rollback: () => connection.unsafe(`rollback to savepoint ${name}`),
      release: () => connection.unsafe(`release savepoint ${name}`),
    });
  }

  let result: unknown;
  try {
    result = await scope(sql);
    if (failed) throw failed;
  } catch (error) {
    await end.rollback();
    const aborted = (error as { code?: string }).code === '25P02';
    throw aborted && failed ? failed : error;
  }
  await end.release();
  return result;
}
