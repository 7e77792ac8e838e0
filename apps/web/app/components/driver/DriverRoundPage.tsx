import { dateTimeFormat, intlTag, SHOP_TIME_ZONE } from '@consigne/domain';
import { Link } from 'react-router';
import { Notice } from '../account/Notice';
import { useI18n } from '../../i18n';
import { DayPicker } from './DayPicker';
import { DriverForbidden } from './DriverForbidden';
import { EmptiesRun } from './EmptiesRun';
import { DriverOffline, PendingBadge } from './offline';
import { SlotRound } from './SlotRound';
import type { DriverPageData } from './types';

/**
 * The driver's page: a van's round for the day, slot by slot, stop by stop in the order the API plans
 * from the warehouse (the next stop open), moving each order forward and recording the empties at the
 * door, refused ones apart; and a pickup of empties without an order.
 */
export function DriverRoundPage(page: DriverPageData) {
  const { t } = useI18n();
  if (page.forbidden)
    return (
      <>
        <title>{t('meta.titleSuffix', { title: t('driver.space') })}</title>
        <meta name="robots" content="noindex" />
        <DriverForbidden />
      </>
    );
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('driver.title') })}</title>
      <meta name="robots" content="noindex" />
      {/* The driver's pages install as an app of their own (the storefront has no manifest). */}
      <link rel="manifest" href="/driver.webmanifest" />
      <link rel="apple-touch-icon" href="/driver-icon-192.png" />
      <meta name="theme-color" content="#ffd23f" />
      <DriverOffline>
        <DayRounds {...page} />
        <EmptiesRun q={page.q} customers={page.customers} />
      </DriverOffline>
    </>
  );
}

function DayRounds({ date, today, rounds, vans, vanId, error }: DriverPageData) {
  const { t, locale, prefix } = useI18n();
  const tag = intlTag(locale);
  // Slot times are the shop's wall-clock times; the day is a calendar date (noon UTC never shifts it).
  const time = dateTimeFormat(tag, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: SHOP_TIME_ZONE,
  });
  const day = dateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const orderCount = rounds.reduce((n, r) => n + r.stops.reduce((m, s) => m + s.orders.length, 0), 0);
  return (
    <>
      <div className="flex items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{t('driver.title')}</h1>
          <p className="first-letter:uppercase text-ink-soft" data-testid="round-day">
            {day.format(new Date(`${date}T12:00:00Z`))}
            {date === today && ` · ${t('driver.today')}`}
          </p>
        </div>
        <p className="shrink-0 rounded-full bg-forest px-3 py-1 text-sm font-bold text-white">
          {t('driver.count', { count: orderCount })}
        </p>
      </div>
      <PendingBadge />
      {/* The day's end: the money taken at the doors today (whatever day's round is shown) and the cash counted. */}
      <Link to={`${prefix}/livreur/caisse?date=${today}`} className="btn btn-outline mt-3 min-h-12 w-full">
        {t('driverCash.link')}
      </Link>
      <DayPicker date={date} today={today} vans={vans} vanId={vanId} />
      {error && (
        <Notice kind="error" className="mt-6">
          {t('driver.loadError')} {error}
        </Notice>
      )}
      {!error && vans.length === 0 && <p className="mt-6 text-ink-soft">{t('driver.noVan')}</p>}
      {!error && rounds.length === 0 && (
        <p className="mt-6 rounded-2xl border-2 border-dashed border-line bg-white/60 px-5 py-8 text-center text-ink-soft">
          {t('driver.empty')}
        </p>
      )}
      {rounds.map((round, index) => (
        <SlotRound key={round.slotId} round={round} index={index} time={time} />
      ))}
    </>
  );
}
