import type { VanRoundOrderDto } from '@consigne/api-client';
import { FAILABLE_STATUSES, nextOrderStatus, type OrderStatus } from '@consigne/domain';
import { useCallback, useState } from 'react';
import { useFetcher } from 'react-router';
import { Notice } from '../account/Notice';
import { PhoneIcon } from '../ui/icons';
import { useI18n, useMoney } from '../../i18n';
import { orderStatusKey, toCollectAtDoor } from '../../lib/wallet';
import { InstructionsView } from '../delivery-instructions/InstructionsView';
import { DoorStep } from './DoorSheet';
import { EmptiesForm } from './EmptiesForm';
import { FailureForm } from './FailureForm';
import { isAdvanceStatus } from './form-values';
import { ConflictNotice, shouldQueue, useDriverOffline, useQueuedFor } from './offline';
import { ProofOfDelivery } from './ProofOfDelivery';
import type { DriverActionResult, Pending } from './types';

/**
 * The round's own palette (preparing stands out to the driver), one colour per status (a round never
 * holds a cancelled order, nor a card order waiting for its payment).
 */
const STATUS_STYLE: Record<OrderStatus, string> = {
  payment_pending: 'bg-sand text-ink-soft',
  placed: 'bg-sand text-ink',
  preparing: 'bg-warning-soft text-warning',
  out_for_delivery: 'bg-brand-yellow text-ink',
  delivered: 'bg-leaf-soft text-forest',
  delivery_failed: 'bg-danger-soft text-danger',
  cancelled: 'bg-sand text-ink-soft',
};

/**
 * One order of a stop: who, how to call them, what to hand over and cash, the next step of its delivery;
 * and the customer's empties, on their first order of the stop only (they hand them back once).
 */
export function OrderCard({
  order,
  pending,
  emptiesHere,
}: {
  order: VanRoundOrderDto;
  pending: Pending | null;
  emptiesHere: boolean;
}) {
  const { t } = useI18n();
  const money = useMoney();
  const name = `${order.customer.firstname} ${order.customer.lastname}`.trim();
  // Steps taken offline show at once; they are sent when the network returns.
  const queued = useQueuedFor(order.orderId);
  const status = queued.status ?? order.status;
  // Its empties recorded here: the form stays for its answer, though nothing is left pending.
  const [emptiesRecorded, setEmptiesRecorded] = useState(false);
  const markEmptiesRecorded = useCallback(() => setEmptiesRecorded(true), []);
  return (
    <li
      data-testid="round-order"
      data-order-id={order.orderId}
      className="rounded-2xl border-2 border-line bg-white p-3 sm:p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="text-lg font-bold leading-tight">{name}</h4>
          <p className="text-sm text-ink-soft">{t('driver.order', { id: order.orderId })}</p>
        </div>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span
            data-testid="order-status"
            className={`rounded-full px-3 py-1 text-xs font-bold ${STATUS_STYLE[status]}`}
          >
            {t(orderStatusKey(status))}
          </span>
          {queued.waiting && (
            <span data-testid="order-queued" className="text-xs font-bold text-warning">
              {t('driverOffline.queued')}
            </span>
          )}
        </span>
      </div>
      {order.deliveryInstructions && (
        // At the door first: floor, code, how to hand over — read before ringing.
        <section
          aria-label={t('instructions.title')}
          className="mt-3 rounded-xl border-l-4 border-brand-yellow-dark bg-warning-soft p-3"
        >
          <h5 className="text-xs font-bold uppercase tracking-wide text-ink-soft">
            {t('instructions.title')}
          </h5>
          <InstructionsView instructions={order.deliveryInstructions} className="mt-1 text-base" />
        </section>
      )}
      <CallCustomer customer={order.customer} />
      <OrderContents order={order} />
      <p className="mt-3 text-sm" data-testid="customer-pending">
        {t('driver.pending', { amount: money.euros(pending?.amount ?? 0) })}
      </p>
      <ProofOfDelivery order={order} status={status} />
      <AdvanceOrder order={order} status={status} />
      {/* The delivery failed: said once, no more actions on the order. */}
      {status === 'delivery_failed' && order.failureReason && (
        <p className="mt-3 text-sm font-bold text-danger" data-testid="order-failure">
          {t('deliveryFailure.failed', { reason: t(`deliveryFailure.reason.${order.failureReason}`) })}
        </p>
      )}
      {FAILABLE_STATUSES.includes(status) && <FailureForm order={order} />}
      {queued.conflicts.map((action) => (
        <ConflictNotice key={action.key} action={action} />
      ))}
      {emptiesHere && ((pending && pending.amount > 0) || emptiesRecorded) && (
        <EmptiesForm
          customerId={order.customer.id}
          pendingAmount={pending?.amount ?? 0}
          orderId={order.orderId}
          onRecorded={markEmptiesRecorded}
        />
      )}
    </li>
  );
}

