import { formatSlotLabel, intlTag } from '@consigne/domain';
import { data, Link, useLoaderData } from 'react-router';
import { CardPaymentState, useAwaitPayment } from '../components/checkout/CardPaymentState';
import type { Route } from './+types/commande.confirmation.$orderId';
import { ClockIcon, LeafIcon, MapPinIcon, StoreIcon } from '../components/ui/icons';
import { useI18n, type MessageKey, useMoney } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import { isMissing, pageId } from '../lib/not-found';
import * as routes from '@consigne/contract/routes';

/**
 * The order confirmation (login required): number, slot, address, amount and what happens next. A
 * card order back from Stripe's page (success_url) shows "paiement en cours de confirmation" until
 * Stripe's webhook confirms it (the page asks again every few seconds), or that it failed.
 */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const result = await serverApi(args.request, args.context).call(routes.getOrder, {
    params: { orderId: pageId(args.params.orderId) },
  });
  if (result.error !== null)
    throw data(result.error, { status: isMissing(result.status) ? 404 : result.status || 500 });
  return { order: result.data };
}

const NEXT: MessageKey[] = [
  'orders.confirmation.next1',
  'orders.confirmation.next2',
  'orders.confirmation.next3',
];

export default function OrderConfirmation() {
  const { t, locale, prefix } = useI18n();
  const money = useMoney().euros;
  const { order } = useLoaderData<typeof loader>();
  // A bank debit being processed takes days: the page does not ask again for it.
  useAwaitPayment(order.status === 'payment_pending' && order.paymentStatus !== 'processing');
  if (order.status === 'payment_pending' || order.status === 'cancelled')
    return (
      <CardPaymentState orderId={order.orderId} status={order.status} paymentStatus={order.paymentStatus} />
    );
  const pdr = order.deliveryType === 'pdr';
  const DeliveryIcon = pdr ? StoreIcon : MapPinIcon;
  const title = t('orders.confirmation.pageTitle');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>{t('meta.titleSuffix', { title })}</title>
      <div className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-leaf-soft text-3xl font-black text-forest"
        >
          ✓
        </span>
        <h1 className="mt-4 text-3xl font-black sm:text-4xl">{title}</h1>
        <p className="mt-2 text-lg font-bold" data-testid="confirmation-number">
          {t('orders.number', { id: order.orderId })}
        </p>
        <p className="mt-2 text-ink-soft">
          {t('orders.confirmation.intro')} {t('orders.confirmation.email')}
        </p>
      </div>

      <section
        className="card mt-8 grid gap-4 p-5 sm:grid-cols-3 sm:p-6"
        aria-label={t('orders.number', { id: order.orderId })}
      >
        <div className="flex gap-3">
          <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-forest" />
          <div>
            <h2 className="text-sm font-bold">{t('orders.slot')}</h2>
            <p className="mt-1 text-sm" data-testid="confirmation-slot">
              {formatSlotLabel(order.slot, intlTag(locale))}
            </p>
          </div>
        </div>
        <div className="flex gap-3">
          <DeliveryIcon className="mt-0.5 h-5 w-5 shrink-0 text-forest" />
          <div className="min-w-0">
            <h2 className="text-sm font-bold">{t(pdr ? 'orders.pickupPoint' : 'orders.deliveryAddress')}</h2>
            <p className="mt-1 break-words text-sm">{order.deliveryName}</p>
            {order.deliveryAddress && order.deliveryAddress !== order.deliveryName && (
              <p className="break-words text-sm text-ink-soft">{order.deliveryAddress}</p>
            )}
          </div>
        </div>
        <div className="rounded-2xl bg-cream p-4 sm:-my-1">
          <h2 className="text-sm font-bold">
            {order.paymentMethod === 'offline'
              ? t('orders.confirmation.amountOffline')
              : order.paymentStatus === 'paid'
                ? t('orders.confirmation.paidByCard')
                : t('orders.totals.amountToPay')}
          </h2>
          <p className="mt-1 text-2xl font-black tabular-nums" data-testid="confirmation-amount">
            {money(order.amountToPay)}
          </p>
        </div>
      </section>

      <section aria-labelledby="confirmation-next" className="card mt-6 p-5 sm:p-6">
        <h2 id="confirmation-next" className="text-xl font-bold">
          {t('orders.confirmation.nextTitle')}
        </h2>
        <ol className="mt-4 grid gap-4">
          {NEXT.map((key, i) => (
            <li key={key} className="flex gap-3">
              <span
                aria-hidden="true"
                className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-brand-yellow text-sm font-black"
              >
                {i + 1}
              </span>
              <p className="pt-0.5">{t(key)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-5 flex items-start gap-2 rounded-xl bg-leaf-soft px-4 py-3 text-sm text-forest">
          <LeafIcon className="mt-0.5 h-4 w-4 shrink-0" />
          {t('orders.cutoffRule')}
        </p>
      </section>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link
          to={`${prefix}/mon-compte/mes-commandes/order-detail/${order.orderId}`}
          className="btn btn-primary"
          data-testid="confirmation-detail"
        >
          {t('orders.confirmation.viewOrder')}
        </Link>
        <Link to={`${prefix}/categories`} className="btn btn-outline">
          {t('orders.confirmation.continue')}
        </Link>
      </div>
    </div>
  );
}
