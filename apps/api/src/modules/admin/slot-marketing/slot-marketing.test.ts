import { API_LOCALES, isoWeekday, localDate } from '@consigne/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { loginAs, testApp } from '../../../../test/app.js';
import {
  bearer,
  expectRoleMatrix,
  staffTokens,
  warehouseIdOf,
  type StaffTokens,
} from '../../../../test/staff.js';

const { app, db } = await testApp();
const demo = await loginAs(app); // a Lille shopper
let tokens: StaffTokens;
let lille: number;
let lyon: number;

beforeAll(async () => {
  tokens = await staffTokens(db);
  lille = await warehouseIdOf(db, 'lille');
  lyon = await warehouseIdOf(db, 'lyon');
});

const emptyTexts = () =>
  Object.fromEntries(API_LOCALES.map((l) => [l, { text: '', description: '' }])) as Record<
    (typeof API_LOCALES)[number],
    { text: string; description: string }
  >;

/** Saturday afternoons at 14:00, shop-wide, with a French and a Dutch tag. */
const saturday = (over: Record<string, unknown> = {}) => ({
  name: 'Samedi après-midi',
  warehouseId: null,
  texts: {
    ...emptyTexts(),
    fr_FR: { text: 'Livraison offerte', description: 'Le samedi après-midi, la livraison est pour nous.' },
    nl_BE: { text: 'Gratis levering', description: '' },
  },
  icon: '🚚',
  backgroundColor: '#FFF3E0',
  textColor: '#7a2e00',
  weekdays: [6],
  firstOfDay: false,
  startTime: '14:00',
  startsOn: localDate(new Date()),
  endsOn: null,
  active: true,
  ...over,
});

const post = (payload: object, token = tokens.admin) =>
  app.inject({ method: 'POST', url: '/api/admin/slot-marketing', headers: bearer(token), payload });
const put = (id: number, payload: object, token = tokens.admin) =>
  app.inject({ method: 'PUT', url: `/api/admin/slot-marketing/${id}`, headers: bearer(token), payload });

/** Lille's slots as the shop shows them, in a locale. */
async function shopSlots(locale = 'fr_FR'): Promise<Array<Record<string, unknown> & { date: string }>> {
  const res = await app.inject({ url: `/api/slots?locale=${locale}`, headers: bearer(demo.token) });
  return (res.json() as Array<{ date: string; slots: Array<Record<string, unknown>> }>).flatMap((g) =>
    g.slots.map((s) => Object.assign({}, s, { date: g.date })),
  );
}
const paris = (iso: unknown) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
    new Date(String(iso)),
  );

describe('slot marketing operations: who may', () => {
  it('lists for staff only', async () => {
    await expectRoleMatrix(
      app,
      tokens,
      { url: '/api/admin/slot-marketing' },
      { admin: 200, lyonManager: 200, lilleManager: 200, operator: 403, customer: 403, anonymous: 401 },
    );
  });

  it('lets admins run shop-wide operations and managers their own warehouse’s only', async () => {
    await expectRoleMatrix(
      app,
      tokens,
      {
        method: 'POST',
        url: '/api/admin/slot-marketing',
        payload: saturday({ name: 'partout', active: false }),
      },
      { admin: 201, lyonManager: 403, lilleManager: 403, operator: 403, customer: 403, anonymous: 401 },
    );
    expect((await post(saturday({ warehouseId: lille }), tokens.lyonManager)).json().message).toMatch(
      /ne gérez pas cet entrepôt/,
    );
    const lyons = await post(saturday({ warehouseId: lyon, name: 'Lyon' }), tokens.lyonManager);
    expect(lyons.statusCode, lyons.body).toBe(201);
    const own = lyons.json();
    // The Lille manager neither reads nor changes Lyon's; the Lyon manager cannot move it to every warehouse.
    const read = (role: keyof StaffTokens) => ({ url: `/api/admin/slot-marketing/${own.id}`, role });
    await expectRoleMatrix(app, tokens, read('admin'), {
      admin: 200,
      lyonManager: 200,
      lilleManager: 403,
      operator: 403,
      customer: 403,
      anonymous: 401,
    });
    expect(
      (await put(own.id, saturday({ version: own.version, warehouseId: null }), tokens.lyonManager))
        .statusCode,
    ).toBe(403);
    const listed = (
      await app.inject({ url: '/api/admin/slot-marketing', headers: bearer(tokens.lilleManager) })
    ).json();
    expect(listed.map((o: { id: number }) => o.id)).not.toContain(own.id);
  });
});

