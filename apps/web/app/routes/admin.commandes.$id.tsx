import {
  adminCancelOrderBody,
  adminOrderEditBody,
  adminOrderMoveBody,
  adminRefundBody,
  type CallResponse,
} from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { intlTag } from '@consigne/domain';
import { data, Link, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.commandes.$id';
import { AdminForm, SubmitButton, TextAreaField } from '../components/admin/AdminForm';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { DataTable, type Column } from '../components/admin/DataTable';
import { customerName, paymentKey, slotLabel, statusKey } from '../components/admin/orders/format';
import { editChanges, OrderEdit } from '../components/admin/orders/OrderEdit';
import { RefundPanel } from '../components/admin/orders/RefundPanel';
import { MoveTargetSelect, type MoveTarget } from '../components/admin/slots/MoveTarget';
import { StatusBadge } from '../components/admin/orders/StatusBadge';
import { Notice } from '../components/account/Notice';
import { colon, useI18n, type MessageKey, useMoney } from '../i18n';
import { adminMeta, formatDateTime } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { answerOf } from '../lib/admin-form.server';
import type { FormAnswer } from '../lib/admin-form';
import { intent, parseIntent, unreachable, type ParsedIntent } from '../lib/form-intent.server';
import { InstructionsView } from '../components/delivery-instructions/InstructionsView';
import { DeliveryProofView } from '../components/orders/DeliveryProofView';
import { DoorPanels } from '../components/admin/orders/DoorPanels';
import { adminCreditNotePdfHref, adminOrderProofPhotoHref } from '../lib/api-href.server';

const orderId = (params: { id: string }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
};

/**
 * /admin/commandes/:id: an order, its history, its refunds; ?modifier=1 its edit mode (and
 * &produit=… the products found to add); its cancellation on the customer's behalf.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = orderId(params);
  const api = adminApi(request, context);
  const result = await api.call(routes.getAdminOrder, { params: { id } });
  if (result.status === 404) throw data(null, { status: 404 });
  if (result.status === 403) throw data({ forbidden: true as const }, { status: 403 });
  if (result.error !== null) throw data({ forbidden: false as const }, { status: result.status || 502 });
  const url = new URL(request.url);
  const editing = url.searchParams.get('modifier') === '1' && result.data.isEditable;
  const query = (url.searchParams.get('produit') ?? '').trim().slice(0, 80);
  const found =
    editing && query.length >= 2
      ? await api.call(routes.listAdminOrderProducts, { params: { id }, query: { q: query } })
      : null;
  // An order staff may still cancel may still change slot (the same statuses): its warehouse's other slots.
  const targets = result.data.isCancellable
    ? await api.call(routes.listSlotMoveTargets, {
        query: { warehouseId: result.data.warehouseId, exclude: String(result.data.slot.id) },
      })
    : null;
  // Its credit notes (refunds after its invoice), each with its PDF.
  const credits = await api.call(routes.listAdminOrderCreditNotes, { params: { id } });
  const creditNotes = (credits.error === null ? credits.data : []).map((note) => ({
    ...note,
    pdfHref: adminCreditNotePdfHref(request, id, note.creditNoteId),
  }));
  return {
    order: result.data,
    creditNotes,
    proofPhotoHref: adminOrderProofPhotoHref(request, id),
    editing,
    query,
    products: found?.error === null ? found.data : null,
    moveTargets: targets?.error === null ? targets.data : [],
  };
}

/** The order page's actions, each with the API's schema of its body. */
const INTENTS = {
  cancel: intent(adminCancelOrderBody),
  edit: intent(adminOrderEditBody, (form) => ({ changes: editChanges(form) })),
  refund: intent(adminRefundBody),
  move: intent(adminOrderMoveBody, (form) => ({ slotId: Number(form.get('slotId') || NaN) })),
};

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, context);
  const parsed = parseIntent(request, await request.formData(), INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const { intent } = parsed.value;
  const result = await send(adminApi(request, context), orderId(params), parsed.value);
  // An edit's answer is the order and what the edit changed besides its lines.
  return answerOf(
    result,
    (answer) => ({
      intent,
      ok: true as const,
      edit: 'edit' in answer ? (answer as CallResponse<'editAdminOrder'>).edit : null,
    }),
    intent,
  );
}

