import type { AddressDto, EmptiesPickupDto, EmptiesPickupsDto, SlotGroupDto } from '@consigne/api-client';
import {
  dateTimeFormat,
  EMPTIES_PICKUP_INSTRUCTIONS_MAX,
  formatSlotLabel,
  intlTag,
  SHOP_TIME_ZONE,
} from '@consigne/domain';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n, useMoney } from '../../i18n';
import { Notice } from './Notice';

/** The page's answer to the pickup forms: booked, cancelled, or the API's refusal. */
export type PickupOutcome =
  | { done: 'booked'; pickup: EmptiesPickupDto; error: null }
  | { done: 'cancelled'; error: null }
  | { done: null; error: string };

export const PICKUP_INTENT = 'emptiesPickup';
export const PICKUP_CANCEL_INTENT = 'emptiesPickupCancel';

/**
 * "Faire reprendre mes vides": a pickup of empties without an order (ADR 0037) — a slot of the
 * shopper's warehouse, one of their addresses, instructions — and the pickups booked or done.
 */
export function EmptiesPickupCard({
  pickups,
  slots,
  addresses,
  outcome,
  addressHref,
}: {
  pickups: EmptiesPickupsDto | null;
  slots: SlotGroupDto[];
  addresses: AddressDto[];
  outcome: PickupOutcome | undefined;
  addressHref: string;
}) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const tag = intlTag(locale);
  const busy = useNavigation().state !== 'idle';
  const eligible = addresses.filter((a) => a.isEligible);
  const open = slots.flatMap((g) => g.slots);
  const when = (p: EmptiesPickupDto) => formatSlotLabel(p.slot, tag);
  // "le lundi 30 novembre entre 10:00 et 12:00": the confirmation's words.
  const day = dateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: SHOP_TIME_ZONE,
  });
  const hour = dateTimeFormat(tag, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: SHOP_TIME_ZONE,
  });
  const sentence = (p: EmptiesPickupDto) =>
    t('emptiesPickup.when', {
      date: day.format(new Date(p.slot.startAt)),
      from: hour.format(new Date(p.slot.startAt)),
      to: hour.format(new Date(p.slot.endAt)),
    });
  return (
    <section
      aria-labelledby="pickup-title"
      className="card mt-10 p-5 sm:p-6"
      id="reprise"
      data-testid="empties-pickup"
    >
      <h2 id="pickup-title" className="text-xl font-bold">
        {t('emptiesPickup.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-soft">{t('emptiesPickup.intro')}</p>
      {pickups && (
        <p className="mt-1 text-sm font-semibold" data-testid="pickup-fee">
          {pickups.fee > 0
            ? t('emptiesPickup.fee', { amount: money.euros(pickups.fee) })
            : t('emptiesPickup.free')}
        </p>
      )}
      {outcome?.done === 'booked' && (
        <Notice kind="success" className="mt-4" testId="pickup-success">
          {t('emptiesPickup.success', { when: sentence(outcome.pickup) })}
        </Notice>
      )}
      {outcome?.done === 'cancelled' && (
        <Notice kind="success" className="mt-4" testId="pickup-cancelled">
          {t('emptiesPickup.cancelled')}
        </Notice>
      )}
      {outcome?.error && (
        <Notice kind="error" className="mt-4" testId="pickup-error">
          {outcome.error}
        </Notice>
      )}
      {pickups && pickups.pendingDeposit <= 0 ? (
        <p className="mt-4" data-testid="pickup-nothing">
          {t('emptiesPickup.nothingPending')}
        </p>
      ) : eligible.length === 0 ? (
        <p className="mt-4">
          {t('emptiesPickup.noAddress')}{' '}
          <Link to={addressHref} className="font-semibold underline">
            {t('emptiesPickup.addAddress')}
          </Link>
        </p>
      ) : open.length === 0 ? (
        <p className="mt-4">{t('emptiesPickup.noSlot')}</p>
      ) : (
        <Form method="post" className="mt-4 grid gap-4 md:grid-cols-2" data-testid="pickup-form">
          <input type="hidden" name="intent" value={PICKUP_INTENT} />
          <div>
            <label htmlFor="pickup-slot" className="field-label">
              {t('emptiesPickup.slot')}
            </label>
            <select id="pickup-slot" name="slotId" className="field-input" required>
              {open.map((slot) => {
                const label = formatSlotLabel(slot, tag);
                return (
                  <option key={slot.id} value={slot.id} disabled={slot.isFull}>
                    {slot.isFull ? t('emptiesPickup.full', { slot: label }) : label}
                  </option>
                );
              })}
            </select>
          </div>
          <div>
            <label htmlFor="pickup-address" className="field-label">
              {t('emptiesPickup.address')}
            </label>
            <select
              id="pickup-address"
              name="addressId"
              className="field-input"
              required
              defaultValue={(eligible.find((a) => a.isSelected) ?? eligible[0])!.id}
            >
              {eligible.map((a) => (
                <option key={a.id} value={a.id}>
                  {`${a.name} · ${a.streetNumber} ${a.address}, ${a.cp} ${a.city}`}
                </option>
              ))}
            </select>
          </div>
          <div className="md:col-span-2">
            <label htmlFor="pickup-instructions" className="field-label">
              {t('emptiesPickup.instructions')}
            </label>
            <textarea
              id="pickup-instructions"
              name="instructions"
              rows={2}
              maxLength={EMPTIES_PICKUP_INSTRUCTIONS_MAX}
              className="field-input"
              aria-describedby="pickup-instructions-hint"
            />
            <p id="pickup-instructions-hint" className="mt-1 text-xs text-ink-soft">
              {t('emptiesPickup.instructionsHint')}
            </p>
          </div>
          <div className="md:col-span-2">
            <button type="submit" className="btn btn-primary min-h-12 w-full sm:w-auto" disabled={busy}>
              {t('emptiesPickup.submit')}
            </button>
            <p className="mt-1 text-xs text-ink-soft">{t('emptiesPickup.cutoff')}</p>
          </div>
        </Form>
      )}
      {pickups && pickups.pickups.length > 0 && (
        <>
          <h3 className="mt-6 font-bold">{t('emptiesPickup.listTitle')}</h3>
          <ul className="mt-2 divide-y divide-line" data-testid="pickup-list">
            {pickups.pickups.map((p) => (
              <li
                key={p.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-testid="pickup-row"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{when(p)}</p>
                  <p className="text-sm text-ink-soft">{p.address}</p>
                  {p.instructions && <p className="text-sm">{p.instructions}</p>}
                  <p className="text-sm" data-testid="pickup-status">
                    {t(`emptiesPickup.status.${p.status}`)}
                    {p.failureReason && ` · ${t(`emptiesPickup.reason.${p.failureReason}`)}`}
                    {p.feeCharged !== null &&
                      p.feeCharged > 0 &&
                      ` · ${t('emptiesPickup.feeCharged', { amount: money.euros(p.feeCharged) })}`}
                  </p>
                </div>
                {p.isCancellable && (
                  <Form method="post">
                    <input type="hidden" name="intent" value={PICKUP_CANCEL_INTENT} />
                    <input type="hidden" name="pickupId" value={p.id} />
                    <button type="submit" className="btn btn-outline min-h-11" disabled={busy}>
                      {t('emptiesPickup.cancel')}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
