import type { VanRoundStopDto } from '@consigne/api-client';
import { useState } from 'react';
import { colon, formatDistance, formatShopTime, useI18n } from '../../i18n';
import { useDriverOffline } from './offline';
import { OrderCard } from './OrderCard';
import { PendingLine } from './PendingLine';
import { pendingOnPhone } from './queued-view';
import { stopDone, stopKindKey } from './stops';
import { PickupStop } from './PickupStop';

/** One stop: where, what to drop and take back, then each order; the next stop is open. */
export function StopCard({ stop, count, isNext }: { stop: VanRoundStopDto; count: number; isNext: boolean }) {
  const { actions } = useDriverOffline();
  const done = stopDone(stop, actions);
  // Open while there is something to do; left as the driver set it afterwards (a stop just delivered
  // stays open for its empties).
  const [open] = useState(!done);
  return (
    <li data-testid="round-stop" data-position={stop.position}>
      <details open={open || undefined} className={`card p-3 sm:p-5 ${isNext ? 'ring-2 ring-forest' : ''}`}>
        <StopSummary stop={stop} count={count} isNext={isNext} done={done} />
        <StopLoad stop={stop} />
        {stop.emptiesPickup ? (
          <PickupStop pickup={stop.emptiesPickup} pending={stop.toCollect[0]?.pending ?? null} />
        ) : (
          <StopOrders stop={stop} />
        )}
      </details>
    </li>
  );
}

function StopSummary({
  stop,
  count,
  isNext,
  done,
}: {
  stop: VanRoundStopDto;
  count: number;
  isNext: boolean;
  done: boolean;
}) {
  const { t, locale } = useI18n();
  return (
    <summary className="flex cursor-pointer list-none items-start gap-3">
      <span
        aria-hidden="true"
        className={`grid size-10 shrink-0 place-items-center rounded-full text-lg font-black ${done ? 'bg-leaf-soft text-forest' : 'bg-forest text-white'}`}
      >
        {done ? '✓' : stop.position}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-bold uppercase tracking-wide text-ink-soft">
          {t('driver.stopOf', { position: stop.position, count })}
          {isNext && ` · ${t('driver.next')}`}
          {done && ` · ${t('driver.stopDone')}`}
        </span>
        <span className="block text-lg font-bold leading-tight">{stop.name}</span>
        <span className="block text-sm">
          {t(stopKindKey(stop.kind, 'driver'))} · {stop.address}
          {stop.distanceKm !== null &&
            ` · ${t('driver.distance', { km: formatDistance(stop.distanceKm, locale) })}`}
        </span>
        <StopTiming stop={stop} />
      </span>
    </summary>
  );
}

/** When the plan expects the van, and the window its shoppers were told: the one the driver keeps to. */
function StopTiming({ stop }: { stop: VanRoundStopDto }) {
  const { t, locale } = useI18n();
  // A round kept on the phone from before the window existed has no such field: read as not told.
  const told = stop.promisedWindow ?? null;
  if (stop.plannedArrivalAt === null && told === null) return null;
  const time = (iso: string) => formatShopTime(iso, locale);
  return (
    <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm font-semibold" data-testid="stop-timing">
      {stop.plannedArrivalAt !== null && (
        <span data-testid="stop-planned">{t('driver.plannedAt', { time: time(stop.plannedArrivalAt) })}</span>
      )}
      {told !== null && (
        <span className="rounded-lg bg-leaf-soft px-2 text-forest" data-testid="stop-window">
          {t('driver.promisedTo')}
          {colon(locale)}
          {/* The window reads whole: never broken after its dash on a narrow phone. */}
          <span className="whitespace-nowrap">
            {time(told.from)}–{time(told.to)}
          </span>
        </span>
      )}
    </span>
  );
}

/** The crates to drop at the stop and the empties to take back from each customer there. */
function StopLoad({ stop }: { stop: VanRoundStopDto }) {
  const { t } = useI18n();
  // The empties handed back while offline are no longer asked for.
  const { actions } = useDriverOffline();
  return (
    <div className="mt-3 space-y-1 rounded-xl bg-sand/60 px-3 py-2.5">
      <p className="font-bold" data-testid="crates-to-drop">
        {t('driver.cratesToDrop', { count: stop.cratesToDrop })}
      </p>
      {stop.toCollect.map((c) => (
        <PendingLine
          key={c.customerId}
          name={c.name}
          pending={pendingOnPhone(c.pending, c.customerId, actions)}
        />
      ))}
    </div>
  );
}

/** The stop's orders; a customer with several orders there gets the empties form on their first only. */
function StopOrders({ stop }: { stop: VanRoundStopDto }) {
  const { actions } = useDriverOffline();
  const pendingOf = (customerId: number) => {
    const pending = stop.toCollect.find((c) => c.customerId === customerId)?.pending;
    return pending ? pendingOnPhone(pending, customerId, actions) : null;
  };
  const seen = new Set<number>();
  return (
    <ul className="mt-3 space-y-3">
      {stop.orders.map((order) => {
        const first = !seen.has(order.customer.id);
        seen.add(order.customer.id);
        return (
          <OrderCard
            key={order.orderId}
            order={order}
            pending={pendingOf(order.customer.id)}
            emptiesHere={first}
          />
        );
      })}
    </ul>
  );
}
