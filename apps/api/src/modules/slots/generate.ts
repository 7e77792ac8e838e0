import { addDays, deliveryWindows, localDate, type SlotRules } from '@consigne/domain';
import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { SlotMarketing } from '../../db/schema/index.js';
import { rulesOf } from './rules.js';

/**
 * The first round of the day starts from the warehouse with full vans and passes every district:
 * a marketing operation invites shoppers to join it (spec §3 slot marketing fields).
 */
export const MORNING_ROUND: SlotMarketing = {
  text: {
    fr_FR: 'Tournée verte',
    fr_BE: 'Tournée verte',
    es_ES: 'Ruta verde',
    nl_BE: 'Groene ronde',
  },
  description: {
    fr_FR:
      'Notre première tournée passe déjà dans votre quartier : choisir ce créneau évite un trajet de plus à nos fourgons électriques.',
    fr_BE:
      'Notre première tournée passe déjà dans votre quartier : choisir ce créneau évite un trajet de plus à nos fourgons électriques.',
    es_ES:
      'Nuestra primera ruta ya pasa por tu barrio: elegir esta franja ahorra un trayecto a nuestras furgonetas eléctricas.',
    nl_BE:
      'Onze eerste ronde komt al langs in je buurt: met dit tijdslot bespaar je onze elektrische bestelwagens een extra rit.',
  },
  icon: 'leaf',
  backgroundColor: '#e8f5e9',
  textColor: '#1b5e20',
};

/** The windows of a warehouse's coming days under its rules, closed on its closed days. */
export function plannedSlots(
  warehouseId: number,
  rules: SlotRules,
  today: string,
  closedDays: ReadonlySet<string>,
  now: Date,
) {
  return Array.from({ length: rules.daysAhead }, (_, d) => addDays(today, d)).flatMap((date) =>
    deliveryWindows(date, rules).map((w, index) => ({
      warehouseId,
      startAt: w.startAt,
      endAt: w.endAt,
      capacity: rules.capacity,
      marketing: index === 0 ? MORNING_ROUND : null,
      closedAt: closedDays.has(date) ? now : null,
    })),
  );
}

/**
 * Keeps each warehouse's coming days of delivery slots (its settings: hours, width, capacity, days
 * ahead); safe to run on every start. A warehouse without settings gets the default row first. A slot
 * that exists is left as it is (its bookings, capacity and closure are the back-office's).
 */
export async function ensureSlots(db: Db, now: Date = new Date()): Promise<void> {
  await db.execute(
    sql`insert into ${t.slotSettings} (warehouse_id) select ${t.warehouses.id} from ${t.warehouses} on conflict do nothing`,
  );
  const today = localDate(now);
  const [settings, closed] = await Promise.all([
    db.select().from(t.slotSettings),
    db.select().from(t.slotClosedDays).where(gte(t.slotClosedDays.date, today)),
  ]);
  const rows = settings.flatMap((row) => {
    const days = new Set(closed.filter((c) => c.warehouseId === row.warehouseId).map((c) => c.date));
    return plannedSlots(row.warehouseId, rulesOf(row), today, days, now);
  });
  if (rows.length) await db.insert(t.slots).values(rows).onConflictDoNothing();
}
