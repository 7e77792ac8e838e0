import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrations.js';
import { pendingDepositHistory } from '../modules/users/index.js';
import { pendingDeposits } from './schema/index.js';

const dir = mkdtempSync(join(tmpdir(), 'consigne-0007-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 0007 (pending deposit kinds and counts)', () => {
  it('backfills the rows written before it and keeps every legacy row readable', async () => {
    const { exec, database } = await databaseBefore('0007', dir);
    const crates = [
      { packageType: 'large', completeCrates: 2, nbItems: 24, nbSpaceLeft: 0 },
      { packageType: 'small', completeCrates: 0, nbItems: 7, nbSpaceLeft: 13 },
    ];
    await exec(`
      INSERT INTO users (id, email, password_hash, firstname, lastname) VALUES (1, 'old@example.com', 'x', 'Old', 'Row');
      INSERT INTO warehouses (id, key, name, city, country, address, lat, lng, delivery_free_threshold_cents, delivery_fee_cents, order_minimum_amount_cents)
        VALUES (1, 'w', 'W', 'Lille', 'FR', 'rue', 50.6, 3.0, 0, 0, 0);
      INSERT INTO slots (id, warehouse_id, start_at, end_at, capacity) VALUES (1, 1, now(), now() + interval '2 hours', 5);
      INSERT INTO orders (id, user_id, warehouse_id, slot_id, delivery_type, delivery_name, delivery_address, locale, country,
        subtotal_ht_cents, subtotal_ttc_cents, total_tva_cents, vat_by_rate, products_deposit_cents, packages_deposit_cents,
        delivery_fee_cents, discount_cents, wallet_usage_cents, amount_to_pay_cents, crates, payment_method)
        VALUES (7, 1, 1, 1, 'address', 'Old Row', 'rue', 'fr_FR', 'FR', 0, 0, 0, '[]', 550, 900, 0, 0, 0, 0, '${JSON.stringify(crates)}', 'offline');
      INSERT INTO pending_deposits (user_id, amount_cents, description, order_id, created_at) VALUES
        (1, 1450, 'Commande n° 7 : 3 caisse(s), 31 bouteille(s)', 7, '2026-01-01T10:00:00Z'),
        (1, -1080, 'Vides récupérés : 2 caisse(s), 24 grande(s) et 0 petite(s) bouteille(s)', NULL, '2026-01-02T10:00:00Z'),
        (1, 540, '1 caisse Grand format et 12 bouteilles', NULL, '2026-01-03T10:00:00Z'),
        (1, 320, 'Commande n° 99 : 1 caisse(s), 1 bouteille(s)', 99, '2026-01-04T10:00:00Z');
    `);

    await database.migrate();
    const rows = await pendingDepositHistory(database.db, 1, 'nl_BE');
    expect(
      rows.map(({ kind, crates, largeBottles, smallBottles, description }) => ({
        kind,
        crates,
        largeBottles,
        smallBottles,
        description,
      })),
    ).toEqual([
      // An order that no longer exists: the counts are unknown, the French text stays.
      {
        kind: 'delivery',
        crates: null,
        largeBottles: null,
        smallBottles: null,
        description: 'Commande n° 99 : 1 caisse(s), 1 bouteille(s)',
      },
      // Not a text the API wrote: kept as it is, the kind from the amount's sign.
      {
        kind: 'delivery',
        crates: null,
        largeBottles: null,
        smallBottles: null,
        description: '1 caisse Grand format et 12 bouteilles',
      },
      {
        kind: 'collection',
        crates: 2,
        largeBottles: 24,
        smallBottles: 0,
        description: 'Leeggoed opgehaald: 2 bakken en 24 grote flessen',
      },
      {
        kind: 'delivery',
        crates: 3,
        largeBottles: 24,
        smallBottles: 7,
        description: 'Bestelling nr. 7: 3 bakken, 24 grote flessen en 7 kleine flessen',
      },
    ]);
    // Nothing lost: the legacy texts are still stored.
    const stored = await database.db.select({ text: pendingDeposits.description }).from(pendingDeposits);
    expect(stored.map((r) => r.text)).toHaveLength(4);
    expect(stored.every((r) => r.text !== null)).toBe(true);
    // The new checks hold.
    await expect(
      exec(`INSERT INTO pending_deposits (user_id, amount_cents, kind) VALUES (1, 1, 'gift')`),
    ).rejects.toThrow();
    await expect(
      exec(`INSERT INTO pending_deposits (user_id, amount_cents, crates) VALUES (1, 1, -1)`),
    ).rejects.toThrow();
  });
});
