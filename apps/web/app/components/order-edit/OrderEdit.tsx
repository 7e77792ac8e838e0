import type { OrderDetailDto } from '@consigne/api-client';
import * as routes from '@consigne/contract/routes';
import { intlTag } from '@consigne/domain';
import { useEffect, useState } from 'react';
import { Form, useNavigation, useSearchParams } from 'react-router';
import { formatShopTime, useI18n, useMoney } from '../../i18n';
import { useBrowserApi } from '../../lib/browser-api';
import { Stepper } from '../cart/Stepper';
import { formatOrderDate } from '../orders/order-dates';
import { ADD_TO_ORDER_PARAM } from './AddToOrderLink';
import { changesOf, clampQuantity, draftOf, estimatedTotalCents, type DraftLine } from './edit-draft';

/** The form's intent: the route's action sends the changes to PUT /orders/:id/lines. */
export const EDIT_LINES_INTENT = 'edit-lines';

type EditOrder = Pick<
  OrderDetailDto,
  'orderId' | 'packages' | 'totals' | 'editLockReason' | 'editableUntil' | 'status'
>;

/**
 * "Modifier ma commande": until the cut-off and before picking, a mode with a stepper per line,
 * remove, a product search of the order's warehouse, and the new total estimated before confirming.
 */
export function OrderEdit({ order }: { order: EditOrder }) {
  const { t, locale } = useI18n();
  // From the shop's "Ajouter à ma commande": open, the product searched.
  const [params] = useSearchParams();
  const adding = params.get(ADD_TO_ORDER_PARAM) ?? '';
  const [editing, setEditing] = useState(adding !== '');
  const navigation = useNavigation();
  // Closed again once the page is loaded anew after a confirmed edit.
  const [shown, setShown] = useState(order);
  if (shown !== order) {
    setShown(order);
    if (editing) setEditing(false);
  }

  if (order.editLockReason === 'picking' && order.status === 'placed')
    return (
      <p className="text-sm text-ink-soft" data-testid="order-edit-locked">
        {t('orders.edit.lockedPicking')}
      </p>
    );
  if (order.editLockReason !== null) return null;
  const until = t('orders.edit.until', {
    date: formatOrderDate(order.editableUntil, intlTag(locale)),
    time: formatShopTime(order.editableUntil, locale),
  });
  if (!editing)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-primary"
          data-testid="order-edit-open"
          onClick={() => setEditing(true)}
        >
          {t('orders.edit.open')}
        </button>
        <p className="text-sm text-ink-soft" data-testid="order-edit-until">
          {until}
        </p>
      </div>
    );
  return (
    <EditPanel
      order={order}
      search={adding}
      until={until}
      busy={navigation.state !== 'idle'}
      onClose={() => setEditing(false)}
    />
  );
}

