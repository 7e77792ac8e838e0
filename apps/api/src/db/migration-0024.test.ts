import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SLOT_RULES } from '@consigne/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrations.js';

const dir = mkdtempSync(join(tmpdir(), 'consigne-0024-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Migrates a new database from 0000: slow on a busy machine.
describe('migration 0024 (slot settings)', { timeout: 90_000 }, () => {
  it('gives every existing warehouse the spec’s rules, and leaves its slots open', async () => {
    const { exec, query, database } = await databaseBefore('0024', dir);
    await exec(`
      INSERT INTO warehouses (key, name, city, country, address, lat, lng, delivery_free_threshold_cents, delivery_fee_cents, order_minimum_amount_cents)
        VALUES ('a', 'A', 'Lille', 'FR', '1 rue', 50.6, 3.06, 0, 0, 0), ('b', 'B', 'Lyon', 'FR', '2 rue', 45.7, 4.8, 0, 0, 0);
      INSERT INTO slots (warehouse_id, start_at, end_at, capacity) SELECT id, now() + interval '1 day', now() + interval '1 day 2 hours', 12 FROM warehouses;
    `);
    await database.migrate();
    const rows = await query<Record<string, number>>(
      `SELECT first_start_hour, last_start_hour, width_hours, capacity, same_day_cutoff_hour, lead_minutes, days_ahead, version FROM slot_settings ORDER BY warehouse_id`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      first_start_hour: DEFAULT_SLOT_RULES.firstStartHour,
      last_start_hour: DEFAULT_SLOT_RULES.lastStartHour,
      width_hours: DEFAULT_SLOT_RULES.widthHours,
      capacity: DEFAULT_SLOT_RULES.capacity,
      same_day_cutoff_hour: DEFAULT_SLOT_RULES.sameDayCutoffHour,
      lead_minutes: DEFAULT_SLOT_RULES.leadMinutes,
      days_ahead: DEFAULT_SLOT_RULES.daysAhead,
      version: 1,
    });
    expect(await query(`SELECT 1 FROM slots WHERE closed_at IS NOT NULL`)).toHaveLength(0);
    // The database refuses rules out of order, whatever the application sends.
    const refused = await exec(`UPDATE slot_settings SET last_start_hour = 8`).then(
      () => 'accepted',
      () => 'refused',
    );
    expect(refused).toBe('refused');
  });
});
