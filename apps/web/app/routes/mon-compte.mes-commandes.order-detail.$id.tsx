import type { OrderDetailDto } from '@consigne/api-client';
import { formatSlotLabel, intlTag } from '@consigne/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  data,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
} from 'react-router';
import type { Route } from './+types/mon-compte.mes-commandes.order-detail.$id';
import { ConfirmAction } from '../components/account/ConfirmAction';
import { Notice } from '../components/account/Notice';
import { CrateList } from '../components/cart/CrateSummary';
import { useMoney } from '../components/cart/money';
import { OrderTotals } from '../components/orders/OrderTotals';
import {
  formatKey,
  formatOrderDate,
  orderCrateRows,
  orderProgress,
  stepLabelKey,
  summaryOf,
} from '../components/orders/orders-logic';
import { StatusBadge } from '../components/orders/StatusBadge';
import { useBrowserApi } from '../lib/browser-api';
import type { SlotModalDelivery } from '../components/slots/SlotModal';
import { ArrowLeftIcon, ClockIcon, MapPinIcon, StoreIcon } from '../components/ui/icons';
import { useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import { useOrdersCache } from '../stores/orders';
import { useSlotStore } from '../stores/slots';
import type { OrdersListState } from './mes-commandes';
import { isMissing, pageId } from '../lib/not-found';

const loadSlotModal = () => import('../components/slots/SlotModal');
const SlotModal = lazy(() => loadSlotModal().then((m) => ({ default: m.SlotModal })));

export const handle: PageHandle = { titleKey: 'account.orders' };

/** Spec §2 order detail (login required; another user's order is a 404). */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  // An impossible or unknown id is the 404 page, like another user's order.
  const result = await serverApi(args.request, args.context).order(pageId(args.params.id));
  if (result.error !== null)
    throw data(result.error, { status: isMissing(result.status) ? 404 : result.status || 500 });
  return { order: result.data };
}

/** Cancel the order (behind a confirmation dialog); the API says why when it is too late. */
export async function action(args: Route.ActionArgs) {
  await runGuards(['auth'], args);
  const form = await args.request.formData();
  if (form.get('intent') !== 'cancel') return data({ done: null, error: 'invalid' }, { status: 400 });
  const result = await serverApi(args.request, args.context).cancelOrder(pageId(args.params.id));
  if (result.error !== null)
    return data({ done: null, error: result.error }, { status: result.status || 400 });
  return { done: 'cancelled' as const, error: null };
}

