import { intlTag } from '@consigne/domain';
import { Form, Link } from 'react-router';
import { useI18n } from '../../../i18n';
import {
  clock,
  dayLabel,
  hours,
  ordersLink,
  rowTimes,
  type AdminSlot,
  type SlotDay,
  type SlotWeek,
} from './types';

/** The query of the page for a week, a warehouse and more (a day to close, a slot to edit…). */
export const pageUrl = (warehouseId: number, week: string, extra: Record<string, string> = {}) =>
  `/admin/creneaux?${new URLSearchParams({ entrepot: String(warehouseId), semaine: week, ...extra })}`;

/**
 * The week as a table, days as columns and start times as rows (from a tablet up), or one day at a
 * time on a phone. Slots are chosen with checkboxes, then closed or reopened after a confirmation.
 */
export function SlotCalendar({ week, phoneDay }: { week: SlotWeek; phoneDay: string }) {
  const { t } = useI18n();
  return (
    <Form method="get" aria-label={t('adminSlots.calendarLabel')}>
      <input type="hidden" name="entrepot" value={week.warehouseId} />
      <input type="hidden" name="semaine" value={week.week} />
      <WeekTable week={week} />
      <PhoneDay week={week} date={phoneDay} />
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" name="faire" value="fermer" className="btn btn-primary">
          {t('adminSlots.closeChosen')}
        </button>
        <button type="submit" name="faire" value="rouvrir" className="btn btn-outline">
          {t('adminSlots.reopenChosen')}
        </button>
      </div>
    </Form>
  );
}

