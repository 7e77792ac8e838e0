import { describe, expect, it } from 'vitest';
import { loginAs, testApp } from '../../../test/app.js';

/** Bad input on the slot, pickup point, order, operator and invoice routes: a 4xx with a message, never a 500. */
const { app } = await testApp();
const customer = (await loginAs(app)).token;
const driver = (await loginAs(app, 'livreur@example.com')).token;
const as = (token: string) => ({ authorization: `Bearer ${token}` });

type Case = [string, 'GET' | 'POST' | 'PATCH', string, unknown, string, Record<string, string>?];
const cases: Case[] = [
  ['select a slot id 0', 'POST', '/api/user/select/slot/0', {}, customer],
  ['select a slot id that is text', 'POST', '/api/user/select/slot/abc', {}, customer],
  ['pickup point with a decimal id', 'POST', '/api/user/delivery', { zone_id: 1.5 }, customer],
  ['pickup point without a body', 'POST', '/api/user/delivery', undefined, customer],
  ['order without terms', 'POST', '/api/orders', {}, customer, { 'idempotency-key': 'bad-input-1' }],
  [
    'order with an unknown payment',
    'POST',
    '/api/orders',
    { paymentMethod: 'cash', acceptTerms: true },
    customer,
    { 'idempotency-key': 'bad-input-2' },
  ],
  [
    'order with terms as text',
    'POST',
    '/api/orders',
    { acceptTerms: 'yes' },
    customer,
    { 'idempotency-key': 'bad-input-3' },
  ],
  [
    'order with a too short key',
    'POST',
    '/api/orders',
    { acceptTerms: true },
    customer,
    { 'idempotency-key': 'x' },
  ],
  ['order detail of a text id', 'GET', '/api/orders/abc', undefined, customer],
  ['unknown order', 'GET', '/api/orders/999999', undefined, customer],
  ['cancel an unknown order', 'POST', '/api/orders/999999/cancel', undefined, customer],
  ['move an order to slot -1', 'PATCH', '/api/order/1/slot', { slot_id: -1 }, customer],
  ['move an unknown order', 'PATCH', '/api/order/999999/slot', { slot_id: 1 }, customer],
  ['invoice of a text id', 'GET', '/api/invoices/abc/pdf', undefined, customer],
  ['unknown invoice', 'GET', '/api/invoices/999999/pdf', undefined, customer],
  ['round of an impossible date', 'GET', '/api/operator/orders?date=2026-13-45', undefined, driver],
  ['round of a badly written date', 'GET', '/api/operator/orders?date=tomorrow', undefined, driver],
  ['unknown status', 'POST', '/api/operator/orders/1/status', { status: 'lost' }, driver],
  [
    'status of an unknown order',
    'POST',
    '/api/operator/orders/999999/status',
    { status: 'delivered' },
    driver,
  ],
  [
    'negative crates',
    'POST',
    '/api/operator/collections',
    { userId: 1, crates: -1, largeBottles: 0, smallBottles: 0 },
    driver,
  ],
  [
    'nothing collected',
    'POST',
    '/api/operator/collections',
    { userId: 1, crates: 0, largeBottles: 0, smallBottles: 0 },
    driver,
  ],
  [
    'collection for an unknown customer',
    'POST',
    '/api/operator/collections',
    { userId: 999999, crates: 1, largeBottles: 0, smallBottles: 0 },
    driver,
  ],
];

describe('bad input gets a clear 4xx', () => {
  it.each(cases)('%s', async (_name, method, url, payload, token, headers = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...as(token), ...headers },
      payload: payload as object,
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('a non-JSON order body is a 4xx too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...as(customer), 'idempotency-key': 'bad-input-json', 'content-type': 'application/json' },
      payload: '{"acceptTerms": tru',
    });
    expect(res.statusCode).toBe(400);
  });
});
