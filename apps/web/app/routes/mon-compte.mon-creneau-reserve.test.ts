/**
 * /mon-compte/mon-creneau-reserve against the real API (a seeded PGlite, called in-process), as the
 * demo shopper: the loader offers one choice per weekday and time of their warehouse's slots and
 * their addresses; each intent reaches its endpoint with the body the contract takes; a malformed
 * form is a 400 that calls nothing; the API's refusals (another's week, a slot of a warehouse that
 * does not serve them) come back as its message with nothing changed. The account's and the home's
 * loaders then show the reservation and its next week.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from '../../test/admin-api';
import { loader as accountLoader } from './mon-compte';
import { action, loader } from './mon-compte.mon-creneau-reserve';

const PAGE = '/fr/mon-compte/mon-creneau-reserve';
let shopper: AdminApi;

type Loaded = Awaited<ReturnType<typeof loader>>;

beforeAll(async () => {
  shopper = await adminApi('demo@example.com');
}, 120_000);
afterAll(async () => shopper?.app.close());

/** An action's answer: a `data(…)`'s status and body, or a plain answer's. */
async function run(fields: Record<string, string>, locale?: 'nl-BE') {
  const result = (await action({
    request: shopper.post(locale ? PAGE.replace('/fr/', `/${locale}/`) : PAGE, fields, locale),
    context: shopper.context,
    params: {},
  } as never)) as unknown;
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    const { data, init } = result as {
      data: { done: string | null; error: string | null };
      init: ResponseInit | null;
    };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as { done: string | null; error: string | null } };
}
const load = async () => (await shopper.load(loader, PAGE)) as Loaded;
const reservationCalls = () => shopper.calls.filter((c) => c.path.startsWith('/api/user/slot-reservation'));

describe('the reserved slot page', () => {
  it('loads the choices (one per weekday and hour, Monday first) and the shopper’s addresses; none reserved yet', async () => {
    const page = await load();
    expect(page.reservation).toBeNull();
    expect(page.choices.length).toBeGreaterThan(5);
    const keys = page.choices.map((c) => c.weekday * 100 + c.hour);
    expect([...keys].sort((a, b) => a - b)).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(page.addresses.length).toBeGreaterThan(0);
  });

  it('a malformed form is a 400 that calls nothing', async () => {
    for (const fields of <Array<Record<string, string>>>[
      { intent: 'nope' },
      { intent: 'create', slotId: 'abc', every: '1', where: `address:1` },
      { intent: 'create', slotId: '1', every: '3', where: `address:1` },
      { intent: 'create', slotId: '1', every: '1', where: 'home:1' },
      { intent: 'skip', weekId: '-4' },
    ]) {
      const answer = await run(fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.error).toBe('invalid');
      expect(reservationCalls()).toEqual([]);
    }
  });

  it('reserves a 10:00 slot weekly, skips a week and takes it back, changes and releases it', async () => {
    const page = await load();
    const ten = page.choices.find((c) => c.hour === 10)!;
    const where = `address:${page.addresses[0]!.id}`;
    const created = await run({ intent: 'create', slotId: String(ten.slotId), every: '1', where });
    expect(created).toEqual({ status: 200, body: { done: 'create', error: null } });
    expect(reservationCalls()).toEqual([
      {
        method: 'POST',
        path: '/api/user/slot-reservation',
        body: { slotId: ten.slotId, every: 1, addressId: page.addresses[0]!.id },
      },
    ]);
    const reserved = (await load()).reservation!;
    expect(reserved).toMatchObject({ weekday: ten.weekday, hour: 10, every: 1 });
    expect(reserved.weeks[0]!.status).toBe('held');
    const weekId = String(reserved.weeks[0]!.id);

    expect((await run({ intent: 'skip', weekId })).body.done).toBe('skip');
    expect((await load()).reservation!.weeks[0]!.status).toBe('skipped');
    expect((await run({ intent: 'unskip', weekId })).body.done).toBe('unskip');
    expect((await load()).reservation!.weeks[0]!.status).toBe('held');

    // The account and the home show it and its next week.
    const account = (await shopper.load(accountLoader, '/fr/mon-compte')) as Awaited<
      ReturnType<typeof accountLoader>
    >;
    expect(account.next.reservation?.nextWeek?.id).toBe(reserved.weeks[0]!.id);

    const eleven = page.choices.find((c) => c.hour === 11 && c.weekday !== ten.weekday)!;
    const changed = await run({ intent: 'change', slotId: String(eleven.slotId), every: '2', where });
    expect(changed.body).toEqual({ done: 'change', error: null });
    expect((await load()).reservation).toMatchObject({ weekday: eleven.weekday, hour: 11, every: 2 });

    expect((await run({ intent: 'release' })).body.done).toBe('release');
    expect((await load()).reservation).toBeNull();
  });

  it("the API's refusals come back as its message (in the page's language), nothing changed", async () => {
    const page = await load();
    const where = `address:${page.addresses[0]!.id}`;
    // No reservation: a week, a change, a release are the API's 404.
    const week = await run({ intent: 'skip', weekId: '999999' });
    expect(week.status).toBe(404);
    expect(week.body.error).toMatch(/\w/);
    expect((await run({ intent: 'release' })).status).toBe(404);
    // A slot of a warehouse that does not serve the shopper's address: the API's 422, in Dutch.
    const far = (await shopper.api<Array<{ slots: Array<{ id: number }> }>>('GET', '/slots?warehouseId=2'))[0]
      ?.slots[0];
    expect(far).toBeDefined();
    const refused = await run({ intent: 'create', slotId: String(far!.id), every: '1', where }, 'nl-BE');
    expect(refused.status).toBe(422);
    expect(refused.body.error).not.toMatch(/entrepôt/);
    // An address that is not one of theirs: a 404.
    const other = await run({
      intent: 'create',
      slotId: String(page.choices[0]!.slotId),
      every: '1',
      where: 'address:999999',
    });
    expect(other.status).toBe(404);
    expect((await load()).reservation).toBeNull();
  });
});
