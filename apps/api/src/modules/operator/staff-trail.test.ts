import { localDate } from '@consigne/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { warehouseIdOf } from '../../../test/staff.js';

// The money and delivery trail outlives a staff account (migration 0047): a driver who took money,
// counted a cash sheet or recorded what happened at a door is never deleted (the database refuses),
// and the way out is the erasure, which keeps every row and forgets the name.
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const today = localDate(new Date());
let admin: string;
let lilleId: number;

/** A new driver of Lille (a shopper made operator): their id and token. */
async function newDriver() {
  const [user] = (await createShoppers(db, 1)) as [Shopper];
  await db
    .update(t.users)
    .set({ role: 'operator', operatorWarehouseId: lilleId })
    .where(eq(t.users.id, user.id));
  return user;
}

/** Deletes the account outright, as a careless script would: the database's answer. */
const hardDelete = (userId: number) =>
  db.execute(sql`delete from ${t.users} where ${t.users.id} = ${userId}`).then(
    () => 'deleted',
    (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code ?? 'error',
  );

/** The account is still pointed at: restrict_violation (PostgreSQL 17, PGlite) or foreign_key_violation (older). */
const REFUSED = ['23001', '23503'];

const sheetsOf = (driverId: number) =>
  db.select().from(t.cashSheets).where(eq(t.cashSheets.driverId, driverId));

beforeAll(async () => {
  admin = (await loginAs(app, 'admin@example.com')).token;
  lilleId = await warehouseIdOf(db, 'lille');
});

describe("a staff account's deletion", () => {
  it('is refused while the driver has a cash sheet: the sheet (money counted) stays', async () => {
    const driver = await newDriver();
    const count = await app.inject({
      method: 'POST',
      url: '/api/operator/cash-sheet/count',
      headers: as(driver.token),
      payload: { date: today, countedCents: 4_250 },
    });
    expect(count.statusCode).toBe(200);
    // Before 0047 the sheet went with the account (ON DELETE CASCADE).
    expect(REFUSED).toContain(await hardDelete(driver.id));
    expect(await sheetsOf(driver.id)).toMatchObject([{ cashCountedCents: 4_250, date: today }]);
  });

  it('is refused once the driver delivered: the payment, age check and failure keep who did them', async () => {
    const driver = await newDriver();
    // Another driver records only the failure: no money, no cash sheet to hold their account.
    const colleague = await newDriver();
    const [shopper, other] = (await createShoppers(db, 2)) as [Shopper, Shopper];
    const delivered = await placeLilleOrder(app, db, shopper, { large: 24, small: 6 }, 'trail-delivered');
    const failed = await placeLilleOrder(app, db, other, { large: 24, small: 0 }, 'trail-failed');
    const step = (id: number, payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/operator/orders/${id}/status`,
        headers: as(id === failed.orderId ? colleague.token : driver.token),
        payload,
      });
    for (const id of [delivered.orderId, failed.orderId])
      for (const status of ['preparing', 'out_for_delivery'])
        expect((await step(id, { status })).statusCode).toBe(200);
    const [due] = await db
      .select({ cents: t.orders.amountToPayCents })
      .from(t.orders)
      .where(eq(t.orders.id, delivered.orderId));
    const done = await step(delivered.orderId, {
      status: 'delivered',
      ageCheck: { method: 'id18' },
      payment: { method: 'cash', receivedCents: due!.cents },
    });
    expect(done.statusCode).toBe(200);
    const failure = await app.inject({
      method: 'POST',
      url: `/api/operator/orders/${failed.orderId}/failure`,
      headers: as(colleague.token),
      payload: { reason: 'absent' },
    });
    expect(failure.statusCode).toBe(200);

    // Before 0047 who took the money, checked the age and recorded the failure was forgotten (SET NULL).
    expect(REFUSED).toContain(await hardDelete(driver.id));
    expect(REFUSED).toContain(await hardDelete(colleague.id));
    const [payment] = await db
      .select()
      .from(t.doorPayments)
      .where(eq(t.doorPayments.orderId, delivered.orderId));
    expect(payment).toMatchObject({ driverId: driver.id, receivedCents: due!.cents });
    const [check] = await db
      .select()
      .from(t.orderAgeChecks)
      .where(eq(t.orderAgeChecks.orderId, delivered.orderId));
    expect(check).toMatchObject({ recordedBy: driver.id, verified: true });
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, failed.orderId));
    expect(order).toMatchObject({ status: 'delivery_failed', failedBy: colleague.id });
    expect(await sheetsOf(driver.id)).toHaveLength(1);

    // The way out: the account leaves the staff, then is erased as a customer — the row stays,
    // anonymised, and every money and delivery record still points at it.
    const demoted = await app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${driver.id}`,
      headers: as(admin),
      payload: { role: 'customer', warehouseIds: [] },
    });
    expect(demoted.statusCode).toBe(200);
    const [{ email }] = (await db
      .select({ email: t.users.email })
      .from(t.users)
      .where(eq(t.users.id, driver.id))) as [{ email: string }];
    const erased = await app.inject({
      method: 'POST',
      url: `/api/admin/customers/${driver.id}/erase`,
      headers: as(admin),
      payload: { reason: 'Départ du livreur', confirmEmail: email },
    });
    expect(erased.statusCode).toBe(200);
    const [user] = await db.select().from(t.users).where(eq(t.users.id, driver.id));
    expect(user!.erasedAt).not.toBeNull();
    expect(user!.email).not.toBe(email);
    expect(await sheetsOf(driver.id)).toHaveLength(1);
    expect(await db.select().from(t.doorPayments).where(eq(t.doorPayments.driverId, driver.id))).toHaveLength(
      1,
    );
  });
});
