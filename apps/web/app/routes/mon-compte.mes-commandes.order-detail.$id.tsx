import { toCents } from '@consigne/domain';
import { useEffect, useState } from 'react';
import { data, Link, useActionData, useLoaderData, useRevalidator } from 'react-router';
import type { Route } from './+types/mon-compte.mes-commandes.order-detail.$id';
import { Notice } from '../components/account/Notice';
import { summaryOf } from '../components/orders/order-summary';
import { OrderAside } from '../components/orders/OrderAside';
import { invoicePdfHref, orderProofPhotoHref } from '../lib/api-href.server';
import { DeliveryProofView } from '../components/orders/DeliveryProofView';
import { OrderDelivery } from '../components/orders/OrderDelivery';
import { OrderDoorRefusals } from '../components/orders/OrderDoorRefusals';
import { OrderHeader } from '../components/orders/OrderHeader';
import { OrderFailure } from '../components/orders/OrderFailure';
import { INSTRUCTIONS_INTENT, OrderInstructions } from '../components/orders/OrderInstructions';
import { instructionsFromForm } from '../components/delivery-instructions/instructions-form';
import { OrderLines } from '../components/orders/OrderLines';
import { OrderSubstitutes, REFUSE_SUBSTITUTE_INTENT } from '../components/substitutes/OrderSubstitutes';
import { refuseSubstituteAction } from '../components/substitutes/refuse-substitute.server';
import { OrderProgress } from '../components/orders/OrderProgress';
import { OrderEdit } from '../components/order-edit/OrderEdit';
import { OrderEditNotice } from '../components/order-edit/OrderEditNotice';
import { orderEditAction } from '../components/order-edit/order-edit-action.server';
import { TopUpNotice } from '../components/order-edit/TopUpNotice';
import { LazySlotModal, useSlotModalToggle } from '../components/slots/LazySlotModal';
import { useI18n, useMoney } from '../i18n';
import { serverApi } from '../lib/api.server';
import { useBrowserApi } from '../lib/browser-api';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import { isMissing, pageId } from '../lib/not-found';
import { useOrdersCache } from '../stores/orders';
import { slotCalls, useSlotStore } from '../stores/slots';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'account.orders' };

/** Order detail (login required; another user's order is a 404). */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  // An impossible or unknown id is the 404 page, like another user's order.
  const result = await serverApi(args.request, args.context).call(routes.getOrder, {
    params: { orderId: pageId(args.params.id) },
  });
  if (result.error !== null)
    throw data(result.error, { status: isMissing(result.status) ? 404 : result.status || 500 });
  const invoiceHref =
    result.data.invoiceId === null ? null : invoicePdfHref(args.request, result.data.invoiceId);
  const proofPhotoHref = orderProofPhotoHref(args.request, result.data.orderId);
  return {
    order: result.data,
    invoiceHref,
    proofPhotoHref,
    trackingPath: await trackingPath(args, result.data),
  };
}

/** The delivery's tracking page (its signed link), while the order is still to be delivered. */
async function trackingPath(args: Route.LoaderArgs, order: { orderId: number; status: string }) {
  if (!['placed', 'preparing', 'out_for_delivery'].includes(order.status)) return null;
  const result = await serverApi(args.request, args.context).call(routes.getOrderTracking, {
    params: { orderId: order.orderId },
  });
  return result.error === null ? `/suivi/${result.data.token}` : null;
}

/**
 * Cancel the order (behind a confirmation dialog), or change its delivery instructions; the API says
 * why when it is too late.
 */
export async function action(args: Route.ActionArgs) {
  await runGuards(['auth'], args);
  const form = await args.request.formData();
  const edited = await orderEditAction(args.request, args.context, args.params.id, form);
  if (edited) return edited;
  const instructions = form.get('intent') === INSTRUCTIONS_INTENT ? instructionsFromForm(form) : undefined;
  if (instructions) {
    const result = await serverApi(args.request, args.context).call(routes.changeDeliveryInstructions, {
      params: { orderId: pageId(args.params.id) },
      body: { instructions },
    });
    if (result.error !== null)
      return data({ done: null, error: result.error }, { status: result.status || 400 });
    return { done: 'instructions' as const, error: null };
  }
  if (form.get('intent') === REFUSE_SUBSTITUTE_INTENT) return refuseSubstituteAction(args, form);
  if (form.get('intent') !== 'cancel') return data({ done: null, error: 'invalid' }, { status: 400 });
  const result = await serverApi(args.request, args.context).call(routes.cancelOrder, {
    params: { orderId: pageId(args.params.id) },
  });
  if (result.error !== null)
    return data({ done: null, error: result.error }, { status: result.status || 400 });
  return { done: 'cancelled' as const, error: null };
}

