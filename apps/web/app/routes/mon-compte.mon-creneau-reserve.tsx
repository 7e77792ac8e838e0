import type { AddressDto, PickupPointDto, SlotReservationDto } from '@consigne/api-client';
import { formatSlotLabel, intlTag, reservationChoices, type ReservationWeekStatus } from '@consigne/domain';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/mon-compte.mon-creneau-reserve';
import { ConfirmAction } from '../components/account/ConfirmAction';
import { Notice } from '../components/account/Notice';
import { reservationLabel, weekdayName } from '../components/next-delivery/next-delivery-logic';
import { slotTimeRange } from '../components/slots/slot-modal-logic';
import { useI18n, type MessageKey } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'reservation.title' };

/**
 * The reservation, the weekday-and-time choices (from the shopper's warehouse's slot list), and where
 * it may deliver: the shopper's addresses in a zone, the pickup points near them.
 */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const api = serverApi(args.request, args.context);
  const [reservation, slots, addresses, points] = await Promise.all([
    api.call(routes.getSlotReservation),
    api.call(routes.listSlots),
    api.call(routes.listAddresses),
    api.call(routes.listPickupPoints),
  ]);
  if (reservation.error !== null) throw data(reservation.error, { status: reservation.status || 500 });
  return {
    reservation: reservation.data.reservation,
    choices: reservationChoices((slots.data ?? []).flatMap((group) => group.slots)).map((c) => ({
      weekday: c.weekday,
      hour: c.hour,
      slotId: c.slot.id,
      startAt: c.slot.startAt,
      endAt: c.slot.endAt,
    })),
    addresses: (addresses.data ?? []).filter((a) => a.isEligible),
    points: (points.data ?? []).map((p) => p.zone),
  };
}

const INTENTS = ['create', 'change', 'release', 'skip', 'unskip'] as const;
type Intent = (typeof INTENTS)[number];

const positive = (value: FormDataEntryValue | null) => {
  const n = Number(value);
  return typeof value === 'string' && /^\d{1,9}$/.test(value) && n > 0 ? n : null;
};

/** 'address:12' or 'pickup:3': the reservation's target, else null. */
function targetOf(value: FormDataEntryValue | null) {
  const match = typeof value === 'string' ? /^(address|pickup):(\d{1,9})$/.exec(value) : null;
  if (!match) return null;
  const id = Number(match[2]);
  return match[1] === 'address' ? { addressId: id } : { pickupPointId: id };
}

/**
 * One intent a form: reserve (a slot, every 1 or 2 weeks, where), change it, release it, skip a week or
 * take it back. A malformed form is a 400 that calls nothing; the API's refusals come back as its message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent') as Intent;
  if (!INTENTS.includes(intent)) return data({ done: null, error: 'invalid' as const }, { status: 400 });
  const api = serverApi(request, context);
  let answer: { error: string | null; status: number };
  if (intent === 'create' || intent === 'change') {
    const slotId = positive(form.get('slotId'));
    const every = form.get('every') === '2' ? 2 : form.get('every') === '1' ? 1 : null;
    const target = targetOf(form.get('where'));
    if (slotId === null || every === null || target === null)
      return data({ done: null, error: 'invalid' as const }, { status: 400 });
    const body = { slotId, every, ...target } as const;
    answer =
      intent === 'create'
        ? await api.call(routes.createSlotReservation, { body })
        : await api.call(routes.changeSlotReservation, { body });
  } else if (intent === 'release') {
    answer = await api.call(routes.releaseSlotReservation);
  } else {
    const weekId = positive(form.get('weekId'));
    if (weekId === null) return data({ done: null, error: 'invalid' as const }, { status: 400 });
    answer = await api.call(intent === 'skip' ? routes.skipReservedWeek : routes.unskipReservedWeek, {
      params: { weekId },
    });
  }
  if (answer.error !== null)
    return data({ done: null, error: answer.error }, { status: answer.status || 400 });
  return { done: intent, error: null };
}

const STATUS_STYLE: Record<ReservationWeekStatus, string> = {
  held: 'bg-leaf-soft text-forest',
  used: 'bg-brand-yellow text-ink',
  skipped: 'bg-sand text-ink',
  full: 'bg-danger-soft text-danger',
  released: 'bg-sand text-ink-soft',
};

/** 'Appartement (3 rue Esquermoise, Lille)'. */
const addressLine = (a: AddressDto) => `${a.name} (${a.streetNumber} ${a.address}, ${a.city})`;