function EditPanel({
  order,
  search,
  until,
  busy,
  onClose,
}: {
  order: EditOrder;
  search: string;
  until: string;
  busy: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const money = useMoney();
  const [draft, setDraft] = useState<DraftLine[]>(() => draftOf(order));
  const set = (id: number, quantity: number) =>
    setDraft((lines) =>
      lines.map((l) => (l.productWarehouseId === id ? { ...l, to: clampQuantity(l, quantity) } : l)),
    );
  const add = (line: DraftLine) =>
    setDraft((lines) =>
      lines.some((l) => l.productWarehouseId === line.productWarehouseId)
        ? lines.map((l) =>
            l.productWarehouseId === line.productWarehouseId ? { ...l, to: clampQuantity(l, l.to + 1) } : l,
          )
        : [...lines, line],
    );
  const changes = changesOf(draft);
  const total = estimatedTotalCents(order.totals.amountToPay, draft);

  return (
    <section aria-labelledby="order-edit-title" className="card grid gap-4 p-5" data-testid="order-edit">
      <div>
        <h3 id="order-edit-title" className="text-xl font-bold">
          {t('orders.edit.title')}
        </h3>
        <p className="mt-1 text-sm text-ink-soft">{until}</p>
      </div>
      <ul className="divide-y divide-line border-y border-line">
        {draft.map((line) => (
          <li
            key={line.productWarehouseId}
            data-testid="order-edit-line"
            data-entry={line.productWarehouseId}
            className="flex flex-wrap items-center gap-3 py-3"
          >
            <img
              src={line.thumb}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="h-12 w-12 shrink-0 rounded-xl bg-sand object-contain"
            />
            {/* On a phone the name keeps its width: the stepper and Retirer wrap below it. */}
            <div className="min-w-0 flex-1 basis-40">
              <p className="text-sm font-semibold">{line.name}</p>
              <p className="text-xs text-ink-soft">
                {line.volume} · {money.euros(line.unitPriceTtc)}
                {line.to === 0 && line.from > 0 ? ` · ${t('orders.edit.removed')}` : ''}
              </p>
            </div>
            <div className="ml-auto flex items-center gap-3">
              <Stepper
                name={line.name}
                quantity={line.to}
                maxOrderable={line.maxOrderable ?? 999}
                onChange={(q) => set(line.productWarehouseId, q)}
              />
              {line.to > 0 && (
                <button
                  type="button"
                  className="text-sm font-semibold text-danger underline"
                  aria-label={t('orders.edit.removeNamed', { name: line.name })}
                  data-testid="order-edit-remove"
                  onClick={() => set(line.productWarehouseId, 0)}
                >
                  {t('orders.edit.remove')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ProductSearch orderId={order.orderId} initial={search} onAdd={add} />
      <div className="rounded-2xl bg-cream p-4">
        <p className="flex justify-between text-base font-bold">
          <span>{t('orders.edit.estimate')}</span>
          <span data-testid="order-edit-total" className="tabular-nums">
            {money.cents(total)}
          </span>
        </p>
        <p className="mt-1 text-xs text-ink-soft">{t('orders.edit.estimateNote')}</p>
      </div>
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={EDIT_LINES_INTENT} />
        <input type="hidden" name="changes" value={JSON.stringify(changes)} />
        <button
          type="submit"
          className="btn btn-primary"
          data-testid="order-edit-confirm"
          disabled={busy || changes.length === 0}
        >
          {t('orders.edit.confirm')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('orders.edit.cancel')}
        </button>
      </Form>
    </section>
  );
}

/** A search of the order's warehouse's products (GET /orders/:id/products), each with "Ajouter". */
function ProductSearch({
  orderId,
  initial,
  onAdd,
}: {
  orderId: number;
  initial: string;
  onAdd: (line: DraftLine) => void;
}) {
  const { t } = useI18n();
  const money = useMoney();
  const api = useBrowserApi();
  const [q, setQ] = useState(initial);
  const [found, setFound] = useState<Awaited<ReturnType<typeof search>> | null>(null);
  const search = async (text: string) => {
    const result = await api.call(routes.listOrderProducts, { params: { orderId }, query: { q: text } });
    return result.error === null ? result.data : [];
  };
  useEffect(() => {
    const text = q.trim();
    if (text.length < 2) return setFound(null);
    let live = true;
    const timer = setTimeout(() => {
      void search(text).then((rows) => live && setFound(rows));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);

  return (
    <div className="grid gap-2">
      <label className="grid gap-1">
        <span className="field-label">{t('orders.edit.search')}</span>
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('orders.edit.searchHint')}
          className="field-input"
          data-testid="order-edit-search"
          maxLength={80}
        />
      </label>
      {found && found.length === 0 && <p className="text-sm text-ink-soft">{t('orders.edit.noResults')}</p>}
      {found && found.length > 0 && (
        <ul className="divide-y divide-line rounded-2xl border border-line" data-testid="order-edit-results">
          {found.map((p) => (
            <li
              key={p.productWarehouseId}
              data-entry={p.productWarehouseId}
              className="flex items-center gap-3 p-2"
            >
              <img
                src={p.thumb}
                alt=""
                width={40}
                height={40}
                className="h-10 w-10 rounded-lg bg-sand object-contain"
              />
              <p className="min-w-0 flex-1 text-sm">
                <span className="font-semibold">{p.name}</span>{' '}
                <span className="text-ink-soft">
                  {p.volume} · {money.euros(p.unitPriceTtc)}
                </span>
              </p>
              <button
                type="button"
                className="btn btn-outline text-sm"
                data-testid="order-edit-add"
                onClick={() =>
                  onAdd({
                    productWarehouseId: p.productWarehouseId,
                    name: p.name,
                    volume: p.volume,
                    thumb: p.thumb,
                    unitPriceTtc: p.unitPriceTtc,
                    bottleDeposit: p.bottleDeposit,
                    maxOrderable: p.maxOrderable,
                    from: 0,
                    to: 1,
                  })
                }
              >
                {t('orders.edit.add')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
