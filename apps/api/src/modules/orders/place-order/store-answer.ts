/**
 * Step "store answer": the first answer to an Idempotency-Key is kept under (user, key) and replayed;
 * the same key with another body is refused (422).
 * Lock: the customer's row, already held, so a replay waits for the first request and finds its
 * answer. Undo: none.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';

export const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

export interface StoredAnswer<T> {
  statusCode: number;
  body: T;
}

/** The answer already given under (user, key), or null for a new key. */
export async function storedAnswer<T>(
  tx: Tx,
  userId: number,
  key: string,
  hash: string,
): Promise<StoredAnswer<T> | null> {
  const [row] = await tx
    .select()
    .from(t.idempotencyKeys)
    .where(and(eq(t.idempotencyKeys.userId, userId), eq(t.idempotencyKeys.key, key)));
  if (!row) return null;
  if (row.requestHash !== hash) throw new ApiError(422, 'idempotencyKeyReused');
  return { statusCode: row.statusCode, body: row.response as T };
}

export async function storeAnswer<T>(
  tx: Tx,
  { userId, key, hash, answer }: { userId: number; key: string; hash: string; answer: StoredAnswer<T> },
): Promise<void> {
  await tx.insert(t.idempotencyKeys).values({
    userId,
    key,
    requestHash: hash,
    statusCode: answer.statusCode,
    response: answer.body,
  });
}
