import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { testApp } from '../../../test/app.js';
import { walletCents } from './service.js';
import { addWalletEntry } from './wallet.js';

const { db } = await testApp();
const [demo] = await db.select().from(t.users).where(eq(t.users.email, 'demo@example.com'));
const userId = demo!.id;

describe('wallet ledger guard', () => {
  it('serializes concurrent debits: 10 × 5 € on 14,60 € → exactly 2 succeed, never below 0', async () => {
    expect(await walletCents(db, userId)).toBe(1460);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => addWalletEntry(db, userId, -500, 'order_usage')),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(2);
    expect(refused).toHaveLength(8);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(ApiError);
      expect(r.reason).toMatchObject({ statusCode: 409, key: 'walletInsufficient' });
    }
    expect(await walletCents(db, userId)).toBe(460);
  });

  it('allows credits and a debit down to exactly 0', async () => {
    await addWalletEntry(db, userId, 40, 'correction');
    await addWalletEntry(db, userId, -500, 'order_usage');
    expect(await walletCents(db, userId)).toBe(0);
    await expect(addWalletEntry(db, userId, -1, 'order_usage')).rejects.toMatchObject({ statusCode: 409 });
  });

  it('guards at the database level, whatever writes the ledger', async () => {
    await expect(
      db.insert(t.walletEntries).values({ userId, amountCents: -100, reason: 'order_usage' }),
    ).rejects.toThrow();
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.walletEntries)
      .where(eq(t.walletEntries.amountCents, -100));
    expect(row!.n).toBe(0);
  });

  it('refuses a zero or fractional amount', async () => {
    await expect(addWalletEntry(db, userId, 0, 'correction')).rejects.toMatchObject({ statusCode: 400 });
    await expect(addWalletEntry(db, userId, 1.5, 'correction')).rejects.toMatchObject({ statusCode: 400 });
  });
});
