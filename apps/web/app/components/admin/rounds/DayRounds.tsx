import type { CallResponse } from '@consigne/contract';
import { intlTag, type Locale } from '@consigne/domain';
import { formatDistance, formatShopTime, useI18n } from '../../../i18n';
import { slotLabel } from '../orders/format';
import { RoundMap, vanStyle } from './RoundMap';

type Day = CallResponse<'getRoundsDay'>;

const timeOf = (iso: string | null, locale: Locale) => (iso === null ? '—' : formatShopTime(iso, locale));

/**
 * The day's rounds, slot by slot: the map of the slot's rounds, then per van its stops, crates against
 * its capacity, km, when it leaves and is back and whether it is locked, with its stops in order (the
 * map's words), and the orders off the plan with why.
 */
export function DayRounds({ day }: { day: Day }) {
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  if (day.slots.length === 0) return <p className="text-ink-soft">{t('adminRounds.day.none')}</p>;
  const vanName = (id: number) => day.vans.find((v) => v.id === id)?.name ?? String(id);
  const styleOf = (id: number) => vanStyle(day.vans.findIndex((v) => v.id === id));
  return (
    <section aria-labelledby="day-rounds" className="space-y-6" data-testid="day-rounds">
      <h2 id="day-rounds" className="text-xl font-bold">
        {t('adminRounds.day.title')}
      </h2>
      {day.slots.map((slot) => {
        const label = slotLabel(slot, tag, false);
        const used = slot.rounds.filter((r) => r.stops.length > 0 || r.locked);
        const stops = used.reduce((n, r) => n + r.stops.length, 0);
        return (
          <article
            key={slot.slotId}
            className="space-y-3 rounded-lg border border-line p-4 print:break-inside-avoid"
            data-testid="day-slot"
            data-slot-id={slot.slotId}
          >
            <h3 className="text-lg font-bold">{t('adminRounds.day.slot', { time: label })}</h3>
            {stops > 0 && (
              <RoundMap
                id={`round-map-${slot.slotId}`}
                warehouse={day.warehouse}
                rounds={used.map((r) => ({
                  vanId: r.vanId,
                  name: vanName(r.vanId),
                  stops: r.stops.map((s) => ({
                    ...s,
                    label: `${s.position}. ${s.name} (${timeOf(s.plannedArrivalAt, locale)})`,
                  })),
                }))}
                title={t('adminRounds.map.title', { time: label, vans: used.length, stops })}
                description={t('adminRounds.map.desc', { name: day.warehouse.name })}
                warehouseLabel={t('adminRounds.map.warehouse', { name: day.warehouse.name })}
              />
            )}
            <div className="overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">{t('adminRounds.day.caption', { time: label })}</caption>
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-3">
                      {t('adminRounds.van')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('adminRounds.day.stops')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('adminRounds.day.crates')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('adminRounds.day.km')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('adminRounds.day.leaves')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('adminRounds.day.back')}
                    </th>
                    <th scope="col" className="py-2">
                      {t('adminRounds.day.state')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {slot.rounds.map((round) => {
                    const style = styleOf(round.vanId);
                    const capacity = day.vans.find((v) => v.id === round.vanId)?.capacity ?? 0;
                    return (
                      <tr
                        key={round.vanId}
                        className="border-b border-line align-top"
                        data-testid="day-round"
                      >
                        <th scope="row" className="py-2 pr-3 font-semibold">
                          <svg viewBox="0 0 24 8" className="mr-2 inline h-2 w-6" aria-hidden="true">
                            <line
                              x1="0"
                              y1="4"
                              x2="24"
                              y2="4"
                              stroke={style.colour}
                              strokeWidth="3"
                              strokeDasharray={style.dash || undefined}
                            />
                          </svg>
                          {vanName(round.vanId)}
                        </th>
                        <td className="py-2 pr-3">
                          {round.stops.length === 0 ? (
                            t('adminRounds.day.noStops')
                          ) : (
                            <ol
                              className="list-decimal pl-5"
                              aria-label={t('adminRounds.day.order', { name: vanName(round.vanId) })}
                            >
                              {round.stops.map((s) => (
                                <li key={s.position} data-testid="day-stop" data-orders={s.orders.join(' ')}>
                                  {s.name} · {timeOf(s.plannedArrivalAt, locale)}
                                </li>
                              ))}
                            </ol>
                          )}
                        </td>
                        <td className="py-2 pr-3 tabular-nums">
                          {t('adminRounds.day.cratesOf', { crates: round.crates, capacity })}
                        </td>
                        <td className="py-2 pr-3 tabular-nums">{formatDistance(round.km, locale)}</td>
                        <td className="py-2 pr-3 tabular-nums">{timeOf(round.leavesAt, locale)}</td>
                        <td className="py-2 pr-3 tabular-nums">{timeOf(round.backAt, locale)}</td>
                        <td className="py-2" data-testid="round-state">
                          {round.locked ? (
                            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
                              {t('adminRounds.day.locked')}
                            </span>
                          ) : (
                            t('adminRounds.day.open')
                          )}
                          {round.late && <p className="text-danger">{t('adminRounds.day.late')}</p>}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {slot.unplanned.length > 0 && (
              <p className="text-sm" data-testid="day-unplanned">
                {t('adminRounds.planLeft', {
                  ids: slot.unplanned
                    .map((u) => `n° ${u.orderId} (${t(`adminRounds.reason.${u.reason}`)})`)
                    .join(', '),
                })}
              </p>
            )}
          </article>
        );
      })}
    </section>
  );
}
