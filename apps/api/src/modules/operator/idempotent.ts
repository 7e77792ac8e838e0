/**
 * A driver's action sent again under the same Idempotency-Key (the offline queue of the driver's
 * phone replays it, two phones may replay it at once): answered with the first answer, applied once.
 * Lock: a transaction advisory lock on (user, key), taken before the stored answer is read, so a
 * second replay waits for the first to commit and then finds its answer. Only a success is stored: a
 * refusal (409, 404…) applied nothing, and the replay is judged again. Undo: none.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { requestHash, storeAnswer, storedAnswer } from '../orders/index.js';

export interface IdempotentCall {
  userId: number;
  /** The Idempotency-Key header; absent: the action is applied as before, with no replay cache. */
  key: string | undefined;
  /** The operation and its input: the same key with another one is a 422 (idempotencyKeyReused). */
  request: unknown;
}

export async function idempotent<T>(
  db: Db,
  { userId, key, request }: IdempotentCall,
  apply: (db: Db) => Promise<T>,
): Promise<T> {
  if (key === undefined) return apply(db);
  const hash = requestHash(request);
  return db.transaction(async (tx: Tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`idempotency:${userId}:${key}`}))`);
    const replay = await storedAnswer<T>(tx, userId, key, hash);
    if (replay) return replay.body;
    // The action's own transaction becomes a savepoint of this one: its answer and the stored
    // answer commit together.
    const body = await apply(tx);
    await storeAnswer(tx, { userId, key, hash, answer: { statusCode: 200, body } });
    return body;
  });
}
