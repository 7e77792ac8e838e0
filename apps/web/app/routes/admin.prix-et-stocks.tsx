import { applyStockImportBody, STOCK_CSV_MAX_BYTES } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/admin.prix-et-stocks';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { DataTable, type Column } from '../components/admin/DataTable';
import { FilterBar, searchFilter, type ListFilter } from '../components/admin/Filters';
import { Pagination } from '../components/admin/Pagination';
import type { StockEntry, StockImportPreview } from '../components/admin/stock';
import { Notice } from '../components/account/Notice';
import { useI18n, type Translate } from '../i18n';
import { adminApi, pageParam, requireStaff } from '../lib/admin.server';
import { adminMeta } from '../lib/admin';
import { intent, parseIntent, unreachable } from '../lib/form-intent.server';

/** /admin/prix-et-stocks: a warehouse's entries (price, discount, availability, stock), CSV export and import. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get('warehouse'));
  const warehouseId = Number.isInteger(asked) && asked > 0 ? asked : account.warehouses[0]?.id;
  const search = url.searchParams.get('q')?.trim() || undefined;
  // The board's "low stock" link: the entries on sale whose tracked stock is low.
  const low = url.searchParams.get('low') === '1' ? ('1' as const) : undefined;
  if (!warehouseId) return { warehouses: [], warehouseId: null, page: null, error: null };
  const result = await adminApi(request, context).call(routes.listStockEntries, {
    query: { warehouseId, search, low, page: pageParam(url), perPage: 50 },
  });
  if (result.status === 403) throw data({ forbidden: true as const }, { status: 403 });
  return {
    warehouses: account.warehouses,
    warehouseId,
    page: result.data,
    error: result.error,
  };
}

/** The import's two steps: a CSV file to preview (checked below, as a file), then the preview applied. */
const INTENTS = {
  preview: intent(z.object({})),
  apply: intent(applyStockImportBody),
};

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  const parsed = parseIntent(request, form, INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const api = adminApi(request, context);
  switch (parsed.value.intent) {
    case 'preview':
      return preview(api, form.get('file'));
    case 'apply': {
      const result = await api.call(routes.applyStockImport, { body: parsed.value.body });
      if (result.error !== null)
        return data({ intent: 'apply' as const, error: result.error }, { status: result.status || 502 });
      return { intent: 'apply' as const, applied: result.data.applied };
    }
    default:
      return unreachable(parsed.value);
  }
}

/** The changes a CSV file would make, before anything is saved. */
async function preview(api: ReturnType<typeof adminApi>, file: FormDataEntryValue | null) {
  if (!(file instanceof File) || file.size === 0)
    return data({ intent: 'preview' as const, fileError: 'required' as const }, { status: 400 });
  if (file.size > STOCK_CSV_MAX_BYTES)
    return data({ intent: 'preview' as const, fileError: 'tooLarge' as const }, { status: 413 });
  const result = await api.call(routes.previewStockImport, { body: { csv: await file.text() } });
  if (result.error !== null)
    return data({ intent: 'preview' as const, error: result.error }, { status: result.status || 502 });
  return { intent: 'preview' as const, preview: result.data };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.stock.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

/** The list's columns: the product (its slug below), price, discount, availability and stock. */
const columns: Column<StockEntry>[] = [
  {
    key: 'product',
    header: 'admin.stock.product',
    link: (entry) => `/admin/prix-et-stocks/${entry.id}`,
    value: (entry) => entry.name,
    after: (entry) => (
      <span className="block text-xs font-normal text-ink-soft [overflow-wrap:anywhere]">{entry.slug}</span>
    ),
  },
  {
    key: 'price',
    header: 'admin.stock.price',
    align: 'right',
    className: 'whitespace-nowrap',
    value: (entry, { euros }) => euros(entry.price),
  },
  { key: 'discount', header: 'admin.stock.discount', value: (entry, { t }) => discountText(entry, t) },
  {
    key: 'available',
    header: 'admin.stock.available',
    value: (entry, { t }) => t(entry.isAvailable ? 'admin.stock.available' : 'admin.stock.unavailable'),
  },
  {
    key: 'stock',
    header: 'admin.stock.stock',
    align: 'right',
    cell: (entry, { t }) =>
      entry.stock ?? <span className="text-ink-soft">{t('admin.stock.untracked')}</span>,
  },
];

function discountText(entry: StockEntry, t: Translate): string {
  if (entry.discountPercent <= 0) return '—';
  if (!entry.discountUntil) return `−${entry.discountPercent} %`;
  const value = t('admin.stock.discountValue', { percent: entry.discountPercent, date: entry.discountUntil });
  return entry.discountActive ? value : `${value} (${t('admin.stock.discountEnded')})`;
}

export default function PricesAndStock() {
  const { warehouses, warehouseId, page, error } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const filters: ListFilter[] = [
    {
      kind: 'select',
      name: 'warehouse',
      label: 'admin.stock.warehouse',
      options: warehouses.map((w) => [String(w.id), w.name] as const),
    },
    searchFilter('admin.stock.search'),
    { kind: 'checkbox', name: 'low', label: 'adminBoard.lowStockFilter' },
  ];
  return (
    <AdminPage title={t('admin.stock.title')} intro={t('admin.stock.intro')}>
      <FilterBar
        label={t('admin.stock.title')}
        filters={filters}
        submit="admin.stock.filter"
        values={{ warehouse: warehouseId === null ? undefined : String(warehouseId) }}
      />
      {error !== null && <Notice kind="error">{t('admin.loadError')}</Notice>}
      {page && (
        <>
          <DataTable
            rows={page.rows}
            columns={columns}
            rowKey={(entry) => entry.id}
            caption={t('admin.stock.title')}
            empty={t('admin.stock.empty')}
          />
          <Pagination page={page.page} perPage={page.perPage} total={page.total} />
        </>
      )}
      {warehouseId !== null && <CsvPanel warehouseId={warehouseId} />}
    </AdminPage>
  );
}

function CsvPanel({ warehouseId }: { warehouseId: number }) {
  const { t } = useI18n();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <Panel className="mt-8">
      <h2 className="text-lg font-bold">{t('admin.stock.csvTitle')}</h2>
      <p className="mt-1 text-sm text-ink-soft">{t('admin.stock.csvIntro')}</p>
      <p className="mt-1 text-xs text-ink-soft [overflow-wrap:anywhere]">{t('admin.stock.csvColumns')}</p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <a
          href={`/admin/export/prix-et-stocks?warehouse=${warehouseId}`}
          className="btn btn-outline"
          download
        >
          {t('admin.stock.export')}
        </a>
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="preview" />
          <div>
            <label htmlFor="stock-file" className="field-label">
              {t('admin.stock.file')}
            </label>
            <input
              id="stock-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              className="field-input h-auto py-2"
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('admin.stock.preview')}
          </button>
        </Form>
      </div>
      {result && 'fileError' in result && (
        <Notice kind="error" className="mt-4">
          {t(result.fileError === 'tooLarge' ? 'admin.stock.fileTooLarge' : 'admin.stock.fileRequired')}
        </Notice>
      )}
      {result && 'error' in result && (
        <Notice kind="error" className="mt-4">
          {result.error}
        </Notice>
      )}
      {result && 'applied' in result && result.applied !== undefined && (
        <Notice kind="success" className="mt-4">
          {t('admin.stock.applied', { count: result.applied })}
        </Notice>
      )}
      {result && 'preview' in result && result.preview && <Preview preview={result.preview} />}
    </Panel>
  );
}

