import { describe, expect, it } from 'vitest';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { slotGroups } from './service.js';
import { ensureSlots } from '../../db/seed/slots.js';

const { app, db } = await testApp();

describe('GET /api/slots', () => {
  it('groups the orderable slots of the warehouse by day, 9h–21h in 2-hour windows', async () => {
    const res = await app.inject({ url: '/api/slots' });
    expect(res.statusCode).toBe(200);
    const groups = res.json() as Array<{ date: string; slots: Array<{ startAt: string; isFull: boolean }> }>;
    expect(groups.length).toBeGreaterThanOrEqual(6);
    const cutoff = Date.now() + 2 * 3600_000;
    for (const group of groups) {
      for (const slot of group.slots)
        expect(new Date(slot.startAt).getTime()).toBeGreaterThanOrEqual(cutoff - 1000);
    }
    const full = groups.find((g) => g.slots.length === 6);
    expect(full).toBeDefined();
  });

  it('marks full and soon-full slots', async () => {
    const now = new Date('2030-03-04T06:00:00Z');
    await ensureSlots(db, now);
    const [warehouse] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
    const rows = await db
      .select()
      .from(t.slots)
      .where(
        and(eq(t.slots.warehouseId, warehouse!.id), gte(t.slots.startAt, new Date('2030-03-04T10:00:00Z'))),
      )
      .orderBy(asc(t.slots.startAt))
      .limit(2);
    await db
      .update(t.slots)
      .set({ reserved: sql`capacity` })
      .where(eq(t.slots.id, rows[0]!.id));
    await db
      .update(t.slots)
      .set({ reserved: sql`capacity - 1` })
      .where(eq(t.slots.id, rows[1]!.id));
    const groups = await slotGroups(db, warehouse!.id, now);
    const flat = groups.flatMap((g) => g.slots);
    expect(flat.find((s) => s.id === rows[0]!.id)).toMatchObject({ isFull: true, isSoonFull: false });
    expect(flat.find((s) => s.id === rows[1]!.id)).toMatchObject({ isFull: false, isSoonFull: true });
  });
});
