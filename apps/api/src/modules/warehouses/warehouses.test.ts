import { describe, expect, it } from 'vitest';
import { loginAs, testApp } from '../../../test/app.js';

const { app } = await testApp();

describe('GET /api/warehouse/', () => {
  it('gives guests the default warehouse with amounts in euros', async () => {
    const res = await app.inject({ url: '/api/warehouse/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      key: 'paris',
      deliveryFreeThreshold: 40,
      deliveryFee: 3,
      orderMinimumAmount: 20,
    });
  });

  it("gives a logged-in user their zone's warehouse", async () => {
    const { token } = await loginAs(app);
    const res = await app.inject({ url: '/api/warehouse/', headers: { authorization: `Bearer ${token}` } });
    expect(res.json()).toMatchObject({ key: 'lille', name: expect.any(String) });
  });

  it('takes an explicit warehouseId, 404 when unknown, 400 when not a number', async () => {
    const all = (await app.inject({ url: '/api/warehouses' })).json() as Array<{ id: number; key: string }>;
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.map((w) => w.key)).toContain('bruxelles');
    const brussels = all.find((w) => w.key === 'bruxelles')!;
    expect((await app.inject({ url: `/api/warehouse/?warehouseId=${brussels.id}` })).json().key).toBe(
      'bruxelles',
    );
    expect((await app.inject({ url: '/api/warehouse/?warehouseId=99999' })).statusCode).toBe(404);
    const bad = await app.inject({ url: '/api/warehouse/?warehouseId=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('warehouseId');
  });
});
