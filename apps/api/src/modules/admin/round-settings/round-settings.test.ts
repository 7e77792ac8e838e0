import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { loginAs, testApp } from '../../../../test/app.js';
import { placeLilleOrder } from '../../../../test/orders.js';
import * as rounds from '../../../../test/rounds.js';
import { createShoppers } from '../../../../test/shoppers.js';

const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let admin: string;
let lyonManager: string;
let lille: typeof t.warehouses.$inferSelect;
let lyon: typeof t.warehouses.$inferSelect;

interface Van {
  id: number;
  name: string;
  position: number;
  capacityCrates: number;
  version: number;
  busyOrders: number;
}
interface Settings {
  warehouseId: number;
  version: number;
  stopBaseSeconds: number;
  stopPerCrateSeconds: number;
  promiseWindowMinutes: number;
  shortestSlotMinutes: number | null;
  vans: Van[];
}

const base = (warehouseId: number) => `/api/admin/round-settings/${warehouseId}`;
const read = async (warehouseId: number, token = admin) =>
  (await app.inject({ url: base(warehouseId), headers: as(token) })).json() as Settings;
const save = (warehouseId: number, payload: Record<string, unknown>, token = admin) =>
  app.inject({ method: 'PUT', url: base(warehouseId), headers: as(token), payload });
const addVan = (warehouseId: number, payload: Record<string, unknown>, token = admin) =>
  app.inject({ method: 'POST', url: `${base(warehouseId)}/vans`, headers: as(token), payload });
const editVan = (warehouseId: number, vanId: number, payload: Record<string, unknown>, token = admin) =>
  app.inject({ method: 'PUT', url: `${base(warehouseId)}/vans/${vanId}`, headers: as(token), payload });
const removeVan = (warehouseId: number, vanId: number, version: number | string, token = admin) =>
  app.inject({
    method: 'DELETE',
    url: `${base(warehouseId)}/vans/${vanId}?version=${version}`,
    headers: as(token),
  });
const auditCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(t.auditLog))[0]!.n;
/** What a refusal must leave as it was: the settings, every van, and the audit log. */
const snapshot = async (warehouseId: number) => ({
  settings: await read(warehouseId),
  vans: await db.select().from(t.vans).where(eq(t.vans.warehouseId, warehouseId)).orderBy(asc(t.vans.id)),
  audit: await auditCount(),
});

