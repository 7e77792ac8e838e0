import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app.js';
import { placeLilleOrder } from '../../test/orders.js';
import { createShoppers } from '../../test/shoppers.js';
import { registry } from './metrics.js';

const { app, db, kind } = await testApp();

/** The value of one series of the registry (0 when it has none yet); a histogram's `_count` too. */
async function value(name: string, labels: Record<string, string>): Promise<number> {
  const metric = registry.getSingleMetric(name.replace(/_count$/, ''));
  const { values } = await metric!.get();
  const series = name.endsWith('_count')
    ? values.filter((v) => (v as { metricName?: string }).metricName === name)
    : values;
  const same = series.find((v) =>
    Object.entries(labels).every(
      ([key, label]) => String((v.labels as Record<string, unknown>)[key]) === label,
    ),
  );
  return same?.value ?? 0;
}

describe('orders placed and database transactions', () => {
  it('counts an order once it is placed, not its idempotent replay', async () => {
    const before = await value('consigne_orders_placed_total', { payment_method: 'offline' });
    const transactionsBefore = await value('consigne_db_transaction_duration_seconds_count', {
      kind,
      outcome: 'commit',
    });
    const [shopper] = await createShoppers(db, 1);
    await placeLilleOrder(app, db, shopper!, { large: 12, small: 0 }, 'metrics-order-1');
    expect(await value('consigne_orders_placed_total', { payment_method: 'offline' })).toBe(before + 1);

    const checkout = (idempotencyKey: string) =>
      app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { authorization: `Bearer ${shopper!.token}`, 'idempotency-key': idempotencyKey },
        payload: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
      });
    const replay = await checkout('metrics-order-1');
    expect(replay.statusCode).toBe(200);
    expect(await value('consigne_orders_placed_total', { payment_method: 'offline' })).toBe(before + 1);

    // A refused checkout (empty cart) rolls back and counts nothing.
    const refused = await checkout('metrics-order-2');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await value('consigne_orders_placed_total', { payment_method: 'offline' })).toBe(before + 1);

    expect(
      await value('consigne_db_transaction_duration_seconds_count', { kind, outcome: 'commit' }),
    ).toBeGreaterThan(transactionsBefore);
    expect(
      await value('consigne_db_transaction_duration_seconds_count', { kind, outcome: 'rollback' }),
    ).toBeGreaterThanOrEqual(1);
    expect(await value('consigne_db_transactions_in_flight', { kind })).toBe(0);
  });
});
