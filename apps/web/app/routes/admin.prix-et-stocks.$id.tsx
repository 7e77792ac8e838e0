import { createStockEntryBody, createStockMovementBody, updateStockEntryBody } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { intlTag } from '@consigne/domain';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/admin.prix-et-stocks.$id';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { Pagination } from '../components/admin/Pagination';
import {
  euros,
  priceOfForm,
  priceText,
  type StockEntry,
  type StockEntryDetail,
  type StockMovementPage,
} from '../components/admin/stock';
import { fieldMessage, Notice } from '../components/account/Notice';
import { TextField } from '../components/ui/TextField';
import { useI18n } from '../i18n';
import { formatDateTime, adminMeta } from '../lib/admin';
import { adminApi, pageParam, requireStaff } from '../lib/admin.server';
import { intent, parseIntent, unreachable, type ParsedIntent } from '../lib/form-intent.server';

/**
 * /admin/prix-et-stocks/:id: one product in one warehouse — its price, discount and availability
 * (saved with the version read: a concurrent save is refused), stock movements and their history, and
 * its entries in the staff member's other warehouses. Another warehouse's entry is a 403.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const api = adminApi(request, context);
  const url = new URL(request.url);
  const id = Number(params.id);
  const [entry, movements] = await Promise.all([
    api.call(routes.getStockEntry, { params: { id } }),
    api.call(routes.listStockMovements, {
      params: { id },
      query: { page: pageParam(url), perPage: 20 },
    }),
  ]);
  // Another warehouse's entry: a 403 that says why, inside the layout.
  if (entry.status === 403)
    return data({ forbidden: entry.error ?? '', entry: null, movements: null }, { status: 403 });
  if (entry.error !== null) throw data({ forbidden: false }, { status: entry.status || 502 });
  return { forbidden: null, entry: entry.data, movements: movements.data };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const settingsOf = (form: FormData) => {
  const percent = Number(text(form, 'discountPercent') || 0);
  return {
    price: priceOfForm(text(form, 'price')),
    discountPercent: percent,
    discountUntil: text(form, 'discountUntil') || null,
    isAvailable: form.get('isAvailable') === 'on',
    maxOrderable: Number(text(form, 'maxOrderable')),
  };
};

/** The entry page's actions, each with the API's schema of its body. */
const INTENTS = {
  save: intent(updateStockEntryBody, (form) => ({
    ...settingsOf(form),
    version: Number(form.get('version')),
  })),
  move: intent(createStockMovementBody, (form) => ({
    kind: text(form, 'kind'),
    quantity: Number(text(form, 'quantity')),
    reason: text(form, 'reason') || undefined,
  })),
  create: intent(createStockEntryBody, (form) => ({
    ...settingsOf(form),
    productId: Number(form.get('productId')),
    warehouseId: Number(form.get('warehouseId')),
    stock: text(form, 'stock') === '' ? null : Number(text(form, 'stock')),
  })),
};

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, context);
  const parsed = parseIntent(request, await request.formData(), INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const { intent } = parsed.value;
  const result = await send(adminApi(request, context), Number(params.id), parsed.value);
  if (result.error !== null)
    return data(
      { intent, ok: false as const, error: result.error, errors: result.errors },
      { status: result.status === 403 || result.status === 409 ? result.status : 422 },
    );
  const entry = 'entry' in result.data ? result.data.entry : result.data;
  return { intent, ok: true as const, stock: entry.stock, warehouse: entry.warehouseName };
}

