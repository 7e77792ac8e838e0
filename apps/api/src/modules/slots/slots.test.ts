import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { ensureSlots } from './generate.js';
import { loginAs, testApp } from '../../../test/app.js';
import { createShoppers } from '../../../test/shoppers.js';
import { selectSlot, selectedSlot, slotGroups } from './service.js';

const { app, db } = await testApp();
const demo = await loginAs(app);
const as = (token: string) => ({ authorization: `Bearer ${token}` });

async function warehouseId(key: string) {
  const [w] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, key));
  return w!.id;
}

/** A slot of Lille (the demo shopper's warehouse) that still takes orders. */
async function openSlot(offset = 0) {
  const groups = (await app.inject({ url: '/api/slots', headers: as(demo.token) })).json() as Array<{
    slots: Array<{ id: number }>;
  }>;
  return groups.flatMap((g) => g.slots)[offset + 6]!.id; // a day ahead: far from any cutoff
}

const shoppers = async (n: number) => (await createShoppers(db, n)).map((s) => s.token);

describe('GET /api/slots', () => {
  it('groups the orderable slots of the warehouse by day: 2-hour windows from 9h–11h to 19h–21h', async () => {
    const res = await app.inject({ url: '/api/slots' });
    expect(res.statusCode).toBe(200);
    const groups = res.json() as Array<{ date: string; slots: Array<{ startAt: string; isFull: boolean }> }>;
    expect(groups.length).toBeGreaterThanOrEqual(6);
    const cutoff = Date.now() + 2 * 3600_000;
    for (const group of groups) {
      for (const slot of group.slots)
        expect(new Date(slot.startAt).getTime()).toBeGreaterThanOrEqual(cutoff - 1000);
    }
    expect(groups.find((g) => g.slots.length === 11)).toBeDefined();
    expect(groups[1]!.slots[1]).toEqual({
      id: expect.any(Number),
      startAt: expect.any(String),
      endAt: expect.any(String),
      isFull: false,
      isSoonFull: false,
      marketingOperationText: null,
      marketingDescription: null,
      icon: null,
      backgroundColor: null,
      textColor: null,
      isGreen: false,
      greenDiscount: 0,
      reservedForYou: false,
    });
    // The day's first round carries the seeded marketing operation.
    expect(groups[1]!.slots[0]).toMatchObject({ marketingOperationText: 'Tournée verte', icon: 'leaf' });
  });

  it('marks full and soon-full slots, and counts live holds of other shoppers', async () => {
    const now = new Date('2030-03-04T06:00:00Z');
    await ensureSlots(db, now);
    const lille = await warehouseId('lille');
    const rows = await db
      .select()
      .from(t.slots)
      .where(and(eq(t.slots.warehouseId, lille), gte(t.slots.startAt, new Date('2030-03-04T10:00:00Z'))))
      .orderBy(asc(t.slots.startAt))
      .limit(3);
    await db
      .update(t.slots)
      .set({ reserved: sql`capacity` })
      .where(eq(t.slots.id, rows[0]!.id));
    await db
      .update(t.slots)
      .set({ reserved: sql`capacity - 1` })
      .where(eq(t.slots.id, rows[1]!.id));
    await db
      .update(t.slots)
      .set({ reserved: sql`capacity - 1` })
      .where(eq(t.slots.id, rows[2]!.id));
    const [other] = await db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, 'pro@example.com'));
    await db
      .insert(t.slotHolds)
      .values({ userId: other!.id, slotId: rows[2]!.id, expiresAt: new Date('2030-03-04T07:00:00Z') });
    const flat = (await slotGroups(db, lille, { userId: null, locale: 'fr_FR', now })).flatMap(
      (g) => g.slots,
    );
    expect(flat.find((s) => s.id === rows[0]!.id)).toMatchObject({ isFull: true, isSoonFull: false });
    expect(flat.find((s) => s.id === rows[1]!.id)).toMatchObject({ isFull: false, isSoonFull: true });
    expect(flat.find((s) => s.id === rows[2]!.id)).toMatchObject({ isFull: true });
    // The holder's own place does not make the slot full for them…
    const forHolder = (await slotGroups(db, lille, { userId: other!.id, locale: 'fr_FR', now })).flatMap(
      (g) => g.slots,
    );
    expect(forHolder.find((s) => s.id === rows[2]!.id)).toMatchObject({ isFull: false });
    // …and a lapsed hold frees the place for everyone.
    const later = new Date('2030-03-04T07:30:00Z');
    const afterLapse = (await slotGroups(db, lille, { userId: null, locale: 'fr_FR', now: later })).flatMap(
      (g) => g.slots,
    );
    expect(afterLapse.find((s) => s.id === rows[2]!.id)).toMatchObject({ isFull: false });
  });

  it('offers no same-day slot after 17h, and none within 2 hours of its start', async () => {
    const lille = await warehouseId('lille');
    const at = (iso: string) => slotGroups(db, lille, { userId: null, locale: 'fr_FR', now: new Date(iso) });
    // 16:30 Paris on 2030-03-05: only the 19h slot of the day is left (the 17h one starts within 2 h).
    const before = await at('2030-03-05T15:30:00Z');
    expect(before[0]!.date).toBe('2030-03-05');
    expect(before[0]!.slots.map((s) => s.startAt)).toEqual(['2030-03-05T18:00:00.000Z']);
    // 17:00 Paris: the day is closed; tomorrow starts at 9h.
    const after = await at('2030-03-05T16:00:00Z');
    expect(after[0]!.date).toBe('2030-03-06');
    expect(after[0]!.slots[0]!.startAt).toBe('2030-03-06T08:00:00.000Z');
  });

  it('localizes a marketing operation on a slot', async () => {
    const id = await openSlot(1);
    await db
      .update(t.slots)
      .set({
        marketing: {
          text: { fr_FR: 'Tournée groupée', nl_BE: 'Gegroepeerde ronde' },
          description: { fr_FR: 'Nos camions passent déjà dans votre quartier.' },
          icon: 'leaf',
          backgroundColor: '#e7f5ec',
          textColor: '#14532d',
        },
      })
      .where(eq(t.slots.id, id));
    const find = async (locale: string) =>
      (
        (await app.inject({ url: `/api/slots?locale=${locale}`, headers: as(demo.token) })).json() as Array<{
          slots: Array<Record<string, unknown>>;
        }>
      )
        .flatMap((g) => g.slots)
        .find((s) => s.id === id);
    expect(await find('nl_BE')).toMatchObject({
      marketingOperationText: 'Gegroepeerde ronde',
      marketingDescription: 'Nos camions passent déjà dans votre quartier.',
      icon: 'leaf',
      backgroundColor: '#e7f5ec',
      textColor: '#14532d',
    });
    expect(await find('fr_FR')).toMatchObject({ marketingOperationText: 'Tournée groupée' });
  });

  it('builds no Intl formatter per call: the logged-in pages ask for it on every render (issue 27)', async () => {
    // It built ≈370 (each ≈10 KB of native memory the garbage collector does not see): 670 logged-in
    // pages took an instance past 2 GB of RSS. The domain builds each formatter once (intl.ts).
    const list = () => app.inject({ url: '/api/slots?locale=nl_BE', headers: as(demo.token) });
    expect((await list()).statusCode).toBe(200);
    const { DateTimeFormat } = Intl;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
      construct: (target, args: ConstructorParameters<typeof DateTimeFormat>) => (
        built++,
        new target(...args)
      ),
    });
    try {
      for (let i = 0; i < 3; i++) expect((await list()).statusCode).toBe(200);
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
    }
    expect(built).toBe(0);
  });
});

