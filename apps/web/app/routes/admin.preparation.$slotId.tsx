import { pickLineBody, type CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { intlTag } from '@consigne/domain';
import { useEffect } from 'react';
import { data, Link, useFetcher, useLoaderData, useRevalidator } from 'react-router';
import type { Route } from './+types/admin.preparation.$slotId';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { slotLabel } from '../components/admin/orders/format';
import { Notice } from '../components/account/Notice';
import { useI18n, type MessageKey, formatMoney } from '../i18n';
import { adminMeta } from '../lib/admin';
import { pickingListPdfHref } from '../lib/api-href.server';
import { adminApi, requireStaff } from '../lib/admin.server';
import { answerOf } from '../lib/admin-form.server';
import { intent, parseIntent, unreachable, type ParsedIntent } from '../lib/form-intent.server';
import { InstructionsView } from '../components/delivery-instructions/InstructionsView';

type PickingSlot = CallResponse<'getPickingList'>;
type PickingOrder = PickingSlot['orders'][number];

const idOf = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
};

/** /admin/preparation/:slotId: the slot's walk per Rayon, then each order's lines to tick and its crate plan. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const result = await adminApi(request, context).call(routes.getPickingList, {
    params: { slotId: idOf(params.slotId) },
  });
  if (result.status === 404) throw data(null, { status: 404 });
  if (result.status === 403) throw data({ forbidden: true as const }, { status: 403 });
  if (result.error !== null) throw data({ forbidden: false as const }, { status: result.status || 502 });
  return { list: result.data, pdfHref: pickingListPdfHref(request, result.data.slot.id) };
}

/** The page's one action: a line ticked or unticked, with the product the picker saw on it. */
const INTENTS = {
  pick: intent(pickLineBody, (form) => ({
    picked: form.get('picked') === 'true',
    productWarehouseId: Number(form.get('productWarehouseId')) || undefined,
  })),
};

/** A tick: the API saves it for every picker and answers the order as it now is. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  const parsed = parseIntent(request, form, INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const result = await send(adminApi(request, context), idOf(String(form.get('lineId'))), parsed.value);
  return answerOf(result, () => ({ ok: true as const }), parsed.value.intent);
}

function send(api: ReturnType<typeof adminApi>, lineId: number, parsed: ParsedIntent<typeof INTENTS>) {
  switch (parsed.intent) {
    case 'pick':
      return api.call(routes.setLinePicked, { params: { lineId }, body: parsed.body });
    default:
      return unreachable(parsed.intent);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminPicking.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

/** Other pickers' ticks show up without a reload: the list is read again every 20 s while the page is seen. */
function useFreshTicks() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle')
        void revalidator.revalidate();
    }, 20_000);
    return () => clearInterval(timer);
  }, [revalidator]);
}

const formatKey = (format: string) => `adminPicking.format.${format}` as MessageKey;

export default function PickingSlotPage() {
  const { list, pdfHref } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  useFreshTicks();
  const label = slotLabel(list.slot, tag);
  return (
    <AdminPage
      title={t('adminPicking.slotTitle', { slot: label })}
      intro={`${list.slot.warehouseName} · ${t('adminPicking.progress', {
        picked: list.slot.pickedCount,
        total: list.slot.lineCount,
      })}`}
      actions={
        <>
          <Link to="/admin/preparation" className="btn btn-outline">
            {t('adminPicking.back')}
          </Link>
          <a href={pdfHref} download={`preparation-${list.slot.id}.pdf`} className="btn btn-primary">
            {t('adminPicking.pdf')}
          </a>
        </>
      }
    >
      {list.orders.length === 0 ? (
        <Panel>
          <p className="text-ink-soft">{t('adminPicking.empty')}</p>
        </Panel>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Walk list={list} />
          <div className="space-y-4">
            <h2 className="text-lg font-bold">{t('adminPicking.orders')}</h2>
            {list.orders.map((order) => (
              <OrderCard key={order.id} order={order} slotId={list.slot.id} formatKey={formatKey} />
            ))}
          </div>
        </div>
      )}
    </AdminPage>
  );
}

