import { createContainerMovementBody, type CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { addDays, intlTag, localDate, MANUAL_CONTAINER_REASONS, numberFormat } from '@consigne/domain';
import { data, Form, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.contenants';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { DataTable, type Column } from '../components/admin/DataTable';
import { FilterBar, warehouseFilter } from '../components/admin/Filters';
import { fieldOnlyMessage, Notice } from '../components/account/Notice';
import { useI18n, useMoney, type MessageKey } from '../i18n';
import { adminMeta, formatDateTime, useAdminAccount } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { rangeFilters } from '../lib/admin-list.server';
import { intent, parseIntent, refusalWith } from '../lib/form-intent.server';

type Containers = CallResponse<'getContainers'>;
type Reuse = CallResponse<'getReuseReport'>;
type Failure = { error: string; errors?: { field: string; message: string }[] };

const PATH = '/admin/contenants';

/** /admin/contenants: a warehouse's containers per state, the reconciliation, the form and the reuse report. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const asked = rangeFilters(url);
  const to = asked.to ?? localDate(new Date());
  const filters = { ...asked, to, from: asked.from ?? addDays(to, -29) };
  const api = adminApi(request, context);
  const [containers, reuse] = await Promise.all([
    api.call(routes.getContainers, { query: { warehouseId: filters.warehouseId } }),
    api.call(routes.getReuseReport, { query: filters }),
  ]);
  return {
    containers: containers.data,
    reuse: reuse.data,
    error: containers.error ?? reuse.error,
    filters,
    saved: url.searchParams.get('fait') === 'mouvement',
    // The form's own id: a double submit is recorded once (the API keeps one movement per key).
    formKey: crypto.randomUUID(),
  };
}

const MOVE = intent(createContainerMovementBody, (form) => {
  const value = (name: string) => String(form.get(name) ?? '').trim();
  const numeric = (name: string) => (/^-?\d+$/.test(value(name)) ? Number(value(name)) : value(name));
  return {
    warehouseId: numeric('warehouseId'),
    key: value('key'),
    type: value('type'),
    reason: value('reason'),
    ...(value('fromState') ? { fromState: value('fromState') } : {}),
    quantity: numeric('quantity'),
    ...(value('note') ? { note: value('note') } : {}),
  };
});

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  const parsed = parseIntent(request, form, { move: MOVE });
  if (!parsed.ok) return refusalWith(parsed.refusal, {});
  const result = await adminApi(request, context).call(routes.createContainerMovement, {
    body: parsed.value.body,
  });
  if (result.error !== null)
    return data<Failure>(
      { error: result.error, errors: result.errors },
      { status: result.status === 403 || result.status === 409 ? result.status : 422 },
    );
  const back = new URL(request.url);
  back.searchParams.set('fait', 'mouvement');
  return redirect(`${PATH}?${back.searchParams}`);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminContainers.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function ContainersPage() {
  const { containers, reuse, error, filters, saved, formKey } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as Failure | undefined;
  const account = useAdminAccount();
  const { t } = useI18n();
  const query = new URLSearchParams({
    from: reuse?.from ?? filters.from,
    to: reuse?.to ?? filters.to,
    ...(containers ? { warehouseId: String(containers.warehouseId) } : {}),
  });
  return (
    <AdminPage title={t('adminContainers.title')} intro={t('adminContainers.intro')}>
      <FilterBar
        label={t('adminContainers.filters')}
        filters={[
          // One warehouse's containers: no "all" choice.
          ...warehouseFilter(account, 'adminContainers.warehouse'),
          { kind: 'date', name: 'from', label: 'adminContainers.from' },
          { kind: 'date', name: 'to', label: 'adminContainers.to' },
        ]}
        submit="adminContainers.show"
        values={{
          from: query.get('from') ?? undefined,
          to: query.get('to') ?? undefined,
          warehouseId: containers ? String(containers.warehouseId) : undefined,
        }}
      />
      {error !== null && (
        <Notice kind="error" className="mb-4">
          {error}
        </Notice>
      )}
      {saved && (
        <Notice kind="success" className="mb-4">
          {t('adminContainers.form.saved')}
        </Notice>
      )}
      {containers && (
        <>
          <Balances containers={containers} />
          <div className="mb-4 grid grid-cols-1 items-start gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <ReconciliationPanel containers={containers} />
            <MovementForm warehouseId={containers.warehouseId} formKey={formKey} failed={failed} />
          </div>
          <Movements containers={containers} />
        </>
      )}
      {reuse && <ReuseReport reuse={reuse} csvHref={`/admin/export/reemploi?${query}`} />}
    </AdminPage>
  );
}

type Balance = Containers['balances'][number];
const STATES = ['warehouse', 'customer', 'washer', 'broken', 'lost'] as const;

const balanceColumns: Column<Balance>[] = [
  {
    key: 'type',
    header: 'adminContainers.type',
    value: (b, { t }) => t(`adminContainers.type.${b.type}`),
  },
  ...STATES.map((state): Column<Balance> => ({
    key: state,
    header: `adminContainers.state.${state}`,
    align: 'right',
    cell: (b) => (
      <span
        className={b[state] < 0 ? 'font-bold text-danger' : undefined}
        data-testid={`balance-${b.type}-${state}`}
      >
        {b[state]}
      </span>
    ),
  })),
];

function Balances({ containers }: { containers: Containers }) {
  const { t } = useI18n();
  const negative = containers.balances.some((b) => b.warehouse < 0);
  return (
    <section className="mb-4" aria-labelledby="container-balances">
      <h2 id="container-balances" className="mb-3 text-lg font-bold">
        {t('adminContainers.balances')}
      </h2>
      <DataTable
        rows={containers.balances}
        columns={balanceColumns}
        rowKey={(b) => b.type}
        caption={t('adminContainers.balances')}
        empty=""
        minWidth="min-w-[36rem]"
      />
      {negative && <p className="mt-2 text-ink-soft">{t('adminContainers.negativeHelp')}</p>}
    </section>
  );
}

type ReconType = Containers['reconciliation']['types'][number];

const reconColumns: Column<ReconType>[] = [
  { key: 'type', header: 'adminContainers.type', value: (r, { t }) => t(`adminContainers.type.${r.type}`) },
  {
    key: 'deposit',
    header: 'adminContainers.recon.deposit',
    align: 'right',
    value: (r, { euros }) => euros(r.deposit),
  },
  { key: 'out', header: 'adminContainers.recon.unitsOut', align: 'right', value: (r) => r.unitsOut },
  {
    key: 'ledger',
    header: 'adminContainers.recon.ledgerUnits',
    align: 'right',
    cell: (r) => <span className={r.agrees ? undefined : 'font-bold text-danger'}>{r.ledgerUnits}</span>,
  },
  {
    key: 'value',
    header: 'adminContainers.recon.value',
    align: 'right',
    value: (r, { euros }) => euros(r.value),
  },
];

function ReconciliationPanel({ containers }: { containers: Containers }) {
  const { t } = useI18n();
  const { euros } = useMoney();
  const r = containers.reconciliation;
  const line = (label: MessageKey, amount: number, testId?: string) => (
    <div className="flex justify-between gap-4 py-1.5" data-testid={testId}>
      <dt>{t(label)}</dt>
      <dd className="tabular-nums">{euros(amount)}</dd>
    </div>
  );
  return (
    <Panel>
      <h2 className="mb-3 text-lg font-bold">{t('adminContainers.recon.title')}</h2>
      <DataTable
        rows={r.types}
        columns={reconColumns}
        rowKey={(x) => x.type}
        caption={t('adminContainers.recon.title')}
        empty=""
        minWidth="min-w-[28rem]"
      />
      <dl className="mt-4 max-w-xl divide-y divide-line text-sm" data-testid="containers-reconciliation">
        {line('adminContainers.recon.unitsValue', r.unitsValue)}
        {line('adminContainers.recon.pending', r.pending)}
        {line('adminContainers.recon.forfeited', r.forfeited)}
        {line('adminContainers.recon.difference', r.difference, 'containers-difference')}
      </dl>
      <Notice kind={r.agrees ? 'success' : 'error'} className="mt-4" testId="containers-verdict">
        {t(r.agrees ? 'adminContainers.recon.agrees' : 'adminContainers.recon.differs')}
      </Notice>
    </Panel>
  );
}

function MovementForm({
  warehouseId,
  formKey,
  failed,
}: {
  warehouseId: number;
  formKey: string;
  failed: Failure | undefined;
}) {
  const { t } = useI18n();
  const quantityError = fieldOnlyMessage(failed?.errors, 'quantity');
  return (
    <Panel>
      <h2 className="mb-3 text-lg font-bold">{t('adminContainers.form.title')}</h2>
      {failed && !quantityError && (
        <Notice kind="error" className="mb-3">
          {failed.error}
        </Notice>
      )}
      <Form method="post" className="grid gap-3 sm:grid-cols-2" data-testid="container-movement-form">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="warehouseId" value={warehouseId} />
        <input type="hidden" name="key" value={formKey} />
        {/* The movement's names are the longest ("Retour du lavage"…): the whole width of the card. */}
        <div className="sm:col-span-2">
          <label htmlFor="move-reason" className="field-label">
            {t('adminContainers.form.reason')}
          </label>
          <select id="move-reason" name="reason" className="field-input">
            {MANUAL_CONTAINER_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`adminContainers.reason.${reason}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="move-type" className="field-label">
            {t('adminContainers.type')}
          </label>
          <select id="move-type" name="type" className="field-input">
            {(['crate', 'large_bottle', 'small_bottle'] as const).map((type) => (
              <option key={type} value={type}>
                {t(`adminContainers.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="move-from" className="field-label">
            {t('adminContainers.form.from')}
          </label>
          <select id="move-from" name="fromState" className="field-input">
            <option value="warehouse">{t('adminContainers.state.warehouse')}</option>
            <option value="washer">{t('adminContainers.state.washer')}</option>
          </select>
        </div>
        <div>
          <label htmlFor="move-quantity" className="field-label">
            {t('adminContainers.form.quantity')}
          </label>
          <input
            id="move-quantity"
            name="quantity"
            inputMode="numeric"
            className="field-input"
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={quantityError ? 'move-quantity-error' : undefined}
          />
          {quantityError && (
            <p id="move-quantity-error" className="text-danger" role="alert">
              {quantityError}
            </p>
          )}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="move-note" className="field-label">
            {t('adminContainers.form.note')}
          </label>
          <input id="move-note" name="note" maxLength={200} className="field-input" />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary">
            {t('adminContainers.form.submit')}
          </button>
        </div>
      </Form>
    </Panel>
  );
}

