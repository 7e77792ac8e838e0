import type { CallResponse } from '@consigne/contract';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n, useMoney } from '../../../i18n';
import { Panel } from '../AdminPage';

type AdminOrder = CallResponse<'getAdminOrder'>;
type OrderProduct = CallResponse<'listAdminOrderProducts'>[number];

/** One quantity field: a number input between 0 and the product's maxOrderable (the cart's stepper rule). */
function QuantityField({ id, label, max, value }: { id: number; label: string; max: number; value: number }) {
  const { t } = useI18n();
  return (
    <div className="flex items-center justify-end gap-2">
      <label htmlFor={`qty-${id}`} className="sr-only">
        {label}
      </label>
      <input type="hidden" name={`was-${id}`} value={value} />
      <input
        id={`qty-${id}`}
        name={`qty-${id}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        defaultValue={value}
        className="field-input w-20 text-right tabular-nums"
      />
      <span className="w-14 text-xs text-ink-soft">{t('adminOrders.maxOrderable', { max })}</span>
    </div>
  );
}

/**
 * The edit mode of /admin/commandes/:id: the lines' quantities (0 removes), the products found by the
 * search to add, one submit. The server re-prices; the page shows its figures after.
 */
export function OrderEdit({
  order,
  products,
  query,
}: {
  order: AdminOrder;
  products: OrderProduct[] | null;
  query: string;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const inOrder = new Set(order.lines.filter((l) => !l.isLocked).map((l) => l.productWarehouseId));
  const toAdd = (products ?? []).filter((p) => !inOrder.has(p.productWarehouseId));
  return (
    <Panel className="mt-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-bold">{t('adminOrders.edit')}</h2>
        <Link to={`/admin/commandes/${order.id}`} className="btn btn-outline">
          {t('adminOrders.editClose')}
        </Link>
      </div>
      <p className="mb-3 mt-1 text-sm text-ink-soft">{t('adminOrders.editIntro')}</p>

      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="modifier" value="1" />
        <div className="min-w-0 flex-1">
          <label htmlFor="product-search" className="field-label">
            {t('adminOrders.searchProduct')}
          </label>
          <input
            id="product-search"
            name="produit"
            type="search"
            minLength={2}
            maxLength={80}
            defaultValue={query}
            className="field-input"
          />
        </div>
        <button type="submit" className="btn btn-outline">
          {t('adminOrders.productSearchSubmit')}
        </button>
      </Form>

      <Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value="edit" />
        <ul className="divide-y divide-line">
          {order.lines.map((line) => (
            <li key={line.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <ProductPrice product={line} />
              {line.isLocked ? (
                <span className="text-sm text-ink-soft">
                  {line.quantity} · {t('adminOrders.giftLine')}
                </span>
              ) : (
                <QuantityField
                  id={line.productWarehouseId}
                  label={t('adminOrders.quantityOf', { product: `${line.name} ${line.volume}` })}
                  max={line.maxOrderable}
                  value={line.quantity}
                />
              )}
            </li>
          ))}
        </ul>
        {products && (
          <div>
            <h3 className="font-semibold">{t('adminOrders.addProduct')}</h3>
            {toAdd.length === 0 ? (
              <p className="text-sm text-ink-soft">{t('adminOrders.noProductFound')}</p>
            ) : (
              <ul className="divide-y divide-line" aria-label={t('adminOrders.addProduct')}>
                {toAdd.map((p) => (
                  <li
                    key={p.productWarehouseId}
                    className="flex flex-wrap items-center justify-between gap-2 py-2"
                  >
                    <ProductPrice product={p} />
                    <QuantityField
                      id={p.productWarehouseId}
                      label={t('adminOrders.quantityOf', { product: `${p.name} ${p.volume}` })}
                      max={p.maxOrderable}
                      value={0}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('adminOrders.editSubmit')}
          </button>
        </div>
      </Form>
    </Panel>
  );
}

/** The edit form's changes: each quantity field whose value is not the one shown. */
export function editChanges(form: FormData): { productWarehouseId: number; quantity: number }[] {
  const changes: { productWarehouseId: number; quantity: number }[] = [];
  for (const [name, value] of form) {
    const match = /^qty-(\d+)$/.exec(name);
    if (!match || String(value) === String(form.get(`was-${match[1]}`))) continue;
    changes.push({ productWarehouseId: Number(match[1]), quantity: Number(value) });
  }
  return changes;
}

/** A product of the edit: its name, volume and unit price (the server's). */
function ProductPrice({ product }: { product: { name: string; volume: string; unitPriceTtc: number } }) {
  const { euros } = useMoney();
  return (
    <span className="min-w-0 flex-1">
      {product.name} <span className="text-ink-soft">{product.volume}</span>
      <span className="block text-sm text-ink-soft tabular-nums">{euros(product.unitPriceTtc)}</span>
    </span>
  );
}
