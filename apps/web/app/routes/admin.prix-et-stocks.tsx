import { applyStockImportBody, STOCK_CSV_MAX_BYTES } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { intlTag } from '@consigne/domain';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/admin.prix-et-stocks';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { Pagination } from '../components/admin/Pagination';
import { euros, type StockEntry, type StockImportPreview } from '../components/admin/stock';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
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
  if (!warehouseId) return { warehouses: [], warehouseId: null, search: '', page: null, error: null };
  const result = await adminApi(request, context).call(routes.listStockEntries, {
    query: { warehouseId, search, page: pageParam(url), perPage: 50 },
  });
  if (result.status === 403) throw data({ forbidden: true as const }, { status: 403 });
  return {
    warehouses: account.warehouses,
    warehouseId,
    search: search ?? '',
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

export default function PricesAndStock() {
  const { warehouses, warehouseId, search, page, error } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <AdminPage title={t('admin.stock.title')} intro={t('admin.stock.intro')}>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="stock-warehouse" className="field-label">
            {t('admin.stock.warehouse')}
          </label>
          <select
            id="stock-warehouse"
            name="warehouse"
            defaultValue={warehouseId ?? undefined}
            className="field-input w-56"
          >
            {warehouses.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-48 flex-1 sm:max-w-xs">
          <label htmlFor="stock-search" className="field-label">
            {t('admin.stock.search')}
          </label>
          <input id="stock-search" name="q" type="search" defaultValue={search} className="field-input" />
        </div>
        <button type="submit" className="btn btn-outline">
          {t('admin.stock.filter')}
        </button>
      </Form>
      {error !== null && <Notice kind="error">{t('admin.loadError')}</Notice>}
      {page && <EntryTable rows={page.rows} />}
      {page && <Pagination page={page.page} perPage={page.perPage} total={page.total} />}
      {warehouseId !== null && <CsvPanel warehouseId={warehouseId} />}
    </AdminPage>
  );
}

function EntryTable({ rows }: { rows: StockEntry[] }) {
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  const head = (label: string, right = false) => (
    <th scope="col" className={`px-4 py-2 ${right ? 'text-right' : ''}`}>
      {label}
    </th>
  );
  return (
    <Panel className="overflow-x-auto p-0 sm:p-0">
      {rows.length === 0 ? (
        <p className="p-6 text-ink-soft">{t('admin.stock.empty')}</p>
      ) : (
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-line bg-sand/60">
            <tr>
              {head(t('admin.stock.product'))}
              {head(t('admin.stock.price'), true)}
              {head(t('admin.stock.discount'))}
              {head(t('admin.stock.available'))}
              {head(t('admin.stock.stock'), true)}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((entry) => (
              <tr key={entry.id}>
                <th scope="row" className="px-4 py-2 font-semibold">
                  <Link
                    to={`/admin/prix-et-stocks/${entry.id}`}
                    className="underline-offset-2 hover:underline"
                  >
                    {entry.name}
                  </Link>
                  <span className="block text-xs font-normal text-ink-soft">{entry.slug}</span>
                </th>
                <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">
                  {euros(entry.price, tag)}
                </td>
                <td className="px-4 py-2">
                  {entry.discountPercent > 0 && entry.discountUntil
                    ? `${t('admin.stock.discountValue', { percent: entry.discountPercent, date: entry.discountUntil })}${entry.discountActive ? '' : ` (${t('admin.stock.discountEnded')})`}`
                    : entry.discountPercent > 0
                      ? `−${entry.discountPercent} %`
                      : '—'}
                </td>
                <td className="px-4 py-2">
                  {entry.isAvailable ? t('admin.stock.available') : t('admin.stock.unavailable')}
                </td>
                <td className="px-4 py-2 text-right tabular-nums">
                  {entry.stock ?? <span className="text-ink-soft">{t('admin.stock.untracked')}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
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
      <p className="mt-1 text-xs text-ink-soft">{t('admin.stock.csvColumns')}</p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <a
          href={`/admin/prix-et-stocks/export?warehouse=${warehouseId}`}
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

function Preview({ preview }: { preview: StockImportPreview }) {
  const { t } = useI18n();
  const field = (name: string) => (name === 'discount_until' ? t('admin.stock.discountUntil') : name);
  return (
    <div className="mt-6">
      <h3 className="text-base font-bold">{t('admin.stock.previewTitle')}</h3>
      <p className="mt-1 text-sm" role="status">
        {t('admin.stock.previewSummary', { lines: preview.lines, changes: preview.changes.length })}
      </p>
      {preview.errors.length > 0 && (
        <>
          <Notice kind="error" className="mt-3">
            {t('admin.stock.previewErrors', { count: preview.errors.length })}
          </Notice>
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">{t('admin.stock.error')}</caption>
            <thead className="border-b border-line bg-sand/60">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('admin.stock.line')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('admin.stock.column')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('admin.stock.error')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {preview.errors.map((e, i) => (
                <tr key={i}>
                  <td className="px-3 py-1.5 tabular-nums">{e.line}</td>
                  <td className="px-3 py-1.5 font-mono">{e.field}</td>
                  <td className="px-3 py-1.5">{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {preview.changes.length > 0 && (
        <div
          className="mt-3 max-h-[28rem] overflow-auto rounded-lg border border-line"
          tabIndex={0}
          role="region"
          aria-label={t('admin.stock.previewTitle')}
        >
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="stock-preview-changes">
            <caption className="sr-only">{t('admin.stock.change')}</caption>
            <thead className="sticky top-0 border-b border-line bg-sand">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('admin.stock.line')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('admin.stock.product')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('admin.stock.change')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {preview.changes.map((line) => (
                <tr key={line.line}>
                  <td className="px-3 py-1.5 tabular-nums">{line.line}</td>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {line.name} <span className="text-xs text-ink-soft">({line.warehouseKey})</span>
                  </th>
                  <td className="px-3 py-1.5">
                    {line.changes.map((c) => (
                      <span key={c.field} className="mr-3 inline-block whitespace-nowrap">
                        <span className="font-mono text-xs">{field(c.field)}</span> {c.before || '—'} →{' '}
                        <strong>{c.after || '—'}</strong>
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