type Movement = Containers['movements'][number];

const movementColumns: Column<Movement>[] = [
  {
    key: 'at',
    header: 'adminContainers.movements.at',
    className: 'font-normal',
    value: (m, { tag }) => formatDateTime(m.at, tag),
  },
  {
    key: 'reason',
    header: 'adminContainers.form.reason',
    value: (m, { t }) => t(`adminContainers.reason.${m.reason}`),
  },
  { key: 'type', header: 'adminContainers.type', value: (m, { t }) => t(`adminContainers.type.${m.type}`) },
  {
    key: 'route',
    header: 'adminContainers.movements.route',
    value: (m, { t }) =>
      `${m.from ? t(`adminContainers.state.${m.from}`) : t('adminContainers.movements.outside')} → ${
        m.to ? t(`adminContainers.state.${m.to}`) : t('adminContainers.movements.outside')
      }`,
  },
  { key: 'quantity', header: 'adminContainers.form.quantity', align: 'right', value: (m) => m.quantity },
  { key: 'note', header: 'adminContainers.form.note', value: (m) => m.note ?? '' },
];

function Movements({ containers }: { containers: Containers }) {
  const { t } = useI18n();
  return (
    <section className="mb-4" aria-labelledby="container-movements">
      <h2 id="container-movements" className="mb-3 text-lg font-bold">
        {t('adminContainers.movements')}
      </h2>
      <DataTable
        rows={containers.movements}
        columns={movementColumns}
        rowKey={(m) => m.id}
        caption={t('adminContainers.movements')}
        empty={t('adminContainers.movements.empty')}
        minWidth="min-w-[40rem]"
      />
    </section>
  );
}

