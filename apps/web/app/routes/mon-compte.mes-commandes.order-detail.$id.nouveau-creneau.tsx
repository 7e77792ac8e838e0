import { dateTimeFormat, formatSlotLabel, intlTag, SHOP_TIME_ZONE } from '@consigne/domain';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/mon-compte.mes-commandes.order-detail.$id.nouveau-creneau';
import { Notice } from '../components/account/Notice';
import { paymentPageUrl } from '../components/checkout/place-order-outcome';
import { useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import { isMissing, pageId } from '../lib/not-found';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'account.orders' };

/** How many days of slots the page offers (the soonest ones: a failed delivery wants a quick one). */
const REBOOK_DAYS = 3;

/**
 * A failed delivery's new slot (the e-mail's link): the order's slots still open, one button each.
 * Another user's order is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const api = serverApi(args.request, args.context);
  const [order, slots] = await Promise.all([
    api.call(routes.getOrder, { params: { orderId: pageId(args.params.id) } }),
    api.call(routes.listSlots, {}),
  ]);
  if (order.error !== null)
    throw data(order.error, { status: isMissing(order.status) ? 404 : order.status || 500 });
  return { order: order.data, groups: slots.data ?? [] };
}

/** One click books it again (the API answers the first booking to any later click); a card goes to its payment. */
export async function action(args: Route.ActionArgs) {
  await runGuards(['auth'], args);
  const form = await args.request.formData();
  const slotId = Number(form.get('slotId'));
  if (!Number.isInteger(slotId) || slotId <= 0) return data({ error: 'invalid' }, { status: 400 });
  const result = await serverApi(args.request, args.context).call(routes.rebookOrder, {
    params: { orderId: pageId(args.params.id) },
    body: { slotId },
  });
  if (result.error !== null) return data({ error: result.error }, { status: result.status || 400 });
  const paymentPage = paymentPageUrl(result.data.payment);
  if (paymentPage) return redirect(paymentPage);
  return { error: null };
}

export default function Rebook() {
  const { t, locale, prefix } = useI18n();
  const { order, groups } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const back = `${prefix}/mon-compte/mes-commandes/order-detail/${order.orderId}`;
  const tag = intlTag(locale);
  const rebookedId = order.failure?.rebookedOrderId ?? null;
  // The next days with a free slot, one line of buttons each: a tap on an hour books it.
  const days = groups
    .map((g) => ({ date: g.date, slots: g.slots.filter((s) => !s.isFull) }))
    .filter((g) => g.slots.length > 0)
    .slice(0, REBOOK_DAYS);
  const dayLabel = dateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: SHOP_TIME_ZONE,
  });
  const hours = dateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone: SHOP_TIME_ZONE });
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('deliveryFailure.rebook.title') })}</title>
      <h1 className="text-2xl font-black">{t('deliveryFailure.rebook.title')}</h1>
      {outcome?.error && (
        <Notice kind="error" className="mt-4">
          {outcome.error}
        </Notice>
      )}
      {!order.failure ? (
        <p className="mt-4">{t('deliveryFailure.rebook.notFailed')}</p>
      ) : rebookedId !== null ? (
        <Notice kind="success" className="mt-4" testId="rebook-done">
          {t('deliveryFailure.rebook.done', { id: rebookedId })}{' '}
          <Link to={`${prefix}/mon-compte/mes-commandes/order-detail/${rebookedId}`} className="underline">
            {t('deliveryFailure.shopper.seeOrder', { id: rebookedId })}
          </Link>
        </Notice>
      ) : (
        <>
          <p className="mt-2">{t('deliveryFailure.rebook.intro', { id: order.orderId })}</p>
          <p className="mt-1 text-sm text-ink-soft">
            {t(
              order.paymentMethod === 'stripe'
                ? 'deliveryFailure.rebook.payCard'
                : 'deliveryFailure.rebook.payOffline',
            )}
          </p>
          {days.length === 0 ? (
            <p className="mt-4">{t('deliveryFailure.rebook.none')}</p>
          ) : (
            <Form method="post" className="mt-4 grid gap-5" data-testid="rebook-slots">
              {days.map((day) => (
                <section key={day.date} aria-labelledby={`day-${day.date}`}>
                  <h2 id={`day-${day.date}`} className="text-base font-bold first-letter:uppercase">
                    {dayLabel.format(new Date(day.slots[0]!.startAt))}
                  </h2>
                  <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                    {day.slots.map((slot) => (
                      <button
                        key={slot.id}
                        type="submit"
                        name="slotId"
                        value={slot.id}
                        disabled={busy}
                        aria-label={t('deliveryFailure.rebook.pick', { slot: formatSlotLabel(slot, tag) })}
                        className="btn btn-outline min-h-12 text-base tabular-nums"
                      >
                        {hours.format(new Date(slot.startAt))}–{hours.format(new Date(slot.endAt))}
                      </button>
                    ))}
                  </div>
                </section>
              ))}
            </Form>
          )}
        </>
      )}
      <p className="mt-6">
        <Link to={back} className="underline">
          {t('deliveryFailure.rebook.back')}
        </Link>
      </p>
    </>
  );
}
