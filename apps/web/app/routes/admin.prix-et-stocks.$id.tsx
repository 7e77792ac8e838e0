import { createStockEntryBody, createStockMovementBody, updateStockEntryBody } from '@consigne/contract';
import type { ApiResult } from '@consigne/api-client';
import type { CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { data, Link, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.prix-et-stocks.$id';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { AdminForm, Field, SelectField, SubmitButton } from '../components/admin/AdminForm';
import { DataTable, type Column } from '../components/admin/DataTable';
import { Pagination } from '../components/admin/Pagination';
import {
  priceOfForm,
  priceText,
  type StockEntry,
  type StockEntryDetail,
  type StockMovementPage,
} from '../components/admin/stock';
import { Notice } from '../components/account/Notice';
import { colon, useI18n, type Translate, useMoney } from '../i18n';
import { formatDateTime, adminMeta } from '../lib/admin';
import { answerOf } from '../lib/admin-form.server';
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
  return answerOf(
    result,
    (saved) => {
      const entry = 'entry' in saved ? saved.entry : saved;
      return { intent, ok: true as const, stock: entry.stock, warehouse: entry.warehouseName };
    },
    intent,
  );
}

/** What a save, a movement or a new entry answers: the entry, with the movement for a movement. */
type Sent = StockEntry | CallResponse<'createStockMovement'>;

function send(
  api: ReturnType<typeof adminApi>,
  id: number,
  parsed: ParsedIntent<typeof INTENTS>,
): Promise<ApiResult<Sent>> {
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

/** The price, discount, availability fields of an entry (its own form, or a new warehouse's). */
function SettingsFields({ entry, idPrefix }: { entry?: StockEntry; idPrefix: string }) {
  const { t } = useI18n();
  return (
    <>
      <Field
        label={t('admin.stock.price')}
        id={`${idPrefix}-price`}
        name="price"
        inputMode="decimal"
        defaultValue={entry ? priceText(entry.price) : ''}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={`${t('admin.stock.discount')} (%)`}
          id={`${idPrefix}-discount`}
          name="discountPercent"
          type="number"
          min={0}
          max={90}
          defaultValue={entry?.discountPercent ?? 0}
        />
        <Field
          label={t('admin.stock.discountUntil')}
          hint={t('admin.stock.discountUntilHint')}
          id={`${idPrefix}-until`}
          name="discountUntil"
          type="date"
          defaultValue={entry?.discountUntil ?? ''}
        />
      </div>
      <Field
        label={t('admin.stock.maxOrderable')}
        id={`${idPrefix}-max`}
        name="maxOrderable"
        type="number"
        min={1}
        max={999}
        defaultValue={entry?.maxOrderable ?? 99}
      />
      <label className="inline-flex min-h-10 items-center gap-2">
        <input type="checkbox" name="isAvailable" defaultChecked={entry?.isAvailable ?? true} />
        {t('admin.stock.available')}
      </label>
    </>
  );
}

/** A success notice above a form, when the action answered its intent. */
function Done({ children }: { children: string | false | undefined }) {
  return children ? (
    <Notice kind="success" className="mb-4">
      {children}
    </Notice>
  ) : null;
}

function SettingsForm({ entry }: { entry: StockEntryDetail }) {
  const { t } = useI18n();
  const result = useResult('save');
  return (
    <Panel>
      <h2 className="mb-4 text-lg font-bold">{t('admin.stock.settings')}</h2>
      <Done>{result?.ok && t('admin.stock.saved')}</Done>
      {/* The key remounts the fields with the saved values after each save. */}
      <AdminForm intent="save" result={result} className="grid gap-4" key={entry.version}>
        <input type="hidden" name="version" value={entry.version} />
        <SettingsFields entry={entry} idPrefix="entry" />
        <div>
          <SubmitButton>{t('admin.save')}</SubmitButton>
        </div>
      </AdminForm>
    </Panel>
  );
}

function MoveForm({ entry }: { entry: StockEntryDetail }) {
  const { t, locale } = useI18n();
  const result = useResult('move');
  const kinds = (['received', 'adjusted'] as const).map(
    (kind) => [kind, t(`admin.stock.kind.${kind}`)] as const,
  );
  return (
    <Panel>
      <h2 className="text-lg font-bold">{t('admin.stock.moveTitle')}</h2>
      <p className="mb-4 mt-1 text-sm">
        {t('admin.stock.stock')}
        {colon(locale)}
        <strong className="text-lg tabular-nums" data-testid="stock-now">
          {entry.stock ?? t('admin.stock.untracked')}
        </strong>
      </p>
      <Done>{result?.ok && t('admin.stock.moved', { stock: result.stock ?? '' })}</Done>
      <AdminForm intent="move" result={result} className="grid gap-4">
        <SelectField
          label={t('admin.stock.moveKind')}
          id="move-kind"
          name="kind"
          defaultValue="received"
          options={kinds}
        />
        <Field
          label={t('admin.stock.quantity')}
          hint={t('admin.stock.quantityHint')}
          id="move-quantity"
          name="quantity"
          type="number"
        />
        <Field label={t('admin.stock.reason')} id="move-reason" name="reason" maxLength={200} />
        <div>
          <SubmitButton>{t('admin.stock.record')}</SubmitButton>
        </div>
      </AdminForm>
    </Panel>
  );
}

type Movement = StockMovementPage['rows'][number];

/** A movement's reason as the team reads it: the opening stock, a CSV import, or their own words. */
function reasonOf(reason: string | null, t: Translate): string {
  if (!reason) return '';
  if (reason === 'opening') return t('admin.stock.reason.opening');
  const csv = /^csv:(\d+)$/.exec(reason);
  return csv ? t('admin.stock.reason.csv', { id: csv[1]! }) : reason;
}

const historyColumns: Column<Movement>[] = [
  {
    key: 'when',
    header: 'admin.stock.when',
    className: 'whitespace-nowrap font-normal',
    value: (m, { tag }) => formatDateTime(m.at, tag),
  },
  { key: 'kind', header: 'admin.stock.kind', value: (m, { t }) => t(`admin.stock.kind.${m.kind}`) },
  {
    key: 'delta',
    header: 'admin.stock.delta',
    className: 'tabular-nums',
    value: (m) => (m.quantity > 0 ? `+${m.quantity}` : m.quantity),
  },
  { key: 'after', header: 'admin.stock.after', className: 'tabular-nums', value: (m) => m.stockAfter },
  {
    key: 'details',
    header: 'admin.stock.details',
    value: (m, { t }) => (m.orderId ? t('admin.stock.order', { id: m.orderId }) : reasonOf(m.reason, t)),
  },
  {
    key: 'who',
    header: 'admin.stock.who',
    value: (m) => m.actorEmail ?? '—',
  },
];

function History({ movements }: { movements: StockMovementPage | null }) {
  const { t } = useI18n();
  return (
    <section className="mt-6">
      <h2 className="mb-3 text-lg font-bold">{t('admin.stock.history')}</h2>
      <div data-testid="stock-history">
        <DataTable
          rows={movements?.rows ?? []}
          columns={historyColumns}
          rowKey={(m) => m.id}
          caption={t('admin.stock.history')}
          empty={t('admin.stock.noHistory')}
          minWidth="min-w-[40rem]"
        />
      </div>
      {movements && movements.total > movements.perPage && (
        <Pagination page={movements.page} perPage={movements.perPage} total={movements.total} />
      )}
    </section>
  );
}

function Siblings({ siblings }: { siblings: StockEntry[] }) {
  const { t } = useI18n();
  const { euros } = useMoney();
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
              {euros(s.price)} · {t('admin.stock.stock')} {s.stock ?? t('admin.stock.untracked')}
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
      <Done>{result?.ok && t('admin.stock.created', { warehouse: result.warehouse })}</Done>
      <AdminForm intent="create" result={result} className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="productId" value={entry.productId} />
        <SelectField
          label={t('admin.stock.warehouse')}
          id="create-warehouse"
          name="warehouseId"
          options={entry.missingWarehouses.map((w) => [String(w.id), w.name] as const)}
        />
        <SettingsFields idPrefix="create" />
        <Field label={t('admin.stock.openingStock')} id="create-stock" name="stock" type="number" min={0} />
        <div className="md:col-span-2">
          <SubmitButton>{t('admin.stock.create')}</SubmitButton>
        </div>
      </AdminForm>
    </Panel>
  );
}