type ReuseRow = Reuse['types'][number];

function ReuseReport({ reuse, csvHref }: { reuse: Reuse; csvHref: string }) {
  const { t, locale } = useI18n();
  const percent = numberFormat(intlTag(locale), { style: 'percent', maximumFractionDigits: 2 });
  const decimal = numberFormat(intlTag(locale), { maximumFractionDigits: 2 });
  const columns: Column<ReuseRow>[] = [
    { key: 'type', header: 'adminContainers.type', value: (r) => t(`adminContainers.type.${r.type}`) },
    { key: 'out', header: 'adminContainers.reuse.putOnMarket', align: 'right', value: (r) => r.putOnMarket },
    { key: 'returned', header: 'adminContainers.reuse.returned', align: 'right', value: (r) => r.returned },
    {
      key: 'rate',
      header: 'adminContainers.reuse.returnRate',
      align: 'right',
      value: (r) => (r.returnRate === null ? '—' : percent.format(r.returnRate)),
    },
    { key: 'fleet', header: 'adminContainers.reuse.fleet', align: 'right', value: (r) => r.fleet },
    {
      key: 'rotations',
      header: 'adminContainers.reuse.rotations',
      align: 'right',
      value: (r) => (r.averageRotations === null ? '—' : decimal.format(r.averageRotations)),
    },
    { key: 'broken', header: 'adminContainers.reuse.broken', align: 'right', value: (r) => r.broken },
    { key: 'lost', header: 'adminContainers.reuse.lost', align: 'right', value: (r) => r.lost },
  ];
  return (
    <section aria-labelledby="container-reuse">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="container-reuse" className="text-lg font-bold">
          {t('adminContainers.reuse.title')}
        </h2>
        <a href={csvHref} className="btn btn-outline" download>
          {t('adminContainers.reuse.csv')}
        </a>
      </div>
      <p className="mb-3 text-ink-soft">{t('adminContainers.reuse.intro')}</p>
      <DataTable
        rows={reuse.types}
        columns={columns}
        rowKey={(r) => r.type}
        caption={t('adminContainers.reuse.title')}
        empty=""
        minWidth="min-w-[44rem]"
      />
    </section>
  );
}