function CallCustomer({ customer }: { customer: VanRoundOrderDto['customer'] }) {
  const { t } = useI18n();
  if (!customer.phone) return <p className="mt-3 text-sm text-ink-soft">{t('driver.noPhone')}</p>;
  return (
    <a href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`} className="btn btn-outline mt-3 min-h-12 w-full">
      <PhoneIcon width={20} height={20} />
      {t('driver.call', { name: customer.firstname })} · {customer.phone}
    </a>
  );
}

/** The crates to hand over, by format, and the amount: still to cash at the door, or paid already. */
function OrderContents({ order }: { order: VanRoundOrderDto }) {
  const { t } = useI18n();
  const money = useMoney();
  const collect = toCollectAtDoor(order);
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
      <div className="col-span-2 sm:col-span-1">
        <dt className="text-ink-soft">{t('driver.items', { count: order.itemCount })}</dt>
        <dd>
          <ul>
            {order.crateLines.map((c) => (
              <li key={c.packageType} className="font-semibold">
                {t('driver.crateLine', {
                  format: t(c.packageType === 'small' ? 'driver.format.small' : 'driver.format.large'),
                  crates: c.crates,
                  items: c.items,
                })}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div className="col-span-2 flex items-center justify-between gap-2 sm:col-span-1 sm:block sm:text-right">
        <dt className="text-ink-soft">{t('driver.amount')}</dt>
        <dd className="flex items-center gap-2 sm:justify-end">
          <span className="text-xl font-black tabular-nums">
            {money.euros(collect ? order.dueAtDoor : order.amountToPay)}
          </span>
          <span
            data-testid="payment"
            className={`rounded-full px-2.5 py-1 text-xs font-bold ${collect ? 'bg-warning-soft text-warning' : 'bg-leaf-soft text-forest'}`}
          >
            {t(collect ? 'driver.toCollect' : 'driver.paid')}
          </span>
        </dd>
        {collect && order.paymentMethod !== 'offline' && (
          <dd className="mt-1 text-xs text-ink-soft" data-testid="top-up-due">
            {t('driver.topUpDue', { amount: money.euros(order.amountToPay) })}
          </dd>
        )}
      </div>
    </dl>
  );
}

/** The button to the order's next status (none once delivered), and the API's refusal if any. */
function AdvanceOrder({ order, status }: { order: VanRoundOrderDto; status: OrderStatus }) {
  const { t } = useI18n();
  const fetcher = useFetcher<DriverActionResult>();
  const offline = useDriverOffline();
  const next = nextOrderStatus(status);
  const error = fetcher.state === 'idle' && fetcher.data?.intent === 'advance' ? fetcher.data.error : null;
  return (
    <>
      {next === 'delivered' ? (
        // At the door: the age check, refused lines and the payment of an order paid at delivery (DoorSheet).
        <DoorStep
          order={order}
          fetcher={fetcher}
          label={t('driver.markAs', { status: t(orderStatusKey(next)) })}
        />
      ) : (
        next && (
          <fetcher.Form
            method="post"
            className="mt-4"
            onSubmit={(event) => {
              // Without network (or behind actions still waiting) the step is kept on the phone.
              if (!shouldQueue(offline) || !isAdvanceStatus(next)) return;
              event.preventDefault();
              void offline.queue.enqueue(
                'advance',
                { orderId: order.orderId, status: next },
                { orderId: order.orderId },
              );
            }}
          >
            <input type="hidden" name="intent" value="advance" />
            <input type="hidden" name="orderId" value={order.orderId} />
            <input type="hidden" name="status" value={next} />
            <button
              type="submit"
              className="btn btn-primary min-h-12 w-full text-base"
              disabled={fetcher.state !== 'idle'}
            >
              {t('driver.markAs', { status: t(orderStatusKey(next)) })}
            </button>
          </fetcher.Form>
        )
      )}
      {error && (
        <Notice kind="error" className="mt-3">
          {error}
        </Notice>
      )}
    </>
  );
}
