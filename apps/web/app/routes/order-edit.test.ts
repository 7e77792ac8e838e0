/**
 * The shopper's order page on the real API (a seeded PGlite, in-process): the loader says until when
 * the order may change; the action sends the "Modifier ma commande" form's changes and answers what
 * the edit did, and a refused edit (or a difference to pay where none is due) its message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE } from '../lib/cookies';
import { adminApi, placeDemoOrder, type AdminApi } from '../../test/admin-api';
import * as orderPage from './mon-compte.mes-commandes.order-detail.$id';

let harness: AdminApi;
let token: string;
let orderId: number;
let water: number;
let beer: number;
const PUBLIC_URL = 'https://shop.example';

beforeAll(async () => {
  harness = await adminApi();
  const { app } = harness;
  const login = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { username: 'demo@example.com', password: 'consigne-demo' },
  });
  token = login.json().token;
  const placed = await placeDemoOrder(
    app,
    [
      ['eau-minerale-naturelle-plate-100cl', 12],
      ['biere-blonde-bio-33cl', 6],
    ],
    'order-edit-page',
  );
  orderId = placed.orderId;
  [water, beer] = placed.productIds as [number, number];
}, 120_000);
afterAll(async () => harness?.app.close());

const cookie = () => `${ACCESS_TOKEN_COOKIE}=${token}`;
const args = (request: Request) =>
  ({ request, context: harness.context, params: { id: String(orderId) } }) as never;
function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const path = `/fr/mon-compte/mes-commandes/order-detail/${orderId}`;
  return new Request(`${PUBLIC_URL}${path}`, { method: 'POST', body: form, headers: { cookie: cookie() } });
}
const load = () =>
  orderPage.loader(
    args(
      new Request(`${PUBLIC_URL}/fr/mon-compte/mes-commandes/order-detail/${orderId}`, {
        headers: { cookie: cookie() },
      }),
    ),
  );
type Answer = { data?: unknown; init?: { status?: number } };

describe('/mon-compte/mes-commandes/order-detail/:id (changing the order)', () => {
  it('the loader says the order may change, and until when', async () => {
    const { order } = await load();
    expect(order.editLockReason).toBeNull();
    expect(Date.parse(order.editableUntil)).toBe(Date.parse(order.slot.startAt) - 2 * 3_600_000);
    expect(order.topUp).toBeNull();
  });

  it('the action sends the changes: more water, the beer removed; the page then shows the new order', async () => {
    const answer = await orderPage.action(
      args(
        post({
          intent: 'edit-lines',
          changes: JSON.stringify([
            { productWarehouseId: water, quantity: 18 },
            { productWarehouseId: beer, quantity: 0 },
          ]),
        }),
      ),
    );
    expect(answer).toMatchObject({ done: 'edited', error: null, edit: { topUp: 0, cardRefund: 0 } });
    const { order } = await load();
    const lines = order.packages.flatMap((p) => p.lines);
    expect(lines.map((l) => [l.productWarehouseId, l.quantity])).toEqual([[water, 18]]);
  });

  it('a refused edit is its message, with its status; nothing changes', async () => {
    const tooMany = (await orderPage.action(
      args(
        post({
          intent: 'edit-lines',
          changes: JSON.stringify([{ productWarehouseId: water, quantity: 5000 }]),
        }),
      ),
    )) as Answer;
    expect(tooMany.init?.status).toBe(400);
    const garbled = (await orderPage.action(
      args(post({ intent: 'edit-lines', changes: '{nope' })),
    )) as Answer;
    expect(garbled.init?.status).toBe(400);
    const noTopUp = (await orderPage.action(args(post({ intent: 'pay-top-up' })))) as Answer;
    expect(noTopUp.init?.status).toBe(409);
    expect(noTopUp.data).toMatchObject({ error: expect.stringContaining('différence') });
    const { order } = await load();
    expect(order.packages.flatMap((p) => p.lines).map((l) => l.quantity)).toEqual([18]);
  });
});