type ImportError = StockImportPreview['errors'][number];
type ImportChange = StockImportPreview['changes'][number];

const errorColumns: Column<ImportError>[] = [
  { key: 'line', header: 'admin.stock.line', align: 'right', value: (e) => e.line },
  { key: 'column', header: 'admin.stock.column', className: 'font-mono', value: (e) => e.field },
  { key: 'error', header: 'admin.stock.error', value: (e) => e.message },
];

/** A CSV column as the person reads it: the discount's end is named, the others are the file's words. */
const fieldName = (name: string, t: Translate) =>
  name === 'discount_until' ? t('admin.stock.discountUntil') : name;

const changeColumns: Column<ImportChange>[] = [
  { key: 'line', header: 'admin.stock.line', align: 'right', value: (line) => line.line },
  {
    key: 'product',
    header: 'admin.stock.product',
    cell: (line) => (
      <>
        {line.name} <span className="text-xs text-ink-soft">({line.warehouseKey})</span>
      </>
    ),
  },
  {
    key: 'change',
    header: 'admin.stock.change',
    cell: (line, { t }) =>
      line.changes.map((c) => (
        <span key={c.field} className="mr-3 inline-block whitespace-nowrap">
          <span className="font-mono text-xs">{fieldName(c.field, t)}</span> {c.before || '—'} →{' '}
          <strong>{c.after || '—'}</strong>
        </span>
      )),
  },
];

function Preview({ preview }: { preview: StockImportPreview }) {
  const { t } = useI18n();
  return (
    <div className="mt-6">
      <h3 className="text-base font-bold">{t('admin.stock.previewTitle')}</h3>
      <p className="mt-1 text-sm" role="status">
        {t('admin.stock.previewSummary', { lines: preview.lines, changes: preview.changes.length })}
      </p>
      {preview.errors.length > 0 && (
        <>
          <Notice kind="error" className="my-3">
            {t('admin.stock.previewErrors', { count: preview.errors.length })}
          </Notice>
          <DataTable
            rows={preview.errors}
            columns={errorColumns}
            rowKey={(e) => `${e.line}:${e.field}:${e.message}`}
            caption={t('admin.stock.error')}
            empty=""
            minWidth="min-w-[28rem]"
          />
        </>
      )}
      {preview.changes.length > 0 && (
        <div
          className="mt-3 max-h-[28rem] overflow-y-auto"
          tabIndex={0}
          role="region"
          aria-label={t('admin.stock.previewTitle')}
          data-testid="stock-preview-changes"
        >
          <DataTable
            rows={preview.changes}
            columns={changeColumns}
            rowKey={(line) => line.line}
            caption={t('admin.stock.change')}
            empty=""
            minWidth="min-w-[36rem]"
          />
        </div>
      )}
      {preview.importId !== null && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="importId" value={preview.importId} />
          <button type="submit" className="btn btn-primary">
            {t('admin.stock.apply', { count: preview.changes.length })}
          </button>
        </Form>
      )}
    </div>
  );
}
