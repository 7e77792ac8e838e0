import type { VanRoundDto } from '@consigne/api-client';
import { useI18n } from '../../i18n';
import { useDriverOffline } from './offline';
import { StopCard } from './StopCard';
import { stopDone } from './stops';

/** One slot's round: its time, then its stops in the planned order, the first not done marked next. */
export function SlotRound({
  round,
  index,
  time,
}: {
  round: VanRoundDto;
  index: number;
  time: Intl.DateTimeFormat;
}) {
  const { t } = useI18n();
  const slot = round.slots.find((s) => s.id === round.slotId)!;
  const label = `${time.format(new Date(slot.startAt))}–${time.format(new Date(slot.endAt))}`;
  const { actions } = useDriverOffline();
  const next = round.stops.find((s) => !stopDone(s, actions));
  return (
    <section
      aria-labelledby={`round-slot-${index}`}
      className="mt-8"
      data-testid="round-slot"
      data-slot-id={round.slotId ?? undefined}
    >
      <h2 id={`round-slot-${index}`} className="flex items-center gap-2 text-lg font-bold">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-brand-yellow-dark" />
        {t('driver.slot', { time: label })}
      </h2>
      {!next && <p className="mt-2 font-semibold text-forest">{t('driver.roundDone')}</p>}
      <ol className="mt-3 space-y-4">
        {round.stops.map((stop) => (
          <StopCard
            key={stop.emptiesPickup ? `pickup-${stop.emptiesPickup.pickupId}` : stop.orders[0]!.orderId}
            stop={stop}
            count={round.stops.length}
            isNext={stop === next}
          />
        ))}
      </ol>
    </section>
  );
}