describe('slot marketing operations: what shoppers see', () => {
  it('shows the seeded green round on the first slot of each day', async () => {
    const slots = await shopSlots();
    const green = slots.filter((s) => s.marketingOperationText === 'Tournée verte');
    expect(green.length).toBeGreaterThan(3);
    for (const slot of green) expect(paris(slot.startAt)).toBe('09:00');
  });

  it('reaches the slots its rule names at once, in each locale with French where one is missing', async () => {
    // A weekday whose 14:00 slot the shop lists now: on a Saturday evening the rolling week holds no
    // Saturday afternoon (today's has begun, next week's is not generated yet).
    const listed = (await shopSlots('nl_BE')).filter((s) => paris(s.startAt) === '14:00');
    const weekday = isoWeekday(listed[listed.length - 1]!.date);
    const created = await post(saturday({ name: 'Samedi test', weekdays: [weekday] }));
    expect(created.statusCode, created.body).toBe(201);
    const operation = created.json();
    expect(operation).toMatchObject({ backgroundColor: '#fff3e0', missingLocales: ['es_ES', 'fr_BE'] });

    const slots = await shopSlots('nl_BE');
    const reached = slots.filter((s) => s.marketingOperationText === 'Gratis levering');
    const named = slots.filter((s) => isoWeekday(s.date) === weekday && paris(s.startAt) === '14:00');
    expect(named.length).toBeGreaterThan(0);
    expect(reached.map((s) => s.id)).toEqual(named.map((s) => s.id));
    expect(reached[0]).toMatchObject({
      marketingDescription: 'Le samedi après-midi, la livraison est pour nous.',
      icon: '🚚',
      backgroundColor: '#fff3e0',
      textColor: '#7a2e00',
    });
    // The admin's count is of every warehouse's upcoming slots it reaches (at least Lille's).
    expect(operation.upcomingSlots).toBeGreaterThanOrEqual(reached.length);

    // Switched off: the slots show nothing again, at once.
    const off = await put(
      operation.id,
      saturday({ name: 'Samedi test', weekdays: [weekday], active: false, version: operation.version }),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false, upcomingSlots: 0, version: operation.version + 1 });
    expect((await shopSlots('nl_BE')).filter((s) => s.marketingOperationText === 'Gratis levering')).toEqual(
      [],
    );
  });

  it('prefers a warehouse’s own operation to a shop-wide one, and gives the slot back when it is deleted', async () => {
    const everyMorning = (await post(saturday({ name: 'Matins', weekdays: [], startTime: '10:00' }))).json();
    const lilles = (
      await post(
        saturday({
          name: 'Matins de Lille',
          warehouseId: lille,
          weekdays: [],
          startTime: '10:00',
          texts: { ...emptyTexts(), fr_FR: { text: 'Spécial Lille', description: '' } },
        }),
        tokens.lilleManager,
      )
    ).json();
    const tens = async () => (await shopSlots()).filter((s) => paris(s.startAt) === '10:00');
    expect((await tens()).every((s) => s.marketingOperationText === 'Spécial Lille')).toBe(true);

    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/admin/slot-marketing/${lilles.id}?version=${lilles.version}`,
      headers: bearer(tokens.lilleManager),
    });
    expect(gone.statusCode).toBe(204);
    expect((await tens()).every((s) => s.marketingOperationText === 'Livraison offerte')).toBe(true);
    await app.inject({
      method: 'DELETE',
      url: `/api/admin/slot-marketing/${everyMorning.id}?version=${everyMorning.version}`,
      headers: bearer(tokens.admin),
    });
    expect((await tens()).every((s) => s.marketingOperationText === null)).toBe(true);

    const log = await db.select().from(t.auditLog).where(eq(t.auditLog.entity, 'slot_marketing'));
    expect(
      log
        .filter((e) => e.entityId === String(lilles.id))
        .map((e) => e.action)
        .sort(),
    ).toEqual(['slotMarketing.create', 'slotMarketing.delete']);
  });

  it('leaves past slots as they were shown', async () => {
    const [past] = await db
      .select({ id: t.slots.id })
      .from(t.slots)
      .where(and(eq(t.slots.warehouseId, lille), sql`${t.slots.startAt} < now()`))
      .limit(1);
    if (!past) return; // a fresh database has no past slot yet
    await db.update(t.slots).set({ marketing: null }).where(eq(t.slots.id, past.id));
    await post(saturday({ name: 'tous', weekdays: [], startTime: null }));
    const [after] = await db.select().from(t.slots).where(eq(t.slots.id, past.id));
    expect(after!.marketing).toBeNull();
  });
});

describe('slot marketing operations: bad input and concurrent edits', () => {
  it('refuses unreadable colours, words as icons, an end before the start, no French, with field errors', async () => {
    const refused = async (over: Record<string, unknown>) => {
      const res = await post(saturday(over));
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors as Array<{ field: string; message: string }>;
    };
    expect(await refused({ backgroundColor: '#ffeb3b', textColor: '#ffffff' })).toEqual([
      { field: 'textColor', message: expect.stringMatching(/peu lisible/) },
    ]);
    expect((await refused({ textColor: null }))[0]!.message).toMatch(/les deux couleurs/);
    expect((await refused({ icon: 'truck' }))[0]).toMatchObject({ field: 'icon' });
    expect((await refused({ endsOn: '2000-01-01' }))[0]).toMatchObject({ field: 'endsOn' });
    expect(
      (
        await refused({ texts: { ...emptyTexts(), nl_BE: { text: 'Alleen Nederlands', description: '' } } })
      )[0],
    ).toMatchObject({ field: 'texts.fr_FR.text' });
    await refused({ name: 'Nuit\u0000blanche' });
    await refused({ weekdays: [0, 8] });
    await refused({ startTime: '25:00' });
    await refused({ startsOn: '2030-02-30' });
    expect((await put(99_999_999, saturday({ version: 1 }))).statusCode).toBe(404);
  });

  it('refuses the second of two saves made on the same version', async () => {
    const operation = (await post(saturday({ name: 'course', active: false }))).json();
    const results = await Promise.all(
      ['un', 'deux'].map((name) =>
        put(operation.id, saturday({ name, active: false, version: operation.version })),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await db
      .select()
      .from(t.slotMarketingOperations)
      .where(eq(t.slotMarketingOperations.id, operation.id));
    expect(row!.version).toBe(operation.version + 1);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/admin/slot-marketing/${operation.id}?version=${operation.version}`,
          headers: bearer(tokens.admin),
        })
      ).statusCode,
    ).toBe(409);
  });

  it('keeps every upcoming slot consistent when operations change concurrently', async () => {
    const created = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        post(saturday({ name: `parallèle ${n}`, weekdays: [], startTime: `1${n}:00`, warehouseId: lille })),
      ),
    );
    expect(created.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const ids = created.map((r) => r.json().id as number);
    const upcoming = await db
      .select({ startAt: t.slots.startAt, operationId: t.slots.marketingOperationId })
      .from(t.slots)
      .where(and(eq(t.slots.warehouseId, lille), gt(t.slots.startAt, sql`now()`)));
    for (const [i, id] of ids.entries()) {
      const expected = upcoming.filter((s) => paris(s.startAt) === `1${i + 1}:00`).length;
      expect(upcoming.filter((s) => s.operationId === id).length).toBe(expected);
    }
  });
});