function WeekTable({ week }: { week: SlotWeek }) {
  const { t, locale: appLocale } = useI18n();
  const locale = intlTag(appLocale);
  const times = rowTimes(week.days, locale);
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full min-w-[36rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">
          {t('adminSlots.caption', { day: dayLabel(week.week, locale, 'long') })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="w-14 border-b border-line px-1 py-2 text-left">
              {t('adminSlots.time')}
            </th>
            {week.days.map((day) => (
              <th key={day.date} scope="col" className="border-b border-line px-1 py-2 text-left align-top">
                <DayHeader day={day} week={week} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times.map((time) => (
            <tr key={time}>
              <th scope="row" className="border-b border-line px-1 py-1 text-left font-semibold tabular-nums">
                {time}
              </th>
              {week.days.map((day) => {
                const slot = day.slots.find((s) => clock(s.startAt, locale) === time);
                return (
                  <td key={day.date} className="border-b border-line p-1 align-top">
                    {slot ? (
                      <SlotCell slot={slot} day={day} week={week} idPrefix="w" />
                    ) : (
                      <span aria-hidden="true">–</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {times.length === 0 && <p className="py-4 text-ink-soft">{t('adminSlots.noSlots')}</p>}
    </div>
  );
}

/** A day's column head: its name, closed or not, and the whole day's closure or reopening. */
function DayHeader({ day, week }: { day: SlotDay; week: SlotWeek }) {
  const { t, locale: appLocale } = useI18n();
  const locale = intlTag(appLocale);
  const future = day.date >= week.today;
  return (
    <div className="flex flex-col gap-1">
      <span className={day.date === week.today ? 'text-forest' : undefined}>
        {dayLabel(day.date, locale)}
      </span>
      {day.isClosedDay && (
        <span className="w-fit rounded bg-danger-soft px-1 text-xs text-danger">
          {t('adminSlots.dayClosed')}
        </span>
      )}
      {future && (
        <Link
          to={pageUrl(week.warehouseId, week.week, {
            jour: day.date,
            faire: day.isClosedDay ? 'rouvrir-jour' : 'fermer-jour',
          })}
          className="text-xs font-normal text-forest underline"
          aria-label={t(day.isClosedDay ? 'adminSlots.reopenDayOf' : 'adminSlots.closeDayOf', {
            day: dayLabel(day.date, locale, 'long'),
          })}
        >
          {t(day.isClosedDay ? 'adminSlots.reopenDay' : 'adminSlots.closeDay')}
        </Link>
      )}
    </div>
  );
}

/** One slot: booked / capacity (a link to its orders), places held, closed, its checkbox and capacity link. */
function SlotCell({
  slot,
  day,
  week,
  idPrefix,
}: {
  slot: AdminSlot;
  day: SlotDay;
  week: SlotWeek;
  idPrefix: string;
}) {
  const { t, locale: appLocale } = useI18n();
  const locale = intlTag(appLocale);
  const name = `${dayLabel(day.date, locale, 'long')} ${hours(slot, locale)}`;
  const full = slot.booked + slot.held >= slot.capacity;
  const tone = slot.closedAt
    ? 'bg-danger-soft text-danger'
    : slot.isPast
      ? 'bg-sand/60 text-ink-soft'
      : full
        ? 'bg-warning-soft'
        : 'bg-leaf-soft/60';
  const count = t('adminSlots.bookedOf', { booked: slot.booked, capacity: slot.capacity });
  return (
    <div className={`flex min-h-14 flex-col gap-0.5 rounded-md px-1.5 py-1 ${tone}`} data-slot={slot.id}>
      <div className="flex items-center gap-1">
        {!slot.isPast && (
          // The label around it makes a 28 px target of the 16 px box (WCAG 2.5.8, staff on tablets).
          <label className="-m-1.5 flex size-7 shrink-0 cursor-pointer items-center justify-center">
            <input
              type="checkbox"
              name="creneaux"
              value={slot.id}
              id={`${idPrefix}-slot-${slot.id}`}
              aria-label={t('adminSlots.choose', { slot: name })}
              className="size-4"
            />
          </label>
        )}
        {slot.booked > 0 ? (
          <Link
            to={ordersLink(week.warehouseId, day.date, slot.id)}
            className="inline-flex min-h-6 min-w-6 items-center font-semibold tabular-nums underline"
            aria-label={t('adminSlots.ordersOf', { slot: name, places: count })}
          >
            {count}
          </Link>
        ) : (
          <span className="tabular-nums">{count}</span>
        )}
      </div>
      {slot.held > 0 && <span className="text-xs">{t('adminSlots.held', { held: slot.held })}</span>}
      {slot.closedAt && <span className="text-xs font-semibold">{t('adminSlots.closed')}</span>}
      {!slot.isPast && (
        <Link
          to={pageUrl(week.warehouseId, week.week, { capacite: String(slot.id) })}
          // At least 24 px high, as every target (WCAG 2.5.8): the text alone is 16.
          className="inline-flex min-h-6 items-center self-start text-xs text-forest underline"
          aria-label={t('adminSlots.capacityOf', { slot: name })}
        >
          {t('adminSlots.capacity')}
        </Link>
      )}
    </div>
  );
}

/** A phone shows one day: the week's days as links, then the day's slots as a list. */
function PhoneDay({ week, date }: { week: SlotWeek; date: string }) {
  const { t, locale: appLocale } = useI18n();
  const locale = intlTag(appLocale);
  const day = week.days.find((d) => d.date === date) ?? week.days[0]!;
  return (
    <div className="md:hidden">
      <nav aria-label={t('adminSlots.days')} className="mb-3 flex gap-1 overflow-x-auto">
        {week.days.map((d) => (
          <Link
            key={d.date}
            to={pageUrl(week.warehouseId, week.week, { voir: d.date })}
            aria-current={d.date === day.date ? 'date' : undefined}
            className={`whitespace-nowrap rounded-full px-3 py-1 text-sm ${d.date === day.date ? 'bg-forest text-white' : 'bg-sand'}`}
          >
            {dayLabel(d.date, locale)}
          </Link>
        ))}
      </nav>
      <div className="mb-2 font-bold">
        <DayHeader day={day} week={week} />
      </div>
      {day.slots.length === 0 ? (
        <p className="text-ink-soft">{t('adminSlots.noSlots')}</p>
      ) : (
        <ul className="grid gap-2">
          {day.slots.map((slot) => (
            <li key={slot.id} className="flex items-start gap-3">
              <span className="w-28 shrink-0 whitespace-nowrap pt-1 font-semibold tabular-nums">
                {hours(slot, locale)}
              </span>
              <div className="flex-1">
                <SlotCell slot={slot} day={day} week={week} idPrefix="p" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