function send(api: ReturnType<typeof adminApi>, id: number, parsed: ParsedIntent<typeof INTENTS>) {
  switch (parsed.intent) {
    case 'cancel':
      return api.call(routes.cancelAdminOrder, { params: { id }, body: parsed.body });
    case 'edit':
      return api.call(routes.editAdminOrder, { params: { id }, body: parsed.body });
    case 'refund':
      return api.call(routes.refundAdminOrder, { params: { id }, body: parsed.body });
    case 'move':
      return api.call(routes.moveAdminOrder, { params: { id }, body: parsed.body });
    default:
      return unreachable(parsed);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminOrders.detailTitle');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

const ACTOR_KEYS: Record<string, MessageKey> = {
  customer: 'adminOrders.actor.customer',
  operator: 'adminOrders.actor.operator',
  staff: 'adminOrders.actor.staff',
  system: 'adminOrders.actor.system',
};

const DONE: Record<string, MessageKey> = {
  cancel: 'adminOrders.cancelled',
  edit: 'adminOrders.edited',
  refund: 'adminOrders.refunded',
  move: 'adminOrders.moved',
};

/** A history event's title: a status move, or what picking or the back-office changed. */
const EVENT_KEYS: Record<string, MessageKey> = {
  line_removed: 'adminPicking.event.line_removed',
  line_substituted: 'adminPicking.event.line_substituted',
  edited: 'adminOrders.event.edited',
  refunded: 'adminOrders.event.refunded',
  moved: 'adminOrders.event.moved',
  door_refused: 'adminOrderDoor.event.doorRefused',
};

type OrderLine = CallResponse<'getAdminOrder'>['lines'][number];

const LINE_COLUMNS: Column<OrderLine>[] = [
  {
    key: 'product',
    header: 'adminOrders.product',
    className: 'font-normal',
    cell: (line) => (
      <>
        {line.name} <span className="text-ink-soft">{line.volume}</span>
      </>
    ),
  },
  { key: 'quantity', header: 'adminOrders.quantity', align: 'right', value: (line) => line.quantity },
  {
    key: 'unitPrice',
    header: 'adminOrders.unitPrice',
    align: 'right',
    value: (line, { euros }) => euros(line.unitPriceTtc),
  },
  {
    key: 'deposit',
    header: 'adminOrders.deposit',
    align: 'right',
    value: (line, { euros }) => euros(line.bottleDeposit),
  },
  {
    key: 'total',
    header: 'adminOrders.lineTotal',
    align: 'right',
    value: (line, { euros }) => euros(line.totalTtc),
  },
];

export default function OrderDetail() {
  const { order, creditNotes, proofPhotoHref, editing, query, products, moveTargets } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  const { euros: money } = useMoney();
  return (
    <AdminPage
      title={t('adminOrders.orderNumber', { id: order.id })}
      intro={
        <>
          <StatusBadge status={order.status} />{' '}
          {t('adminOrders.placedAt', { when: formatDateTime(order.placedAt, tag) })}
        </>
      }
      actions={
        <>
          {order.isEditable && !editing && (
            <Link to="?modifier=1" className="btn btn-primary">
              {t('adminOrders.edit')}
            </Link>
          )}
          <Link to="/admin/commandes" className="btn btn-outline">
            {t('adminOrders.backToList')}
          </Link>
        </>
      }
    >
      {result?.ok && (
        <Notice kind="success" className="mb-4">
          <p>{t(DONE[result.intent] ?? 'adminOrders.cancelled')}</p>
          {result.edit?.promoDropped && <p>{t('adminOrders.editedPromoDropped')}</p>}
          {result.edit && result.edit.walletRefund > 0 && (
            <p>{t('adminOrders.editedWalletBack', { amount: money(result.edit.walletRefund) })}</p>
          )}
        </Notice>
      )}
      {result && !result.ok && result.intent === 'edit' && (
        <Notice kind="error" className="mb-4">
          {result.error}
        </Notice>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <Panel>
          <h2 className="mb-2 text-lg font-bold">{t('adminOrders.customer')}</h2>
          <p className="font-semibold">
            <Link to={`/admin/clients/${order.customer.id}`} className="text-forest underline">
              {customerName(order.customer, t)}
            </Link>
          </p>
          <p className="break-all">{order.customer.email}</p>
          {order.customer.phone && <p>{order.customer.phone}</p>}
        </Panel>
        <Panel>
          <h2 className="mb-2 text-lg font-bold">{t('adminOrders.delivery')}</h2>
          <p className="font-semibold">
            {t(order.deliveryType === 'pdr' ? 'adminOrders.pickupPoint' : 'adminOrders.homeDelivery')}
          </p>
          <p>{order.deliveryName}</p>
          <p>{order.deliveryAddress}</p>
          <p className="mt-2">
            {t('adminOrders.slot')}
            {colon(locale)}
            {slotLabel(order.slot, tag)} · {order.warehouseName}
          </p>
          {order.deliveryType === 'address' && (
            <div className="mt-3 border-t border-line pt-3">
              <h3 className="text-sm font-bold">{t('instructions.title')}</h3>
              <InstructionsView instructions={order.deliveryInstructions} empty className="mt-1" />
            </div>
          )}
        </Panel>
        <Panel>
          <h2 className="mb-2 text-lg font-bold">{t('adminOrders.paymentLabel')}</h2>
          <p>{t(paymentKey(order.paymentMethod))}</p>
          <p>{t(`adminOrders.paymentStatus.${order.paymentStatus}` as MessageKey)}</p>
          {order.paidAt && <p>{t('adminOrders.paidAt', { when: formatDateTime(order.paidAt, tag) })}</p>}
          {order.promoCode && <p>{t('adminOrders.promoCode', { code: order.promoCode })}</p>}
        </Panel>
      </div>

      {order.deliveryProof && (
        <Panel className="mt-4">
          <h2 className="mb-3 text-lg font-bold">{t('proof.title')}</h2>
          <DeliveryProofView proof={order.deliveryProof} photoHref={proofPhotoHref} />
        </Panel>
      )}

      <DoorPanels door={order.door} />

      <section className="mt-4" aria-labelledby="order-lines">
        <h2 id="order-lines" className="mb-2 text-lg font-bold">
          {t('adminOrders.lines')}
        </h2>
        <DataTable
          rows={order.lines}
          columns={LINE_COLUMNS}
          rowKey={(line) => line.id}
          caption={t('adminOrders.lines')}
          empty={t('adminOrders.noLines')}
          minWidth="min-w-[36rem]"
        />
        {order.crates.length > 0 && (
          <ul className="mt-3 text-sm text-ink-soft">
            {order.crates.map((crate) => (
              <li key={crate.packageType}>
                {t(crate.packageType === 'large' ? 'adminOrders.cratesLarge' : 'adminOrders.cratesSmall', {
                  crates: crate.completeCrates + (crate.nbSpaceLeft > 0 ? 1 : 0),
                  bottles: crate.nbItems,
                })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Panel>
          <h2 className="mb-2 text-lg font-bold">{t('adminOrders.totals')}</h2>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {(
              [
                ['adminOrders.subtotalTtc', order.totals.subtotalTtc],
                ['adminOrders.totalTva', order.totals.totalTva],
                ['adminOrders.productsDeposit', order.totals.productsDeposit],
                ['adminOrders.packagesDeposit', order.totals.packagesDeposit],
                ['adminOrders.deliveryFees', order.totals.deliveryFees],
                ['adminOrders.discount', -order.totals.discount],
                ['adminOrders.walletUsage', -order.totals.walletUsage],
              ] as const
            )
              // A discount or a wallet share the order did not have is no line ('-0,00 €').
              .filter(
                ([key, amount]) =>
                  amount !== 0 || !['adminOrders.discount', 'adminOrders.walletUsage'].includes(key),
              )
              .map(([key, amount]) => (
                <div key={key} className="contents">
                  <dt>{t(key)}</dt>
                  <dd className="text-right tabular-nums">{money(amount)}</dd>
                </div>
              ))}
            <dt className="font-bold">{t('adminOrders.amountToPay')}</dt>
            <dd className="text-right font-bold tabular-nums" data-testid="order-amount-to-pay">
              {money(order.totals.amountToPay)}
            </dd>
          </dl>
        </Panel>
        <Panel>
          <h2 className="mb-2 text-lg font-bold">{t('adminOrders.history')}</h2>
          <ol className="space-y-2 text-sm">
            {order.history.map((event, i) => (
              <li key={i} className="border-l-2 border-line pl-3">
                <p className="font-semibold">
                  {event.kind !== 'status'
                    ? t(EVENT_KEYS[event.kind]!)
                    : `${event.fromStatus ? `${t(statusKey(event.fromStatus))} → ` : ''}${t(statusKey(event.toStatus))}`}
                </p>
                <p className="text-ink-soft">
                  {formatDateTime(event.at, tag)} · {t(ACTOR_KEYS[event.actorKind]!)}
                  {event.actorName ? ` (${event.actorName})` : ''}
                </p>
                {event.reason && <p>{t('adminOrders.reasonShown', { reason: event.reason })}</p>}
              </li>
            ))}
          </ol>
        </Panel>
      </div>

      {editing && <OrderEdit order={order} products={products} query={query} />}
      <RefundPanel order={order} result={result?.intent === 'refund' ? result : undefined} />
      {creditNotes.length > 0 && (
        <Panel className="mt-4">
          <h2 className="mb-2 text-lg font-bold">{t('adminOrders.creditNotes')}</h2>
          <ul className="divide-y divide-line text-sm" data-testid="admin-credit-notes">
            {creditNotes.map((note) => (
              <li key={note.creditNoteId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {t('adminOrders.creditNoteLine', { number: note.number, invoice: note.invoiceNumber })} ·{' '}
                  {formatDateTime(note.issuedAt, tag)}
                </span>
                <span className="flex items-center gap-3">
                  <span className="font-semibold tabular-nums">{money(-note.amountTtc)}</span>
                  <a
                    href={note.pdfHref}
                    download={`avoir-${note.number}.pdf`}
                    className="font-semibold text-forest underline underline-offset-4"
                  >
                    {t('adminOrders.creditNotePdf', { number: note.number })}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {order.isCancellable && (
        <MoveForm targets={moveTargets} result={result?.intent === 'move' ? result : undefined} />
      )}
      {order.isCancellable && <CancelForm result={result?.intent === 'cancel' ? result : undefined} />}
    </AdminPage>
  );
}

/** Another slot of the order's warehouse, with a free place (the API counts them again under lock). */
function MoveForm({ targets, result }: { targets: MoveTarget[]; result: FormAnswer | undefined }) {
  const { t } = useI18n();
  return (
    <Panel className="mt-4">
      <h2 className="text-lg font-bold" id="move-title">
        {t('adminOrders.moveTitle')}
      </h2>
      <p className="mb-3 mt-1 text-sm text-ink-soft">{t('adminOrders.moveIntro')}</p>
      <AdminForm
        intent="move"
        result={result}
        className="flex flex-wrap items-end gap-3"
        labelledBy="move-title"
      >
        <div className="min-w-0 flex-1 sm:max-w-md">
          <MoveTargetSelect targets={targets} count={1} id="move-slot" name="slotId" />
        </div>
        {targets.length > 0 && <SubmitButton>{t('adminOrders.moveSubmit')}</SubmitButton>}
      </AdminForm>
    </Panel>
  );
}

function CancelForm({ result }: { result: FormAnswer | undefined }) {
  const { t } = useI18n();
  return (
    <Panel className="mt-4">
      <h2 className="text-lg font-bold">{t('adminOrders.cancelTitle')}</h2>
      <p className="mb-3 mt-1 text-sm text-ink-soft">{t('adminOrders.cancelIntro')}</p>
      <AdminForm intent="cancel" result={result} className="grid gap-3">
        <TextAreaField name="reason" id="cancel-reason" label={t('adminOrders.reason')} rows={3} />
        <div>
          <SubmitButton className="btn bg-danger text-white hover:bg-danger/90">
            {t('adminOrders.cancelSubmit')}
          </SubmitButton>
        </div>
      </AdminForm>
    </Panel>
  );
}
