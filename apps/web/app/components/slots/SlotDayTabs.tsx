import type { SlotGroupDto } from '@consigne/api-client';
import { useI18n } from '../../i18n';
import { dayLabel, isChoosable } from './slot-modal-logic';

/** One 112 px button per date ('Demain 23 nov.'); a day without a free slot is dimmed. */
export function SlotDayTabs({
  groups,
  shownDate,
  locale,
  today,
  listId,
  onDate,
}: {
  groups: SlotGroupDto[];
  shownDate: string | null;
  locale: string;
  today: string;
  /** The slot list the buttons control. */
  listId: string;
  onDate: (date: string) => void;
}) {
  const { t } = useI18n();
  const relative = (r: 'today' | 'tomorrow') => t(r === 'today' ? 'slots.today' : 'slots.tomorrow');
  return (
    <div
      role="group"
      aria-label={t('slots.days')}
      data-testid="slot-days"
      className="-mx-5 mt-5 flex snap-x scroll-px-5 gap-2 overflow-x-auto px-5 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6"
    >
      {groups.map((group) => {
        const label = dayLabel(group.date, locale, today);
        const active = group.date === shownDate;
        const soft = active ? 'text-white/85' : 'text-ink-soft';
        return (
          <button
            key={group.date}
            type="button"
            aria-pressed={active}
            aria-controls={listId}
            data-testid="slot-day"
            onClick={() => onDate(group.date)}
            className={`grid w-[112px] shrink-0 snap-start justify-items-center gap-0.5 rounded-2xl border-2 px-2 py-2.5 transition ${
              active
                ? 'border-forest bg-forest text-white shadow-md'
                : 'border-line bg-white text-ink hover:border-forest/50'
            } ${group.slots.some(isChoosable) ? '' : 'opacity-60'}`}
          >
            <span className={`text-xs font-semibold ${soft}`}>
              {label.relative ? relative(label.relative) : label.weekday}
            </span>
            <span className="text-2xl font-extrabold leading-7 tabular-nums">{label.day}</span>
            <span className={`text-xs ${soft}`}>{label.month}</span>
          </button>
        );
      })}
    </div>
  );
}