type Choice = Awaited<ReturnType<typeof loader>>['choices'][number];

/** Reserve, or change: weekday and time, how often, where. */
function ReservationForm({
  intent,
  choices,
  addresses,
  points,
  current,
  busy,
}: {
  intent: 'create' | 'change';
  choices: Choice[];
  addresses: AddressDto[];
  points: PickupPointDto['zone'][];
  current: SlotReservationDto | null;
  busy: boolean;
}) {
  const { t, locale, prefix } = useI18n();
  const tag = intlTag(locale);
  if (choices.length === 0) return <Notice kind="info">{t('reservation.noChoice')}</Notice>;
  if (addresses.length === 0 && points.length === 0)
    return (
      <Notice kind="info">
        {t('reservation.noPlace')}{' '}
        <Link to={`${prefix}/mes-adresses/ajouter/step1`} className="underline underline-offset-4">
          {t('reservation.addAddress')}
        </Link>
      </Notice>
    );
  const chosen = current
    ? choices.find((c) => c.weekday === current.weekday && c.hour === current.hour)?.slotId
    : undefined;
  const where = current?.pickupPointId
    ? `pickup:${current.pickupPointId}`
    : current?.addressId
      ? `address:${current.addressId}`
      : addresses[0]
        ? `address:${addresses[0].id}`
        : `pickup:${points[0]!.id}`;
  const field = 'mt-1 block min-h-11 w-full rounded-xl border-2 border-line bg-white px-3 py-2';
  return (
    <Form method="post" className="grid gap-4" data-testid={`reservation-form-${intent}`}>
      <input type="hidden" name="intent" value={intent} />
      <label className="block font-semibold">
        {t('reservation.when')}
        <select name="slotId" required defaultValue={chosen ?? choices[0]!.slotId} className={field}>
          {choices.map((c) => (
            <option key={c.slotId} value={c.slotId}>
              {`${weekdayName(c.weekday, tag)} · ${slotTimeRange(c, tag)}`}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend className="font-semibold">{t('reservation.how')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {([1, 2] as const).map((every) => (
            <label
              key={every}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-line bg-white px-3 has-[:checked]:border-forest has-[:checked]:bg-leaf-soft"
            >
              <input
                type="radio"
                name="every"
                value={every}
                defaultChecked={(current?.every ?? 1) === every}
                className="h-5 w-5 shrink-0 accent-forest"
              />
              {t(`reservation.every.${every}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block font-semibold">
        {t('reservation.where')}
        <select name="where" required defaultValue={where} className={field}>
          {addresses.map((a) => (
            <option key={`a${a.id}`} value={`address:${a.id}`}>
              {t('reservation.whereHome', { name: addressLine(a) })}
            </option>
          ))}
          {points.map((p) => (
            <option key={`p${p.id}`} value={`pickup:${p.id}`}>
              {t('reservation.wherePickup', { name: p.name })}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="btn btn-primary w-full sm:w-auto sm:justify-self-start"
        disabled={busy}
      >
        {t(intent === 'create' ? 'reservation.submitCreate' : 'reservation.submitChange')}
      </button>
    </Form>
  );
}

/** The form under its title: 'Réserver un créneau', or 'Changer de créneau' for the current one. */
function ReservationSection({
  intent,
  lists,
  current,
  busy,
}: {
  intent: 'create' | 'change';
  lists: Pick<Awaited<ReturnType<typeof loader>>, 'choices' | 'addresses' | 'points'>;
  current: SlotReservationDto | null;
  busy: boolean;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={`reservation-${intent}`} className="card p-5">
      <h3 id={`reservation-${intent}`} className="mb-3 text-lg font-bold">
        {t(intent === 'create' ? 'reservation.create' : 'reservation.change')}
      </h3>
      <ReservationForm intent={intent} {...lists} current={current} busy={busy} />
    </section>
  );
}

/** The coming weeks, each with its status and, until its cutoff, skip or take back. */
function Weeks({ reservation, busy }: { reservation: SlotReservationDto; busy: boolean }) {
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  if (reservation.weeks.length === 0) return <p className="mt-2 text-ink-soft">{t('reservation.noWeeks')}</p>;
  return (
    <ul className="mt-2 divide-y divide-line" data-testid="reservation-weeks">
      {reservation.weeks.map((week) => {
        const label = formatSlotLabel(week.slot, tag);
        return (
          <li
            key={week.id}
            data-testid="reservation-week"
            data-status={week.status}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
          >
            <span className="min-w-0">
              <span className="block font-semibold tabular-nums">{label}</span>
              {week.status === 'full' && (
                <span className="block text-sm text-ink-soft">{t('reservation.fullHint')}</span>
              )}
            </span>
            <span className="flex flex-wrap items-center gap-3">
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[week.status]}`}>
                {t(`reservation.status.${week.status}`)}
              </span>
              {week.isChangeable && (
                <Form method="post">
                  <input type="hidden" name="weekId" value={week.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={week.status === 'skipped' ? 'unskip' : 'skip'}
                    className="btn btn-outline min-h-11 text-sm"
                    aria-label={`${t(week.status === 'skipped' ? 'reservation.unskip' : 'reservation.skip')} · ${t('reservation.weekLabel', { slot: label })}`}
                    disabled={busy}
                  >
                    {t(week.status === 'skipped' ? 'reservation.unskip' : 'reservation.skip')}
                  </button>
                </Form>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const DONE: Record<Intent, MessageKey> = {
  create: 'reservation.done.create',
  change: 'reservation.done.change',
  release: 'reservation.done.release',
  skip: 'reservation.done.skip',
  unskip: 'reservation.done.unskip',
};

export default function ReservedSlot() {
  const { t, locale } = useI18n();
  const lists = useLoaderData<typeof loader>();
  const { reservation, addresses, points } = lists;
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const tag = intlTag(locale);
  const address = addresses.find((a) => a.id === reservation?.addressId);
  const place = reservation?.pickupPointId
    ? t('reservation.pickupAt', { name: points.find((p) => p.id === reservation.pickupPointId)?.name ?? '' })
    : t('reservation.deliveredTo', { place: address ? addressLine(address) : '' });
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('reservation.title') })}</title>
      <p className="max-w-2xl text-ink-soft">{t('reservation.intro')}</p>
      <div className="mt-4 grid max-w-2xl gap-4" aria-live="polite">
        {answer?.done && (
          <Notice kind="success" testId="reservation-done">
            {t(DONE[answer.done])}
          </Notice>
        )}
        {answer?.error && (
          <Notice kind="error" testId="reservation-error">
            {answer.error === 'invalid' ? t('reservation.invalid') : answer.error}
          </Notice>
        )}
      </div>
      {reservation ? (
        <div className="mt-4 grid max-w-2xl gap-4">
          <section aria-labelledby="reservation-yours" className="card p-5" data-testid="reservation-current">
            <h3
              id="reservation-yours"
              className="text-sm font-semibold uppercase tracking-wide text-ink-soft"
            >
              {t('reservation.yours')}
            </h3>
            <p className="mt-2 text-2xl font-black">{reservationLabel(reservation, tag)}</p>
            <p className="mt-1 font-semibold">{t(`reservation.every.${reservation.every}`)}</p>
            <p className="text-sm text-ink-soft">{place}</p>
            <p className="text-sm text-ink-soft">
              {t('reservation.heldAhead', { weeks: reservation.weeksAhead })}
            </p>
            <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-ink-soft">
              {t('reservation.weeks')}
            </h3>
            <Weeks reservation={reservation} busy={busy} />
          </section>
          <ReservationSection intent="change" lists={lists} current={reservation} busy={busy} />
          <div>
            <ConfirmAction
              fields={{ intent: 'release' }}
              label={t('reservation.release')}
              title={t('reservation.release')}
              confirmLabel={t('reservation.release')}
              cancelLabel={t('slots.zone.cancel')}
              className="btn btn-outline"
              danger
            >
              {t('reservation.releaseHint')}
            </ConfirmAction>
          </div>
        </div>
      ) : (
        <div className="mt-4 max-w-2xl">
          <ReservationSection intent="create" lists={lists} current={null} busy={busy} />
        </div>
      )}
    </>
  );
}
