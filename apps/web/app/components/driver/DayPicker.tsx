import { addDays } from '@consigne/domain';
import { Form, Link, useSubmit } from 'react-router';
import { useI18n } from '../../i18n';
import type { DriverPageData } from './types';

const ARROW = 'btn-icon border-2 border-line bg-white text-xl font-bold hover:bg-sand';

/**
 * The day and van shown: arrows to the day before and after, a date field and the van (when the
 * warehouse has several), sent as soon as they change; a button only without JavaScript.
 */
export function DayPicker({
  date,
  today,
  vans,
  vanId,
}: Pick<DriverPageData, 'date' | 'today' | 'vans' | 'vanId'>) {
  const { t, prefix } = useI18n();
  const submit = useSubmit();
  // The first van is the API's default: the links name another one only.
  const vanQuery = vanId !== null && vanId !== vans[0]?.id ? `&vanId=${vanId}` : '';
  const dayLink = (d: string) => `${prefix}/livreur?date=${d}${vanQuery}`;
  return (
    <>
      <Form
        method="get"
        className="mt-4 flex flex-wrap items-end gap-2"
        onChange={(e) => submit(e.currentTarget)}
      >
        <Link to={dayLink(addDays(date, -1))} className={ARROW} aria-label={t('driver.previousDay')}>
          <span aria-hidden="true">‹</span>
        </Link>
        <div className="min-w-0 flex-1">
          <label htmlFor="round-date" className="field-label">
            {t('driver.date')}
          </label>
          <input
            id="round-date"
            type="date"
            name="date"
            defaultValue={date}
            key={date}
            className="field-input"
          />
        </div>
        {vans.length > 1 && <VanSelect vans={vans} vanId={vanId} />}
        <Link to={dayLink(addDays(date, 1))} className={ARROW} aria-label={t('driver.nextDay')}>
          <span aria-hidden="true">›</span>
        </Link>
        <noscript>
          <button type="submit" className="btn btn-primary">
            {t('driver.show')}
          </button>
        </noscript>
      </Form>
      {date !== today && (
        <Link
          to={`${prefix}/livreur`}
          className="mt-2 inline-block text-sm font-semibold text-forest underline underline-offset-4"
        >
          {t('driver.today')}
        </Link>
      )}
    </>
  );
}

function VanSelect({ vans, vanId }: Pick<DriverPageData, 'vans' | 'vanId'>) {
  const { t } = useI18n();
  return (
    <div className="order-last min-w-0 basis-full">
      <label htmlFor="round-van" className="field-label">
        {t('driver.van')}
      </label>
      <select
        id="round-van"
        name="vanId"
        defaultValue={vanId ?? undefined}
        key={vanId}
        className="field-input"
      >
        {vans.map((van) => (
          <option key={van.id} value={van.id}>
            {van.name}
          </option>
        ))}
      </select>
    </div>
  );
}