export default function OrderDetail() {
  const { t, prefix } = useI18n();
  const { order, invoiceHref, proofPhotoHref, trackingPath } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const revalidator = useRevalidator();
  const api = useBrowserApi();
  const slotModal = useSlotModalToggle();
  const [slotChanged, setSlotChanged] = useState(false);
  const money = useMoney().euros;
  // Recorded with the cancellation, the card's refund is made by a job: on its way until Stripe confirms.
  const refundPendingCents = order.cardRefunds
    .filter((r) => r.state === 'pending')
    .reduce((sum, r) => sum + toCents(r.amount), 0);

  // One message at a time: the cancel's answer replaces the slot change's.
  useEffect(() => {
    if (outcome) setSlotChanged(false);
  }, [outcome]);

  // The kept-alive list shows what this page shows (status, slot) without loading it again.
  useEffect(() => useOrdersCache.getState().patch(summaryOf(order)), [order]);

  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('orders.number', { id: order.orderId }) })}</title>
      <OrderHeader order={order} />
      <div className="mt-4 grid gap-3">
        {outcome?.done === 'cancelled' && (
          <Notice kind="success" testId="order-notice">
            {t('orders.detail.cancelled')}
          </Notice>
        )}
        {/* Derived too, not only reset by the effect above: a cancelled order shows no slot message. */}
        {slotChanged && outcome?.done !== 'cancelled' && (
          <Notice kind="success" testId="order-notice">
            {t('orders.detail.slotChanged')}
          </Notice>
        )}
        {outcome?.done === 'substituteRefused' && (
          <Notice kind="success" testId="order-notice">
            {t('orders.substitutes.refused')}
          </Notice>
        )}
        {outcome?.done === 'instructions' && (
          <Notice kind="success" testId="order-notice">
            {t('instructions.saved')}
          </Notice>
        )}
        <OrderEditNotice outcome={outcome} />
        {outcome?.error && <Notice kind="error">{outcome.error}</Notice>}
        <TopUpNotice order={order} />
        {refundPendingCents > 0 && (
          <Notice kind="info" testId="order-card-refund">
            {t('orders.detail.cardRefundPending', { amount: money(refundPendingCents / 100) })}
          </Notice>
        )}
      </div>
      <OrderFailure order={order} />
      <OrderProgress status={order.status} />
      <div className="mt-3">
        <OrderEdit order={order} />
      </div>
      {trackingPath && (
        <Link to={`${prefix}${trackingPath}`} className="btn btn-outline mt-3" data-testid="order-tracking">
          {t('tracking.follow')}
        </Link>
      )}
      <div className="mt-5 grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
          <OrderDelivery order={order} onChangeSlot={slotModal.show} />
          {order.deliveryProof && (
            <section className="card p-5" aria-labelledby="order-proof">
              <h2 id="order-proof" className="mb-3 text-lg font-bold">
                {t('proof.title')}
              </h2>
              <DeliveryProofView proof={order.deliveryProof} photoHref={proofPhotoHref} />
            </section>
          )}
          <OrderInstructions order={order} />
          <OrderSubstitutes order={order} />
          <OrderDoorRefusals order={order} />
          <OrderLines order={order} />
        </div>
        <OrderAside order={order} invoiceHref={invoiceHref} />
      </div>
      <LazySlotModal
        toggle={slotModal}
        orderId={order.orderId}
        allowAddressChange={false}
        delivery={{ isDeliveryPoint: order.deliveryType === 'pdr', address: order.deliveryName }}
        onSelected={() => {
          setSlotChanged(true);
          // Moving an order is not choosing the next cart's slot: the header keeps its own.
          void useSlotStore.getState().fetchSelectedSlot(slotCalls(api));
          void revalidator.revalidate();
        }}
      />
    </>
  );
}