beforeAll(async () => {
  admin = (await loginAs(app, 'admin@example.com')).token;
  lyonManager = (await loginAs(app, 'gerant.lyon@example.com')).token;
  [lille] = (await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'))) as [typeof lille];
  [lyon] = (await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lyon'))) as [typeof lyon];
});

describe('reading a warehouse’s round settings', () => {
  it('gives the stop times, the window, the shortest slot and the vans in their order', async () => {
    const res = await app.inject({ url: base(lille.id), headers: as(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const settings = res.json() as Settings;
    expect(settings).toMatchObject({
      warehouseId: lille.id,
      version: 1,
      stopBaseSeconds: 240,
      stopPerCrateSeconds: 30,
      promiseWindowMinutes: 20,
      shortestSlotMinutes: 120,
    });
    expect(settings.vans.map((v) => v.capacityCrates)).toEqual([60, 60, 60]);
    expect(settings.vans.map((v) => v.position)).toEqual([...settings.vans.map((v) => v.position)].sort());
  });

  it('lets a manager read their warehouse only: another is a 403, an unknown one a 404', async () => {
    expect((await app.inject({ url: base(lyon.id), headers: as(lyonManager) })).statusCode).toBe(200);
    const other = await app.inject({ url: base(lille.id), headers: as(lyonManager) });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('warehouse_forbidden');
    expect((await app.inject({ url: base(999_999), headers: as(admin) })).statusCode).toBe(404);
    expect((await app.inject({ url: base(lille.id) })).statusCode).toBe(401);
  });
});

describe('saving the stop times and the window', () => {
  it('saves at the version read, bumps it and writes the changed fields to the audit log', async () => {
    const { version } = await read(lyon.id);
    const res = await save(
      lyon.id,
      { version, stopBaseSeconds: 300, stopPerCrateSeconds: 45, promiseWindowMinutes: 30 },
      lyonManager,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      version: version + 1,
      stopBaseSeconds: 300,
      stopPerCrateSeconds: 45,
      promiseWindowMinutes: 30,
    });
    const [entry] = await db.select().from(t.auditLog).orderBy(desc(t.auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'rounds.settings',
      entity: 'warehouse',
      warehouseId: lyon.id,
      before: { stopBaseSeconds: 240, stopPerCrateSeconds: 30, promiseWindowMinutes: 20 },
      after: { stopBaseSeconds: 300, stopPerCrateSeconds: 45, promiseWindowMinutes: 30 },
    });
  });

  it('refuses every hostile value with a 4xx on its field, changing nothing', async () => {
    const before = await snapshot(lyon.id);
    const ok = {
      version: before.settings.version,
      stopBaseSeconds: 240,
      stopPerCrateSeconds: 30,
      promiseWindowMinutes: 20,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ promiseWindowMinutes: 4 }, 'promiseWindowMinutes'],
      [{ promiseWindowMinutes: 121 }, 'promiseWindowMinutes'],
      [{ promiseWindowMinutes: 0 }, 'promiseWindowMinutes'],
      [{ promiseWindowMinutes: 20.5 }, 'promiseWindowMinutes'],
      [{ promiseWindowMinutes: '30' }, 'promiseWindowMinutes'],
      [{ promiseWindowMinutes: null }, 'promiseWindowMinutes'],
      [{ stopBaseSeconds: -1 }, 'stopBaseSeconds'],
      [{ stopBaseSeconds: 1801 }, 'stopBaseSeconds'],
      [{ stopBaseSeconds: 1e308 }, 'stopBaseSeconds'],
      [{ stopPerCrateSeconds: -5 }, 'stopPerCrateSeconds'],
      [{ stopPerCrateSeconds: 601 }, 'stopPerCrateSeconds'],
      [{ stopPerCrateSeconds: 'NaN' }, 'stopPerCrateSeconds'],
      [{ version: 0 }, 'version'],
    ];
    for (const [change, field] of cases) {
      const res = await save(lyon.id, { ...ok, ...change }, lyonManager);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(
        (res.json().errors as { field: string }[]).map((e) => e.field),
        JSON.stringify(change),
      ).toContain(field);
    }
    const stale = await save(lyon.id, { ...ok, version: ok.version - 1 }, lyonManager);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    expect((await save(lille.id, ok, lyonManager)).statusCode).toBe(403);
    expect((await save(999_999, ok)).statusCode).toBe(404);
    expect(await snapshot(lyon.id)).toEqual(before);
  });

  it('refuses a window longer than the shortest slot with a 422 naming the slot’s length', async () => {
    // Slots of one hour from now on: a 90-minute window would be wider than a slot.
    await db.update(t.slotSettings).set({ widthHours: 1 }).where(eq(t.slotSettings.warehouseId, lyon.id));
    const before = await snapshot(lyon.id);
    expect(before.settings.shortestSlotMinutes).toBe(60);
    const res = await save(lyon.id, {
      version: before.settings.version,
      stopBaseSeconds: 240,
      stopPerCrateSeconds: 30,
      promiseWindowMinutes: 90,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'round_window_longer_than_slot',
      errors: [{ field: 'promiseWindowMinutes', message: expect.stringContaining('60 min') }],
    });
    expect(res.json().message).toContain('90 min');
    expect(await snapshot(lyon.id)).toEqual(before);
    const fits = await save(lyon.id, {
      version: before.settings.version,
      stopBaseSeconds: 240,
      stopPerCrateSeconds: 30,
      promiseWindowMinutes: 60,
    });
    expect(fits.statusCode, fits.body).toBe(200);
    await db.update(t.slotSettings).set({ widthHours: 2 }).where(eq(t.slotSettings.warehouseId, lyon.id));
  });

  it('is held by the database too: no path stores a value outside the bounds', async () => {
    const refused = async (statement: Promise<unknown>) => {
      await expect(statement).rejects.toThrow();
    };
    await refused(
      db.update(t.warehouses).set({ promiseWindowMinutes: 4 }).where(eq(t.warehouses.id, lyon.id)),
    );
    await refused(
      db.update(t.warehouses).set({ promiseWindowMinutes: 121 }).where(eq(t.warehouses.id, lyon.id)),
    );
    await refused(db.update(t.warehouses).set({ stopBaseSeconds: 1801 }).where(eq(t.warehouses.id, lyon.id)));
    await refused(
      db.update(t.warehouses).set({ stopPerCrateSeconds: 601 }).where(eq(t.warehouses.id, lyon.id)),
    );
    await refused(db.update(t.vans).set({ capacityCrates: 501 }).where(eq(t.vans.warehouseId, lyon.id)));
    await refused(db.update(t.vans).set({ capacityCrates: 0 }).where(eq(t.vans.warehouseId, lyon.id)));
    await refused(db.insert(t.vans).values({ warehouseId: lyon.id, name: '' }));
    await refused(db.insert(t.vans).values({ warehouseId: lyon.id, name: ' Camion ' }));
    await refused(db.insert(t.vans).values({ warehouseId: lyon.id, name: 'x'.repeat(41) }));
    const [first] = await db.select().from(t.vans).where(eq(t.vans.warehouseId, lyon.id)).limit(1);
    await refused(db.insert(t.vans).values({ warehouseId: lyon.id, name: first!.name.toUpperCase() }));
  });
});

describe('the vans', () => {
  it('adds a van last, renames it and changes its capacity at the version read, audit-logged', async () => {
    const created = await addVan(lyon.id, { name: '  Camion frigo  ', capacityCrates: 80 }, lyonManager);
    expect(created.statusCode, created.body).toBe(201);
    const vans = (created.json() as Settings).vans;
    const van = vans.at(-1)!;
    expect(van).toMatchObject({ name: 'Camion frigo', capacityCrates: 80, version: 1, busyOrders: 0 });
    expect(van.position).toBeGreaterThan(vans.at(-2)!.position);
    const edited = await editVan(
      lyon.id,
      van.id,
      { name: 'Camion frais', capacityCrates: 120, version: 1 },
      lyonManager,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Settings).vans.at(-1)).toMatchObject({
      id: van.id,
      name: 'Camion frais',
      capacityCrates: 120,
      version: 2,
    });
    const logged = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'van'), eq(t.auditLog.entityId, String(van.id))))
      .orderBy(asc(t.auditLog.id));
    expect(logged.map((l) => [l.action, l.before, l.after])).toEqual([
      ['van.create', null, { name: 'Camion frigo', capacityCrates: 80 }],
      [
        'van.update',
        { name: 'Camion frigo', capacityCrates: 80 },
        { name: 'Camion frais', capacityCrates: 120 },
      ],
    ]);
  });

  it('refuses hostile vans with a 4xx and changes nothing', async () => {
    const before = await snapshot(lyon.id);
    const [van] = before.settings.vans;
    const bad: [Record<string, unknown>, number, string][] = [
      [{ name: '', capacityCrates: 60 }, 400, 'name'],
      [{ name: '    ', capacityCrates: 60 }, 400, 'name'],
      [{ name: 'x'.repeat(41), capacityCrates: 60 }, 400, 'name'],
      [{ name: 'Camion\u0000', capacityCrates: 60 }, 400, 'name'],
      [{ capacityCrates: 60 }, 400, 'name'],
      [{ name: 'Neuf', capacityCrates: 0 }, 400, 'capacityCrates'],
      [{ name: 'Neuf', capacityCrates: 501 }, 400, 'capacityCrates'],
      [{ name: 'Neuf', capacityCrates: 12.5 }, 400, 'capacityCrates'],
      [{ name: 'Neuf', capacityCrates: -3 }, 400, 'capacityCrates'],
      [{ name: van!.name.toUpperCase(), capacityCrates: 60 }, 409, 'name'],
      [{ name: ` ${van!.name.toLowerCase()} `, capacityCrates: 60 }, 409, 'name'],
    ];
    for (const [payload, status, field] of bad) {
      const res = await addVan(lyon.id, payload, lyonManager);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect((res.json().errors as { field: string }[]).map((e) => e.field)).toContain(field);
    }
    const [, other] = before.settings.vans;
    const renamed = await editVan(lyon.id, other!.id, {
      name: van!.name,
      capacityCrates: 60,
      version: other!.version,
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe('van_name_taken');
    const stale = await editVan(lyon.id, van!.id, {
      name: 'X',
      capacityCrates: 60,
      version: van!.version + 1,
    });
    expect(stale.json().code).toBe('stale_version');
    expect(stale.statusCode).toBe(409);
    expect((await editVan(lyon.id, 999_999, { name: 'X', capacityCrates: 1, version: 1 })).statusCode).toBe(
      404,
    );
    // Another warehouse's van, asked under this one: unknown here (404), under its own: not yours (403).
    const [lilleVan] = await db.select().from(t.vans).where(eq(t.vans.warehouseId, lille.id)).limit(1);
    const crossed = await editVan(
      lyon.id,
      lilleVan!.id,
      { name: 'X', capacityCrates: 1, version: 1 },
      lyonManager,
    );
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().code).toBe('van_not_found');
    expect((await removeVan(lyon.id, lilleVan!.id, 1, lyonManager)).statusCode).toBe(404);
    expect(
      (await editVan(lille.id, lilleVan!.id, { name: 'X', capacityCrates: 1, version: 1 }, lyonManager))
        .statusCode,
    ).toBe(403);
    expect((await removeVan(lille.id, lilleVan!.id, 1, lyonManager)).statusCode).toBe(403);
    expect((await addVan(lille.id, { name: 'Intrus', capacityCrates: 10 }, lyonManager)).statusCode).toBe(
      403,
    );
    expect((await removeVan(lyon.id, van!.id, 'abc')).statusCode).toBe(400);
    expect(await snapshot(lyon.id)).toEqual(before);
  });

  it('refuses to remove a van while an order of a slot not over goes with it, then removes it', async () => {
    const created = await addVan(lille.id, { name: 'Camion du test', capacityCrates: 40 });
    const van = (created.json() as Settings).vans.at(-1)!;
    const [shopper] = await createShoppers(db, 1);
    const { orderId } = await placeLilleOrder(app, db, shopper!, { large: 12, small: 0 }, 'settings-busy');
    await db.update(t.orders).set({ vanId: van.id }).where(eq(t.orders.id, orderId));
    const before = await snapshot(lille.id);
    expect(before.settings.vans.find((v) => v.id === van.id)!.busyOrders).toBe(1);
    const busy = await removeVan(lille.id, van.id, van.version);
    expect(busy.statusCode, busy.body).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'van_busy' });
    expect(busy.json().message).toContain('Camion du test');
    expect(busy.json().message).toContain('1 commande ');
    expect(await snapshot(lille.id)).toEqual(before);
    expect((await removeVan(lille.id, van.id, van.version + 1)).json().code).toBe('stale_version');
    // Once the order goes with another van (or its slot is over), the van may go.
    await db.update(t.orders).set({ vanId: null }).where(eq(t.orders.id, orderId));
    const removed = await removeVan(lille.id, van.id, van.version);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as Settings).vans.map((v) => v.id)).not.toContain(van.id);
    const [entry] = await db.select().from(t.auditLog).orderBy(desc(t.auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'van.delete',
      before: { name: 'Camion du test', capacityCrates: 40 },
    });
  });

  it('removes a van whose orders are all of slots over, and keeps the warehouse’s last van', async () => {
    const { vans } = await read(lyon.id);
    const [shopper] = await createShoppers(db, 1);
    const { orderId } = await placeLilleOrder(app, db, shopper!, { large: 12, small: 0 }, 'settings-past');
    const [past] = await db
      .insert(t.slots)
      .values({
        warehouseId: lyon.id,
        startAt: new Date(Date.now() - 5 * 3600_000),
        endAt: new Date(Date.now() - 3 * 3600_000),
        capacity: 12,
      })
      .returning();
    const [victim, ...rest] = vans;
    await db
      .update(t.orders)
      .set({ vanId: victim!.id, slotId: past!.id, warehouseId: lyon.id })
      .where(eq(t.orders.id, orderId));
    const gone = await removeVan(lyon.id, victim!.id, victim!.version);
    expect(gone.statusCode, gone.body).toBe(200);
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(order!.vanId).toBeNull();
    for (const van of rest.slice(0, -1))
      expect((await removeVan(lyon.id, van.id, van.version)).statusCode).toBe(200);
    const last = rest.at(-1)!;
    const refused = await removeVan(lyon.id, last.id, last.version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('van_last');
    expect((await read(lyon.id)).vans.map((v) => v.id)).toEqual([last.id]);
  });

  it('moves a van up or down the order, the ends staying put', async () => {
    const { vans } = await read(lille.id);
    const second = vans[1]!;
    const moved = await app.inject({
      method: 'POST',
      url: `${base(lille.id)}/vans/${second.id}/move`,
      headers: as(admin),
      payload: { direction: 'up' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (moved.json() as Settings).vans.map((v) => v.id);
    expect(after).toEqual([second.id, vans[0]!.id, ...vans.slice(2).map((v) => v.id)]);
    const top = await app.inject({
      method: 'POST',
      url: `${base(lille.id)}/vans/${second.id}/move`,
      headers: as(admin),
      payload: { direction: 'up' },
    });
    expect((top.json() as Settings).vans.map((v) => v.id)).toEqual(after);
    const wrong = await app.inject({
      method: 'POST',
      url: `${base(lille.id)}/vans/${second.id}/move`,
      headers: as(admin),
      payload: { direction: 'sideways' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('two managers saving at once', () => {
  it('lets one save of the same version through and refuses the other with a 409, never both', async () => {
    const { version } = await read(lille.id);
    const body = (window: number) => ({
      version,
      stopBaseSeconds: 240,
      stopPerCrateSeconds: 30,
      promiseWindowMinutes: window,
    });
    const answers = await Promise.all([save(lille.id, body(25)), save(lille.id, body(35))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.statusCode === 200)!.json() as Settings;
    expect((await read(lille.id)).promiseWindowMinutes).toBe(won.promiseWindowMinutes);
    expect(won.version).toBe(version + 1);
  });

  it('keeps both vans added at once, and only one of two with the same name', async () => {
    const before = (await read(lille.id)).vans.length;
    const added = await Promise.all([
      addVan(lille.id, { name: 'Course A', capacityCrates: 30 }),
      addVan(lille.id, { name: 'Course B', capacityCrates: 30 }),
      addVan(lille.id, { name: 'Course C', capacityCrates: 30 }),
      addVan(lille.id, { name: 'course c', capacityCrates: 30 }),
    ]);
    expect(added.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 409]);
    const vans = (await read(lille.id)).vans;
    expect(vans).toHaveLength(before + 3);
    expect(new Set(vans.map((v) => v.position)).size).toBe(vans.length);
  });

  it('never loses an edit to a removal at the same time: one of them is refused', async () => {
    const { vans } = await read(lille.id);
    const van = vans.find((v) => v.name === 'Course A')!;
    const [edit, removal] = await Promise.all([
      editVan(lille.id, van.id, { name: 'Course A2', capacityCrates: 31, version: van.version }),
      removeVan(lille.id, van.id, van.version),
    ]);
    // The edit first: the removal names a version gone (409); the removal first: no van to edit (404).
    if (edit.statusCode === 200) expect(removal.statusCode).toBe(409);
    else expect([edit.statusCode, removal.statusCode]).toEqual([404, 200]);
  });
});

describe('the plan and the announcement read the new settings', () => {
  it('spaces a van’s stops by the saved stop times and announces windows of the saved width', async () => {
    const { ids, slotId } = await rounds.slotWithOrders(app, db, 3, 'settings', 3);
    const current = await read(lille.id);
    // One van only, so the three stops follow each other.
    for (const van of current.vans.slice(1)) await db.delete(t.vans).where(eq(t.vans.id, van.id));
    const saved = await save(lille.id, {
      version: current.version,
      stopBaseSeconds: 1200,
      stopPerCrateSeconds: 60,
      promiseWindowMinutes: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const planned = await app.inject({
      method: 'POST',
      url: '/api/admin/rounds/plan',
      headers: as(admin),
      payload: { slotId },
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const orders = await db
      .select()
      .from(t.orders)
      .where(inArray(t.orders.id, ids))
      .orderBy(asc(t.orders.roundPosition));
    expect(orders.every((o) => o.plannedArrivalAt !== null)).toBe(true);
    // Each order is 2 crates (24 large bottles): a stop takes 1200 + 2 × 60 s before the van drives on.
    for (const [i, order] of orders.slice(1).entries()) {
      const gap = (order.plannedArrivalAt!.getTime() - orders[i]!.plannedArrivalAt!.getTime()) / 1000;
      expect(gap).toBeGreaterThanOrEqual(1320);
    }
    const announced = await app.inject({
      method: 'POST',
      url: '/api/admin/rounds/announce',
      headers: as(admin),
      payload: { slotId },
    });
    expect(announced.statusCode, announced.body).toBe(200);
    const told = await db
      .select()
      .from(t.orders)
      .where(and(inArray(t.orders.id, ids), ne(t.orders.status, 'cancelled')));
    expect(told.map((o) => (o.windowTo!.getTime() - o.windowFrom!.getTime()) / 60_000)).toEqual([30, 30, 30]);
  });
});
