import { addDays, deliveryWindows, localDate } from '@consigne/domain';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { SlotMarketing } from '../../db/schema/index.js';

export const SLOT_DAYS_AHEAD = 7;
/** Places per slot (vans × stops per 2-hour round); SLOT_CAPACITY overrides it. */
export const SLOT_CAPACITY = 12;

export function slotCapacity(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SLOT_CAPACITY);
  return Number.isInteger(n) && n > 0 ? n : SLOT_CAPACITY;
}

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

/** Keeps a rolling week of delivery slots for every warehouse; safe to run on every start. */
export async function ensureSlots(db: Db, now: Date = new Date(), capacity = slotCapacity()): Promise<void> {
  const ids = await db.select({ id: t.warehouses.id }).from(t.warehouses);
  const today = localDate(now);
  const rows = ids.flatMap(({ id }) =>
    Array.from({ length: SLOT_DAYS_AHEAD }, (_, d) => addDays(today, d)).flatMap((date) =>
      deliveryWindows(date).map((w, index) => ({
        warehouseId: id,
        startAt: w.startAt,
        endAt: w.endAt,
        capacity,
        marketing: index === 0 ? MORNING_ROUND : null,
      })),
    ),
  );
  if (rows.length) await db.insert(t.slots).values(rows).onConflictDoNothing();
}