describe('selecting a slot', () => {
  it('POST /api/user/select/slot/{id} holds a place; GET /api/user/selected/slot and GET /api/user return it', async () => {
    const id = await openSlot();
    const res = await app.inject({
      method: 'POST',
      url: `/api/user/select/slot/${id}`,
      headers: as(demo.token),
      payload: { locale: 'fr_FR' },
    });
    expect(res.statusCode).toBe(200);
    const chosen = res.json();
    expect(chosen).toMatchObject({ id, isFull: false });
    const expires = new Date(chosen.holdExpiresAt).getTime();
    expect(expires - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const selected = await app.inject({ url: '/api/user/selected/slot', headers: as(demo.token) });
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toMatchObject({ id, holdExpiresAt: chosen.holdExpiresAt });
    const user = (await app.inject({ url: '/api/user', headers: as(demo.token) })).json();
    expect(user.selectedSlot).toMatchObject({ id, startAt: chosen.startAt });

    // Choosing again moves the one hold.
    const other = await openSlot(2);
    await app.inject({
      method: 'POST',
      url: `/api/user/select/slot/${other}`,
      headers: as(demo.token),
      payload: {},
    });
    const holds = await db.select().from(t.slotHolds).where(eq(t.slotHolds.slotId, id));
    expect(holds).toEqual([]);
  });

  it('refuses a full slot (409), an unknown or other-warehouse slot (404), a closed one (422), a guest (401)', async () => {
    const full = await openSlot(3);
    await db
      .update(t.slots)
      .set({ reserved: sql`capacity` })
      .where(eq(t.slots.id, full));
    const post = (id: number, token: string | null = demo.token, locale = 'fr_FR') =>
      app.inject({
        method: 'POST',
        url: `/api/user/select/slot/${id}?locale=${locale}`,
        headers: token ? as(token) : {},
        payload: {},
      });
    const r409 = await post(full);
    expect(r409.statusCode).toBe(409);
    expect(r409.json().message).toBe('Ce créneau est complet : choisissez-en un autre.');
    expect((await post(full, demo.token, 'nl_BE')).json().message).toBe(
      'Dit tijdslot is volzet: kies een ander.',
    );

    const paris = await warehouseId('paris');
    const [parisSlot] = await db.select().from(t.slots).where(eq(t.slots.warehouseId, paris)).limit(1);
    expect((await post(parisSlot!.id)).statusCode).toBe(404);
    expect((await post(999_999)).statusCode).toBe(404);

    const [past] = await db
      .select()
      .from(t.slots)
      .where(eq(t.slots.warehouseId, await warehouseId('lille')))
      .orderBy(asc(t.slots.startAt))
      .limit(1);
    await db
      .update(t.slots)
      .set({ startAt: new Date(Date.now() + 30 * 60_000) })
      .where(eq(t.slots.id, past!.id));
    const r422 = await post(past!.id);
    expect(r422.statusCode).toBe(422);
    expect(r422.json().message).toBe(
      'Ce créneau n’est plus disponible à la commande : choisissez-en un plus tard.',
    );

    expect((await post(full, null)).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user/selected/slot' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/user/select/slot/abc',
          headers: as(demo.token),
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });

  it('drops a selection that has passed its cutoff', async () => {
    const [user] = await db.select().from(t.users).where(eq(t.users.email, 'demo@example.com'));
    const id = await openSlot(4);
    await selectSlot(db, { userId: user!.id, slotId: id, holdMinutes: 60, locale: 'fr_FR' });
    const [slot] = await db.select().from(t.slots).where(eq(t.slots.id, id));
    const tooLate = new Date(slot!.startAt.getTime() - 60 * 60_000);
    expect(await selectedSlot(db, { userId: user!.id, locale: 'fr_FR', now: tooLate })).toBeNull();
    const [after] = await db.select().from(t.users).where(eq(t.users.id, user!.id));
    expect(after!.selectedSlotId).toBeNull();
    expect(await db.select().from(t.slotHolds).where(eq(t.slotHolds.userId, user!.id))).toEqual([]);
  });

  it('under 200 concurrent selections of the last place, exactly one succeeds', async () => {
    const id = await openSlot(5);
    await db
      .update(t.slots)
      .set({ reserved: sql`capacity - 1` })
      .where(eq(t.slots.id, id));
    const tokens = await shoppers(200);
    const results = await Promise.all(
      tokens.map((token) =>
        app.inject({ method: 'POST', url: `/api/user/select/slot/${id}`, headers: as(token), payload: {} }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(199);
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.slotHolds)
      .where(eq(t.slotHolds.slotId, id))) as [{ n: number }];
    expect(n).toBe(1);
    const groups = (await app.inject({ url: '/api/slots', headers: as(demo.token) })).json() as Array<{
      slots: Array<{ id: number; isFull: boolean }>;
    }>;
    expect(groups.flatMap((g) => g.slots).find((s) => s.id === id)?.isFull).toBe(true);
  });
});
