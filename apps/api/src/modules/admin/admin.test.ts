import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import {
  bearer,
  expectRoleMatrix,
  staffTokens,
  warehouseIdOf,
  type StaffTokens,
} from '../../../test/staff.js';

const { app, db } = await testApp();
let tokens: StaffTokens;
let lille: number;
let lyon: number;

beforeAll(async () => {
  tokens = await staffTokens(db);
  lille = await warehouseIdOf(db, 'lille');
  lyon = await warehouseIdOf(db, 'lyon');
});

const everyoneElse = { operator: 403, customer: 403, anonymous: 401 } as const;

describe('back-office account and scope', () => {
  it('opens /api/admin to managers and admins only', async () => {
    await expectRoleMatrix(
      app,
      tokens,
      { url: '/api/admin/me' },
      { admin: 200, lyonManager: 200, lilleManager: 200, ...everyoneElse },
    );
  });

  it('tells a manager their warehouses and an admin every one', async () => {
    const me = (token: string) =>
      app.inject({ url: '/api/admin/me', headers: bearer(token) }).then((r) => r.json());
    const manager = await me(tokens.lyonManager);
    expect(manager.role).toBe('manager');
    expect(manager.warehouses.map((w: { id: number }) => w.id)).toEqual([lyon]);
    const admin = await me(tokens.admin);
    expect(admin.role).toBe('admin');
    expect(admin.warehouses.length).toBe(await db.$count(t.warehouses));
  });

  it('answers no-store and refuses before validating: an anonymous bad request is a 401', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/admin/staff', payload: { nonsense: true } });
    expect(res.statusCode).toBe(401);
    const ok = await app.inject({ url: '/api/admin/me', headers: bearer(tokens.admin) });
    expect(ok.headers['cache-control']).toBe('private, no-store');
  });

  it('logs in the seeded demo admin and manager with the demo password', async () => {
    for (const email of ['admin@example.com', 'gerant.lyon@example.com']) {
      const { token } = await loginAs(app, email);
      expect((await app.inject({ url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(200);
    }
  });
});

describe('staff accounts (admins only)', () => {
  it('lists, creates and changes staff for admins; refuses everyone else', async () => {
    await expectRoleMatrix(
      app,
      tokens,
      { url: '/api/admin/staff' },
      {
        admin: 200,
        lyonManager: 403,
        lilleManager: 403,
        ...everyoneElse,
      },
    );
    await expectRoleMatrix(
      app,
      tokens,
      (role) => ({
        method: 'POST',
        url: '/api/admin/staff',
        payload: {
          email: `new-${role}@example.com`,
          firstname: 'Nina',
          lastname: 'Petit',
          password: 'a-long-enough-password',
          role: 'manager',
          warehouseIds: [lille],
        },
      }),
      { admin: 201, lyonManager: 403, lilleManager: 403, ...everyoneElse },
    );
  });

  it('creates a manager who can then act on their warehouse only, and writes the audit log', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: bearer(tokens.admin),
      payload: {
        email: 'Marc.Lyon@Example.com',
        firstname: 'Marc',
        lastname: 'Roy',
        password: 'a-long-enough-password',
        role: 'manager',
        warehouseIds: [lyon, lyon],
      },
    });
    expect(created.statusCode).toBe(201);
    const member = created.json();
    expect(member).toMatchObject({ email: 'marc.lyon@example.com', role: 'manager', warehouseIds: [lyon] });
    const { token } = await loginAs(app, 'marc.lyon@example.com', 'a-long-enough-password');
    const me = await app.inject({ url: '/api/admin/me', headers: bearer(token) });
    expect(me.json().warehouses.map((w: { id: number }) => w.id)).toEqual([lyon]);

    // Back to customer: the next call is refused, whatever token they hold.
    const demoted = await app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${member.id}`,
      headers: bearer(tokens.admin),
      payload: { role: 'customer', warehouseIds: [] },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(403);

    const log = await app.inject({
      url: `/api/admin/audit?entity=user&entityId=${member.id}`,
      headers: bearer(tokens.admin),
    });
    const entries = log.json().rows;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['staff.update', 'staff.create']);
    expect(entries[0]).toMatchObject({
      actorEmail: 'admin@example.com',
      before: { role: 'manager', warehouseIds: [lyon] },
      after: { role: 'customer', warehouseIds: [] },
    });
  });

  it('clears its own caches before answering a write (read-your-writes), not after a refused one', async () => {
    let cleared = 0;
    app.onInvalidate('content', () => cleared++);
    const [manager] = await db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, 'gerant.lyon@example.com'));
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/staff/${manager!.id}`,
        headers: bearer(tokens.admin),
        payload,
      });
    // A staff change notifies no topic: only the synchronous local clear can reach the handler.
    expect((await patch({ role: 'nobody' })).statusCode).toBe(400);
    expect(cleared).toBe(0);
    const saved = await patch({ role: 'manager', warehouseIds: [lyon] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(cleared).toBe(1);
  });

  it('refuses bad staff changes with a clear message and changes nothing', async () => {
    const post = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/admin/staff', headers: bearer(tokens.admin), payload });
    const base = {
      email: 'x@example.com',
      firstname: 'X',
      lastname: 'Y',
      password: 'a-long-enough-password',
    };
    const noWarehouse = await post({ ...base, role: 'manager', warehouseIds: [] });
    expect(noWarehouse.statusCode).toBe(422);
    expect(noWarehouse.json().message).toBe('Un gérant ou un livreur doit avoir au moins un entrepôt.');
    expect((await post({ ...base, role: 'operator', warehouseIds: [lille, lyon] })).statusCode).toBe(422);
    expect((await post({ ...base, role: 'manager', warehouseIds: [999_999] })).statusCode).toBe(404);
    expect((await post({ ...base, password: 'short', role: 'admin', warehouseIds: [] })).statusCode).toBe(
      400,
    );
    expect((await post({ ...base, password: undefined, role: 'admin', warehouseIds: [] })).statusCode).toBe(
      422,
    );
    expect((await post({ ...base, role: 'root', warehouseIds: [] })).statusCode).toBe(400);
    expect(await db.select().from(t.users).where(eq(t.users.email, 'x@example.com'))).toEqual([]);

    const [admin] = await db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, 'admin@example.com'));
    const self = await app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${admin!.id}`,
      headers: bearer(tokens.admin),
      payload: { role: 'manager', warehouseIds: [lille] },
    });
    expect(self.statusCode).toBe(422);
  });

  it('makes a driver of one warehouse through the same call', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: bearer(tokens.admin),
      payload: {
        email: 'driver2@example.com',
        firstname: 'Léo',
        lastname: 'Blanc',
        password: 'a-long-enough-password',
        role: 'operator',
        warehouseIds: [lille],
      },
    });
    expect(res.json()).toMatchObject({ role: 'operator', warehouseIds: [lille] });
    const [row] = await db.select().from(t.users).where(eq(t.users.email, 'driver2@example.com'));
    expect(row!.operatorWarehouseId).toBe(lille);
  });
});

describe('audit log', () => {
  it('is read by admins only', async () => {
    await expectRoleMatrix(
      app,
      tokens,
      { url: '/api/admin/audit' },
      {
        admin: 200,
        lyonManager: 403,
        lilleManager: 403,
        ...everyoneElse,
      },
    );
  });
});
