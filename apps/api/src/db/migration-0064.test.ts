import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrations.js';

const dir = mkdtempSync(join(tmpdir(), 'consigne-0064-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Migrates a new database from 0000: slow on a busy machine.
describe('migration 0064 (containers counted in units)', { timeout: 120_000 }, () => {
  it('opens each warehouse’s counts at what its deposits already say is out and broken', async () => {
    const { exec, query, database } = await databaseBefore('0064', dir);
    await exec(`
      INSERT INTO warehouses (key, name, city, country, address, lat, lng, delivery_free_threshold_cents, delivery_fee_cents, order_minimum_amount_cents)
        VALUES ('a', 'A', 'Lille', 'FR', '1 rue', 50.6, 3.06, 0, 0, 0), ('b', 'B', 'Lyon', 'FR', '2 rue', 45.7, 4.8, 0, 0, 0);
      INSERT INTO users (email, password_hash, firstname, lastname) VALUES ('c@example.com', 'x', 'C', 'D');
      INSERT INTO pending_deposits (user_id, amount_cents, kind, crates, large_bottles, small_bottles, warehouse_id)
      SELECT u.id, v.amount, v.kind, v.crates, v.large, v.small, w.id
      FROM users u, (VALUES
        ('a', 1480, 'delivery', 3, 24, 10),
        ('a', -1140, 'collection', 2, 22, 10),
        ('a', -40, 'refused', 0, 2, 0),
        ('b', -300, 'collection', 1, 0, 0)
      ) AS v(wh, amount, kind, crates, large, small)
      JOIN warehouses w ON w.key = v.wh;
      -- A legacy row of no warehouse counts nowhere.
      INSERT INTO pending_deposits (user_id, amount_cents, kind, crates) SELECT id, 300, 'delivery', 1 FROM users;
    `);
    await database.migrate();
    const balances = await query<{ key: string; container_type: string; state: string; quantity: number }>(
      `SELECT w.key, b.container_type, b.state, b.quantity FROM container_balances b JOIN warehouses w ON w.id = b.warehouse_id
       WHERE b.quantity <> 0 ORDER BY 1, 2, 3`,
    );
    expect(balances).toEqual([
      { key: 'a', container_type: 'crate', state: 'customer', quantity: 1 },
      { key: 'a', container_type: 'large_bottle', state: 'broken', quantity: 2 },
    ]);
    // Reconciled at once: 1 crate out (3,00 €) = the warehouse's pending deposits.
    const [pending] = await query<{ cents: number }>(
      `SELECT sum(amount_cents)::int AS cents FROM pending_deposits d JOIN warehouses w ON w.id = d.warehouse_id WHERE w.key = 'a'`,
    );
    expect(pending!.cents).toBe(300);
    // The ledger is append-only.
    const edited = await exec(`UPDATE container_movements SET quantity = 5`).then(
      () => 'accepted',
      () => 'refused',
    );
    expect(edited).toBe('refused');
  });
});