function Walk({ list }: { list: PickingSlot }) {
  const { t } = useI18n();
  return (
    <Panel className="self-start">
      <h2 className="text-lg font-bold">{t('adminPicking.walk')}</h2>
      <p className="mb-3 text-sm text-ink-soft">{t('adminPicking.walkHint')}</p>
      {list.rayons.map((rayon) => (
        <section key={rayon.id} className="mb-3" aria-labelledby={`rayon-${rayon.id}`}>
          <h3 id={`rayon-${rayon.id}`} className="mb-1 text-sm font-bold uppercase tracking-wide text-forest">
            {rayon.name}
          </h3>
          <ul className="divide-y divide-line text-sm">
            {rayon.products.map((p) => (
              <li key={p.productWarehouseId} className="py-1.5">
                <p className="flex justify-between gap-2">
                  <span
                    className={
                      p.pickedQuantity === p.quantity ? 'text-ink-soft line-through' : 'font-semibold'
                    }
                  >
                    {p.name} {p.volume}
                  </span>
                  <span className="font-bold tabular-nums">× {p.quantity}</span>
                </p>
                <p className="text-xs text-ink-soft">
                  {p.orders
                    .map((o) => t('adminPicking.forOrder', { id: o.orderId, quantity: o.quantity }))
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Panel>
  );
}

function OrderCard({
  order,
  slotId,
  formatKey,
}: {
  order: PickingOrder;
  slotId: number;
  formatKey: (format: string) => MessageKey;
}) {
  const { t, locale } = useI18n();
  const loose = order.lines.filter((l) => l.packageType === 'other');
  return (
    <Panel>
      <div id={`commande-${order.id}`} className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-bold">
          <Link to={`/admin/commandes/${order.id}`} className="text-forest underline">
            {t('adminPicking.orderTitle', { id: order.id })}
          </Link>{' '}
          · {order.customerName}
        </h3>
        <p className="text-sm font-semibold" data-testid={`order-total-${order.id}`}>
          {t('adminPicking.toPay', { amount: formatMoney(order.totals.amountToPay, locale) })}
        </p>
      </div>
      <p className="mb-3 text-sm text-ink-soft">{order.deliveryAddress}</p>
      {/* The door details travel with the crates (the printed list has them too). */}
      <InstructionsView instructions={order.deliveryInstructions} className="mb-3 rounded-lg bg-cream p-2" />
      {!order.isOpen && <Notice kind="info">{t('adminPicking.closed')}</Notice>}
      <h4 className="mb-1 text-sm font-bold">{t('adminPicking.lines')}</h4>
      <ul className="mb-3 divide-y divide-line">
        {order.lines.map((line) => (
          <TickLine key={line.id} line={line} order={order} slotId={slotId} />
        ))}
      </ul>
      <h4 className="mb-1 text-sm font-bold">{t('adminPicking.crates')}</h4>
      <ol className="space-y-1 text-sm">
        {order.crates.map((crate) => (
          <li key={crate.number} className="rounded border border-line bg-sand/40 px-2 py-1">
            <span className="font-semibold">
              {t('adminPicking.crate', {
                number: crate.number,
                format: t(formatKey(crate.packageType)),
                items: crate.items,
                capacity: crate.capacity,
              })}
            </span>
            <span className="block text-ink-soft">
              {crate.contents.map((c) => `${c.quantity} × ${c.name}`).join(' · ')}
            </span>
          </li>
        ))}
        {loose.length > 0 && (
          <li className="px-2 py-1 text-ink-soft">
            {t('adminPicking.loose', { names: loose.map((l) => `${l.quantity} × ${l.name}`).join(' · ') })}
          </li>
        )}
      </ol>
    </Panel>
  );
}

/** A line to tick: a big checkbox that saves at once (optimistic), and the way to report it missing. */
function TickLine({
  line,
  order,
  slotId,
}: {
  line: PickingOrder['lines'][number];
  order: PickingOrder;
  slotId: number;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<typeof action>();
  const pending = fetcher.formData ? fetcher.formData.get('picked') === 'true' : null;
  const picked = pending ?? line.picked;
  const label = t('adminPicking.tick', { quantity: line.quantity, name: `${line.name} ${line.volume}` });
  return (
    <li className="flex items-center gap-3 py-2">
      <fetcher.Form method="post" className="flex min-w-0 flex-1 items-center gap-3">
        <input type="hidden" name="intent" value="pick" />
        <input type="hidden" name="lineId" value={line.id} />
        <input type="hidden" name="productWarehouseId" value={line.productWarehouseId} />
        <input type="hidden" name="picked" value={String(!picked)} />
        <button
          type="submit"
          role="checkbox"
          aria-checked={picked}
          aria-label={label}
          disabled={!order.isOpen}
          className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border-2 text-xl font-bold ${
            picked ? 'border-forest bg-forest text-white' : 'border-ink-soft bg-white text-transparent'
          }`}
        >
          ✓
        </button>
        <span className="min-w-0">
          <span className={picked ? 'text-ink-soft line-through' : ''}>
            <span className="font-semibold">{line.quantity} ×</span> {line.name} {line.volume}
          </span>
          {line.isLocked && <span className="ml-1 text-xs font-semibold">({t('adminPicking.gift')})</span>}
          {line.substitutedFor && (
            <span className="block text-xs text-ink-soft">
              {t('adminPicking.replaces', { name: line.substitutedFor })}
            </span>
          )}
          {line.picked && line.pickedBy && (
            <span className="block text-xs text-ink-soft">
              {t('adminPicking.pickedBy', { who: line.pickedBy })}
            </span>
          )}
        </span>
      </fetcher.Form>
      {fetcher.data && !fetcher.data.ok && <Notice kind="error">{fetcher.data.error}</Notice>}
      {order.isOpen && (
        <Link
          to={`/admin/preparation/${slotId}/manquant/${order.id}/${line.id}`}
          className="btn btn-outline shrink-0 px-3 text-sm"
          aria-label={`${t('adminPicking.missing')} ${label}`}
        >
          {t('adminPicking.missing')}
        </Link>
      )}
    </li>
  );
}
