// Two administrators demoting each other at once both succeeded once in 11 trials
// (the shop lost its last administrator) and deadlocked on the audit insert the other 10 (500). Runs
// on PGlite in the unit lane and on PostgreSQL, with a pool of connections, in the server lane.
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET, testApp } from '../../../test/app.js';
import { bearer, warehouseIdOf } from '../../../test/staff.js';
import * as t from '../../db/schema/index.js';
import { issueTokenPair } from '../auth/index.js';

const ROUNDS = 20;
const { app, db, config } = await testApp();
const settings = {
  secret: new TextEncoder().encode(TEST_SECRET),
  accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
  refreshReuseSeconds: 30,
};

interface Admin {
  id: number;
  email: string;
  token: string;
}
let first: Admin;
let second: Admin;
let lille: number;

async function newAdmin(email: string): Promise<Admin> {
  const [user] = await db
    .insert(t.users)
    .values({ email, passwordHash: 'x', firstname: 'Ada', lastname: 'Admin', role: 'admin' })
    .returning({ id: t.users.id });
  return { id: user!.id, email, token: (await issueTokenPair(db, user!.id, settings)).token };
}

/** The shop's administrators are exactly these two (the seeded one becomes a manager of Lille). */
async function onlyAdmins(...admins: Admin[]) {
  const ids = admins.map((a) => a.id);
  const others = await db
    .update(t.users)
    .set({ role: 'manager' })
    .where(eq(t.users.role, 'admin'))
    .returning({ id: t.users.id });
  for (const { id } of others.filter((o) => !ids.includes(o.id)))
    await db.insert(t.staffWarehouses).values({ userId: id, warehouseId: lille }).onConflictDoNothing();
  for (const id of ids) {
    await db.update(t.users).set({ role: 'admin' }).where(eq(t.users.id, id));
    await db.delete(t.staffWarehouses).where(eq(t.staffWarehouses.userId, id));
  }
}

const demote = (caller: Admin, target: Admin) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/staff/${target.id}`,
    headers: bearer(caller.token),
    payload: { role: 'manager', warehouseIds: [lille] },
  });

const adminCount = async () =>
  (await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.role, 'admin'))).length;

beforeAll(async () => {
  lille = await warehouseIdOf(db, 'lille');
  first = await newAdmin('premiere.admin@example.com');
  second = await newAdmin('seconde.admin@example.com');
});

describe('the shop keeps an administrator', () => {
  it(`when two administrators demote each other at once (${ROUNDS} rounds): one wins, the other is told why`, async () => {
    const refusals: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await onlyAdmins(first, second);
      const answers = await Promise.all([demote(first, second), demote(second, first)]);
      const statuses = answers.map((res) => res.statusCode).sort();
      // The loser is refused with 409 (the last administrator), or 403 when its request came in after
      // it had already lost its rights; never a 500 (a deadlock), never two successes.
      expect(statuses, answers.map((res) => res.body).join('\n')).toSatisfy(
        (s: number[]) => s[0] === 200 && (s[1] === 409 || s[1] === 403),
      );
      expect(await adminCount(), `round ${round}`).toBe(1);
      const loser = answers.find((res) => res.statusCode !== 200)!;
      refusals.push(loser.json().message as string);
    }
    expect(refusals).toContain(
      'La boutique doit garder au moins un administrateur : nommez-en un autre avant de retirer ces droits.',
    );
    // Each win is in the audit log, once per round: no entry of a refused change.
    const entries = await db
      .select({ id: t.auditLog.id })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'staff.update'), ne(t.auditLog.actorEmail, 'admin@example.com')));
    expect(entries).toHaveLength(ROUNDS);
  }, 120_000);

  it('refuses the demotion of the last administrator through the creation form too', async () => {
    await onlyAdmins(first, second);
    const [answerA, answerB] = await Promise.all([
      app.inject({
        method: 'POST',
        url: '/api/admin/staff?locale=nl_BE',
        headers: bearer(first.token),
        payload: {
          email: second.email,
          firstname: 'Ada',
          lastname: 'Admin',
          role: 'operator',
          warehouseIds: [lille],
        },
      }),
      app.inject({
        method: 'POST',
        url: '/api/admin/staff?locale=nl_BE',
        headers: bearer(second.token),
        payload: {
          email: first.email,
          firstname: 'Ada',
          lastname: 'Admin',
          role: 'manager',
          warehouseIds: [lille],
        },
      }),
    ]);
    expect([answerA.statusCode, answerB.statusCode].sort()).toSatisfy(
      (s: number[]) => s[0] === 201 && (s[1] === 409 || s[1] === 403),
    );
    expect(await adminCount()).toBe(1);
  });
});