export default function OrderDetail() {
  const { t, locale, prefix } = useI18n();
  const money = useMoney();
  const { order } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const api = useBrowserApi();
  const [slotOpen, setSlotOpen] = useState(false);
  const [slotMounted, setSlotMounted] = useState(false);
  const [slotChanged, setSlotChanged] = useState(false);
  const tag = intlTag(locale);
  const pdr = order.deliveryType === 'pdr';
  const DeliveryIcon = pdr ? StoreIcon : MapPinIcon;
  const progress = orderProgress(order.status);
  const open = order.status !== 'cancelled' && order.status !== 'delivered';
  const listPath = `${prefix}/mes-commandes`;

  // One message at a time: the cancel's answer replaces the slot change's.
  useEffect(() => {
    if (outcome) setSlotChanged(false);
  }, [outcome]);

  // The kept-alive list shows what this page shows (status, slot) without loading it again.
  useEffect(() => useOrdersCache.getState().patch(summaryOf(order)), [order]);

  const delivery: SlotModalDelivery = { isDeliveryPoint: pdr, address: order.deliveryName };

  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('orders.number', { id: order.orderId }) })}</title>
      <Link
        to={listPath}
        state={{ restoreScroll: true } satisfies OrdersListState}
        preventScrollReset
        onClick={(event) => {
          // Came from the list: going back restores it exactly as it was.
          if ((location.state as { fromList?: boolean } | null)?.fromList) {
            event.preventDefault();
            void navigate(-1);
          }
        }}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-forest hover:underline"
        data-testid="order-back"
      >
        <ArrowLeftIcon className="h-4 w-4" />
        {t('orders.detail.back')}
      </Link>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-black">{t('orders.number', { id: order.orderId })}</h2>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        {t('orders.list.placedOn', { date: formatOrderDate(order.placedAt, tag) })}
        {order.status === 'cancelled' && order.cancelledAt
          ? ` · ${t('orders.detail.cancelledOn', { date: formatOrderDate(order.cancelledAt, tag) })}`
          : ''}
        {order.status === 'delivered' && order.deliveredAt
          ? ` · ${t('orders.detail.deliveredOn', { date: formatOrderDate(order.deliveredAt, tag) })}`
          : ''}
      </p>

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
        {outcome?.error && <Notice kind="error">{outcome.error}</Notice>}
      </div>

      {progress && (
        <section aria-label={t('orders.detail.progress')} className="card mt-5 p-5">
          <ol className="grid grid-cols-4 gap-2" data-testid="order-progress">
            {progress.map(({ step, state }) => (
              <li
                key={step}
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
                className="flex flex-col items-center gap-2 text-center"
              >
                <span
                  aria-hidden="true"
                  className={`h-2 w-full rounded-full ${state === 'todo' ? 'bg-sand' : state === 'current' ? 'bg-brand-yellow' : 'bg-leaf'}`}
                />
                <span
                  className={`text-xs font-semibold sm:text-sm ${state === 'todo' ? 'text-ink-soft' : 'text-ink'}`}
                >
                  {t(stepLabelKey(step))}
                  {state !== 'todo' && (
                    <span className="sr-only">
                      {' '}
                      ({t(state === 'done' ? 'orders.detail.stepDone' : 'orders.detail.stepCurrent')})
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}

      <div className="mt-5 grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
          <section className="card grid gap-4 p-5 sm:grid-cols-2" aria-label={t('orders.checkout.delivery')}>
            <div className="flex gap-3">
              <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-forest" />
              <div>
                <h3 className="text-sm font-bold">{t('orders.slot')}</h3>
                <p className="mt-1 text-sm font-semibold" data-testid="order-slot">
                  {formatSlotLabel(order.slot, tag)}
                </p>
              </div>
            </div>
            <div className="flex min-w-0 gap-3">
              <DeliveryIcon className="mt-0.5 h-5 w-5 shrink-0 text-forest" />
              <div className="min-w-0">
                <h3 className="text-sm font-bold">
                  {t(pdr ? 'orders.pickupPoint' : 'orders.deliveryAddress')}
                </h3>
                <p className="mt-1 break-words text-sm">{order.deliveryName}</p>
                {order.deliveryAddress && order.deliveryAddress !== order.deliveryName && (
                  <p className="break-words text-sm text-ink-soft">{order.deliveryAddress}</p>
                )}
              </div>
            </div>
            {order.isCancellable ? (
              <div className="flex flex-col gap-2 border-t border-line pt-4 sm:col-span-2 sm:flex-row sm:items-center">
                <button
                  type="button"
                  className="btn btn-outline min-h-10 text-sm"
                  data-testid="order-change-slot"
                  onPointerEnter={() => void loadSlotModal()}
                  onClick={() => {
                    setSlotMounted(true);
                    setSlotOpen(true);
                  }}
                >
                  {t('orders.detail.changeSlot')}
                </button>
                <ConfirmAction
                  fields={{ intent: 'cancel' }}
                  label={t('orders.detail.cancel')}
                  title={t('orders.detail.cancelTitle', { id: order.orderId })}
                  confirmLabel={t('orders.detail.cancelConfirm')}
                  cancelLabel={t('orders.detail.cancelKeep')}
                  className="btn min-h-10 border-2 border-transparent text-sm text-danger hover:bg-danger-soft"
                  danger
                >
                  <p>{t('orders.detail.cancelText')}</p>
                </ConfirmAction>
                <p className="text-xs text-ink-soft sm:ml-auto sm:max-w-56 sm:text-right">
                  {t('orders.cutoffRule')}
                </p>
              </div>
            ) : (
              open && (
                <p className="border-t border-line pt-4 text-sm text-ink-soft sm:col-span-2">
                  {t('orders.detail.locked')}
                </p>
              )
            )}
          </section>

          <section aria-labelledby="order-lines" className="card p-5">
            <h3 id="order-lines" className="text-xl font-bold">
              {t('orders.detail.lines')}
            </h3>
            <OrderCrates crates={order.crates} />
            {order.packages.map((pack) => (
              <div
                key={pack.packageType}
                data-testid="order-package"
                data-package={pack.packageType}
                className="mt-5"
              >
                <h4 className="text-sm font-bold uppercase tracking-wide text-ink-soft">
                  {t(formatKey(pack.packageType))}
                </h4>
                <ul className="mt-2 divide-y divide-line border-y border-line">
                  {pack.lines.map((line) => (
                    <li
                      key={line.productWarehouseId}
                      data-testid="order-line"
                      className="flex items-center gap-3 py-3"
                    >
                      <img
                        src={line.thumb}
                        alt=""
                        width={56}
                        height={56}
                        loading="lazy"
                        className="h-14 w-14 shrink-0 rounded-xl bg-sand object-contain"
                      />
                      <div className="min-w-0 flex-1">
                        <p className="text-sm font-semibold">{line.name}</p>
                        <p className="text-xs text-ink-soft">
                          {[
                            line.volume,
                            `${line.quantity} × ${line.isLocked ? t('cart.offered') : money(line.unitPriceTtc)}`,
                            line.bottleDeposit > 0
                              ? t('orders.detail.deposit', { amount: money(line.bottleDeposit) })
                              : '',
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </p>
                      </div>
                      <p className="shrink-0 text-sm font-bold tabular-nums">
                        {line.isLocked ? t('cart.offered') : money(line.totalTtc)}
                      </p>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        </div>

        <aside aria-labelledby="order-totals-title" className="card grid gap-4 p-5 lg:sticky lg:top-24">
          <h3 id="order-totals-title" className="text-xl font-bold">
            {t('orders.totals.title')}
          </h3>
          <OrderTotals
            totals={order.totals}
            vatByRate={order.totals.vatByRate}
            showHt
            promoCode={order.promoCode}
          />
          <div className="rounded-2xl bg-cream p-4 text-sm">
            <p className="font-bold">{t('orders.payment')}</p>
            <p className="mt-1">
              {order.paymentMethod === 'offline' ? t('orders.paymentOffline') : t('orders.paymentStripe')}
            </p>
          </div>
          {order.invoiceId !== null && (
            <a
              href={`/api/invoices/${order.invoiceId}/pdf`}
              className="btn btn-outline w-full text-sm"
              data-testid="order-invoice"
              download
            >
              {t('orders.detail.invoice')}
            </a>
          )}
        </aside>
      </div>

      {slotMounted && (
        <Suspense fallback={null}>
          <SlotModal
            open={slotOpen}
            onClose={() => setSlotOpen(false)}
            orderId={order.orderId}
            allowAddressChange={false}
            delivery={delivery}
            onSelected={() => {
              setSlotChanged(true);
              // Moving an order is not choosing the next cart's slot: the header keeps its own.
              void useSlotStore.getState().fetchSelectedSlot(api);
              void revalidator.revalidate();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function OrderCrates({ crates }: { crates: OrderDetailDto['crates'] }) {
  const { t } = useI18n();
  const rows = orderCrateRows(crates);
  if (!rows.length) return null;
  return (
    <div className="mt-4 rounded-2xl bg-cream p-4" data-testid="order-crates">
      <h4 className="text-sm font-bold uppercase tracking-wide text-ink-soft">{t('orders.detail.crates')}</h4>
      <CrateList
        rows={rows.map((row) => ({
          key: row.key,
          complete: row.complete,
          text: t(row.complete ? 'orders.detail.crateComplete' : 'orders.detail.cratePartial', {
            name: t(formatKey(row.packageType)),
            items: row.items,
            capacity: row.capacity,
          }),
        }))}
      />
    </div>
  );
}