function send(api: ReturnType<typeof adminApi>, id: number, parsed: ParsedIntent<typeof INTENTS>) {
  switch (parsed.intent) {
    case 'save':
      return api.call(routes.updateStockEntry, { params: { id }, body: parsed.body });
    case 'move':
      return api.call(routes.createStockMovement, { params: { id }, body: parsed.body });
    case 'create':
      return api.call(routes.createStockEntry, { body: parsed.body });
    default:
      return unreachable(parsed);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.stock.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function StockEntryPage() {
  const { entry, movements, forbidden } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  if (!entry)
    return (
      <AdminPage title={t('admin.forbidden.title')}>
        <Notice kind="error">{forbidden}</Notice>
      </AdminPage>
    );
  return (
    <AdminPage
      title={t('admin.stock.entryTitle', { name: entry.name, warehouse: entry.warehouseName })}
      intro={`${entry.brand} · ${entry.slug}`}
      actions={
        <Link to={`/admin/prix-et-stocks?warehouse=${entry.warehouseId}`} className="btn btn-outline">
          {t('admin.stock.back')}
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <SettingsForm entry={entry} />
        <MoveForm entry={entry} />
      </div>
      <History movements={movements} />
      {entry.siblings.length > 0 && <Siblings siblings={entry.siblings} />}
      {entry.missingWarehouses.length > 0 && <SellElsewhere entry={entry} />}
    </AdminPage>
  );
}

function useResult(intent: string) {
  const result = useActionData<typeof action>();
  return result?.intent === intent ? result : undefined;
}

function SettingsFields({
  entry,
  idPrefix,
  errors,
}: {
  entry?: StockEntry;
  idPrefix: string;
  errors?: Array<{ field: string; message: string }>;
}) {
  const { t } = useI18n();
  const field = (name: string) => fieldMessage(errors, name);
  return (
    <>
      <TextField
        label={t('admin.stock.price')}
        id={`${idPrefix}-price`}
        name="price"
        inputMode="decimal"
        required
        defaultValue={entry ? priceText(entry.price) : ''}
        error={field('price')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={`${t('admin.stock.discount')} (%)`}
          id={`${idPrefix}-discount`}
          name="discountPercent"
          type="number"
          min={0}
          max={90}
          defaultValue={entry?.discountPercent ?? 0}
          error={field('discountPercent')}
        />
        <div>
          <TextField
            label={t('admin.stock.discountUntil')}
            id={`${idPrefix}-until`}
            name="discountUntil"
            type="date"
            defaultValue={entry?.discountUntil ?? ''}
            error={field('discountUntil')}
          />
          <p className="mt-1 text-xs text-ink-soft">{t('admin.stock.discountUntilHint')}</p>
        </div>
      </div>
      <TextField
        label={t('admin.stock.maxOrderable')}
        id={`${idPrefix}-max`}
        name="maxOrderable"
        type="number"
        min={1}
        max={999}
        required
        defaultValue={entry?.maxOrderable ?? 99}
        error={field('maxOrderable')}
      />
      <label className="inline-flex min-h-10 items-center gap-2">
        <input type="checkbox" name="isAvailable" defaultChecked={entry?.isAvailable ?? true} />
        {t('admin.stock.available')}
      </label>
    </>
  );
}

function SettingsForm({ entry }: { entry: StockEntryDetail }) {
  const { t } = useI18n();
  const result = useResult('save');
  const busy = useNavigation().state === 'submitting';
  return (
    <Panel>
      <h2 className="mb-4 text-lg font-bold">{t('admin.stock.settings')}</h2>
      {result?.ok && (
        <Notice kind="success" className="mb-4">
          {t('admin.stock.saved')}
        </Notice>
      )}
      {result && !result.ok && (
        <Notice kind="error" className="mb-4">
          {result.error}
        </Notice>
      )}
      {/* The key remounts the fields with the saved values after each save. */}
      <Form method="post" className="grid gap-4" key={entry.version}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={entry.version} />
        <SettingsFields
          entry={entry}
          idPrefix="entry"
          errors={result && !result.ok ? result.errors : undefined}
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('admin.save')}
          </button>
        </div>
      </Form>
    </Panel>
  );
}

function MoveForm({ entry }: { entry: StockEntryDetail }) {
  const { t } = useI18n();
  const result = useResult('move');
  const busy = useNavigation().state === 'submitting';
  const field = (name: string) => (result && !result.ok ? fieldMessage(result.errors, name) : undefined);
  return (
    <Panel>
      <h2 className="text-lg font-bold">{t('admin.stock.moveTitle')}</h2>
      <p className="mb-4 mt-1 text-sm">
        {t('admin.stock.stock')} :{' '}
        <strong className="text-lg tabular-nums" data-testid="stock-now">
          {entry.stock ?? t('admin.stock.untracked')}
        </strong>
      </p>
      {result?.ok && (
        <Notice kind="success" className="mb-4">
          {t('admin.stock.moved', { stock: result.stock ?? '' })}
        </Notice>
      )}
      {result && !result.ok && (
        <Notice kind="error" className="mb-4">
          {result.error}
        </Notice>
      )}
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value="move" />
        <div>
          <label htmlFor="move-kind" className="field-label">
            {t('admin.stock.moveKind')}
          </label>
          <select id="move-kind" name="kind" className="field-input" defaultValue="received">
            <option value="received">{t('admin.stock.kind.received')}</option>
            <option value="adjusted">{t('admin.stock.kind.adjusted')}</option>
          </select>
        </div>
        <div>
          <TextField
            label={t('admin.stock.quantity')}
            id="move-quantity"
            name="quantity"
            type="number"
            required
            error={field('quantity')}
          />
          <p className="mt-1 text-xs text-ink-soft">{t('admin.stock.quantityHint')}</p>
        </div>
        <TextField
          label={t('admin.stock.reason')}
          id="move-reason"
          name="reason"
          maxLength={200}
          error={field('reason')}
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('admin.stock.record')}
          </button>
        </div>
      </Form>
    </Panel>
  );
}

function History({ movements }: { movements: StockMovementPage | null }) {
  const { t, locale } = useI18n();
  const reasonOf = (reason: string | null) => {
    if (!reason) return '';
    if (reason === 'opening') return t('admin.stock.reason.opening');
    const csv = /^csv:(\d+)$/.exec(reason);
    return csv ? t('admin.stock.reason.csv', { id: csv[1]! }) : reason;
  };
  return (
    <Panel className="mt-6 overflow-x-auto">
      <h2 className="mb-3 text-lg font-bold">{t('admin.stock.history')}</h2>
      {!movements || movements.rows.length === 0 ? (
        <p className="text-ink-soft">{t('admin.stock.noHistory')}</p>
      ) : (
        <table className="w-full min-w-[40rem] text-left text-sm" data-testid="stock-history">
          <thead className="border-b border-line bg-sand/60">
            <tr>
              {[
                t('admin.stock.when'),
                t('admin.stock.kind'),
                t('admin.stock.delta'),
                t('admin.stock.after'),
                t('admin.stock.details'),
                t('admin.stock.who'),
              ].map((label) => (
                <th key={label} scope="col" className="px-3 py-2">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {movements.rows.map((m) => (
              <tr key={m.id}>
                <td className="whitespace-nowrap px-3 py-1.5">{formatDateTime(m.at, intlTag(locale))}</td>
                <td className="px-3 py-1.5">{t(`admin.stock.kind.${m.kind}`)}</td>
                <td className="px-3 py-1.5 tabular-nums">{m.quantity > 0 ? `+${m.quantity}` : m.quantity}</td>
                <td className="px-3 py-1.5 tabular-nums">{m.stockAfter}</td>
                <td className="px-3 py-1.5">
                  {m.orderId ? t('admin.stock.order', { id: m.orderId }) : reasonOf(m.reason)}
                </td>
                <td className="px-3 py-1.5">{m.actorEmail ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {movements && movements.total > movements.perPage && (
        <Pagination page={movements.page} perPage={movements.perPage} total={movements.total} />
      )}
    </Panel>
  );
}

function Siblings({ siblings }: { siblings: StockEntry[] }) {
  const { t, locale } = useI18n();
  return (
    <section
      aria-labelledby="stock-siblings"
      className="mt-6 rounded-card border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="stock-siblings" className="mb-3 text-lg font-bold">
        {t('admin.stock.otherWarehouses')}
      </h2>
      <ul className="divide-y divide-line">
        {siblings.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <Link
              to={`/admin/prix-et-stocks/${s.id}`}
              className="font-semibold underline-offset-2 hover:underline"
            >
              {s.warehouseName}
            </Link>
            <span className="text-sm tabular-nums">
              {euros(s.price, intlTag(locale))} · {t('admin.stock.stock')}{' '}
              {s.stock ?? t('admin.stock.untracked')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SellElsewhere({ entry }: { entry: StockEntryDetail }) {
  const { t } = useI18n();
  const result = useResult('create');
  return (
    <Panel className="mt-6">
      <h2 className="text-lg font-bold">{t('admin.stock.sellIn')}</h2>
      <p className="mb-4 mt-1 text-sm text-ink-soft">{t('admin.stock.sellInIntro')}</p>
      {result?.ok && (
        <Notice kind="success" className="mb-4">
          {t('admin.stock.created', { warehouse: result.warehouse })}
        </Notice>
      )}
      {result && !result.ok && (
        <Notice kind="error" className="mb-4">
          {result.error}
        </Notice>
      )}
      <Form method="post" className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="productId" value={entry.productId} />
        <div>
          <label htmlFor="create-warehouse" className="field-label">
            {t('admin.stock.warehouse')}
          </label>
          <select id="create-warehouse" name="warehouseId" className="field-input">
            {entry.missingWarehouses.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </div>
        <SettingsFields idPrefix="create" errors={result && !result.ok ? result.errors : undefined} />
        <TextField
          label={t('admin.stock.openingStock')}
          id="create-stock"
          name="stock"
          type="number"
          min={0}
        />
        <div className="md:col-span-2">
          <button type="submit" className="btn btn-primary">
            {t('admin.stock.create')}
          </button>
        </div>
      </Form>
    </Panel>
  );
}
