import { id, REDIRECT_STATUSES, saveRedirectBody, type CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/admin.redirections';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { Pagination } from '../components/admin/Pagination';
import { fieldMessage, Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminApi, pageParam, requireAdmin } from '../lib/admin.server';
import { intent, parseIntent, refusalWith, unreachable, type ParsedIntent } from '../lib/form-intent.server';
import { adminMeta } from '../lib/admin';
import { AdminSearch } from '../components/admin/Filters';

const PER_PAGE = 50;

/** /admin/redirections: the storefront's server-supplied redirects, admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() || undefined;
  const result = await adminApi(request, context).call(routes.listAdminRedirects, {
    query: { page: pageParam(url), perPage: PER_PAGE, q },
  });
  // From the server: the contract's module holds zod, which the page's script must not import.
  return { list: result.data, error: result.error, q: q ?? '', statuses: REDIRECT_STATUSES };
}

const target = { id: id(), version: id() };
/** The redirections page's actions: a row's path, target and status checked with the API's schema. */
const INTENTS = {
  create: intent(saveRedirectBody.omit({ version: true })),
  update: intent(saveRedirectBody.extend(target)),
  delete: intent(z.object(target)),
};

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const parsed = parseIntent(request, form, INTENTS);
  if (!parsed.ok) return refusalWith(parsed.refusal, { row: String(form.get('id') ?? '') || 'new' });
  const { intent } = parsed.value;
  const row = parsed.value.intent === 'create' ? 'new' : String(parsed.value.body.id);
  const result = await send(adminApi(request, context), parsed.value);
  if (result.error !== null)
    return data(
      { ok: false as const, intent, row, error: result.error, errors: result.errors },
      { status: result.status === 409 ? 409 : 422 },
    );
  return { ok: true as const, intent, row, error: null, errors: [] };
}

function send(api: ReturnType<typeof adminApi>, parsed: ParsedIntent<typeof INTENTS>) {
  switch (parsed.intent) {
    case 'create':
      return api.call(routes.createAdminRedirect, { body: parsed.body });
    case 'update': {
      const { id: redirectId, ...body } = parsed.body;
      return api.call(routes.updateAdminRedirect, { params: { id: redirectId }, body });
    }
    case 'delete':
      return api.call(routes.deleteAdminRedirect, {
        params: { id: parsed.body.id },
        query: { version: parsed.body.version },
      });
    default:
      return unreachable(parsed);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.content.redirects');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function RedirectList() {
  const { list, error, q } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  const th = 'px-4 py-2';
  return (
    <AdminPage title={t('admin.content.redirects')} intro={t('admin.content.redirectsIntro')}>
      {error !== null && <Notice kind="error">{t('admin.loadError')}</Notice>}
      {result?.ok && (
        <Notice kind="success" className="mb-4">
          {t(result.intent === 'delete' ? 'admin.content.redirectDeleted' : 'admin.saved')}
        </Notice>
      )}
      <Panel className="mb-8">
        <h2 className="mb-3 text-lg font-bold">{t('admin.content.newRedirect')}</h2>
        <RedirectForm row={null} result={result?.row === 'new' ? result : undefined} />
      </Panel>
      <AdminSearch
        id="redirect-search"
        label={t('admin.content.search')}
        submitLabel={t('admin.content.searchButton')}
        value={q}
        className="mb-3"
      />
      {list && (
        <Panel className="overflow-x-auto p-0 sm:p-0">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-line bg-sand/60">
              <tr>
                <th scope="col" className={th}>
                  {t('admin.content.redirectRow')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {list.rows.map((row) => (
                <tr key={`${row.id}-${row.version}`}>
                  <td className="px-4 py-3">
                    <RedirectForm row={row} result={result?.row === String(row.id) ? result : undefined} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
      )}
      {list && <Pagination page={list.page} perPage={list.perPage} total={list.total} />}
    </AdminPage>
  );
}

type Result = ReturnType<typeof useActionData<typeof action>>;

/** One redirect's fields in a row (or the creation form): path → target, status, save, delete. */
function RedirectForm({ row, result }: { row: CallResponse<'updateAdminRedirect'> | null; result: Result }) {
  const { statuses } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const failed = result && !result.ok ? result : null;
  const key = row ? `r${row.id}` : 'new';
  const field = (name: string) => fieldMessage(failed?.errors, name);
  const described = (name: string) =>
    field(name) ? { 'aria-invalid': true, 'aria-describedby': `${key}-${name}-error` } : {};
  // In the list the column header names the fields; the labels stay for screen readers.
  const label = row ? 'sr-only' : 'field-label';
  const fieldError = (name: string) =>
    field(name) && (
      <p id={`${key}-${name}-error`} className="mt-1 text-sm text-danger">
        {field(name)}
      </p>
    );
  return (
    <Form
      method="post"
      className="grid items-start gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10rem_auto]"
      aria-label={row ? t('admin.content.editRedirect', { path: row.path }) : t('admin.content.newRedirect')}
    >
      <input type="hidden" name="id" value={row?.id ?? ''} />
      <input type="hidden" name="version" value={row?.version ?? ''} />
      <div>
        <label htmlFor={`${key}-path`} className={label}>
          {t('admin.content.redirectPath')}
        </label>
        <input
          id={`${key}-path`}
          name="path"
          defaultValue={row?.path ?? ''}
          placeholder="/fr/ancienne-page"
          className="field-input"
          required
          {...described('path')}
        />
        {fieldError('path')}
      </div>
      <div>
        <label htmlFor={`${key}-target`} className={label}>
          {t('admin.content.redirectTarget')}
        </label>
        <input
          id={`${key}-target`}
          name="target"
          defaultValue={row?.target ?? ''}
          placeholder="/fr/nouvelle-page"
          className="field-input"
          required
          {...described('target')}
        />
        {fieldError('target')}
      </div>
      <div>
        <label htmlFor={`${key}-status`} className={label}>
          {t('admin.content.redirectStatus')}
        </label>
        <select id={`${key}-status`} name="status" defaultValue={row?.status ?? 301} className="field-input">
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`admin.content.status${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={`flex gap-2 ${row ? '' : 'xl:pt-6'}`}>
        <button
          type="submit"
          name="intent"
          value={row ? 'update' : 'create'}
          className="btn btn-primary min-h-10 px-4 text-sm"
          disabled={busy}
        >
          {row ? t('admin.save') : t('admin.content.addRedirect')}
        </button>
        {row && (
          <button
            type="submit"
            name="intent"
            value="delete"
            className="btn btn-outline min-h-10 px-4 text-sm"
            formNoValidate
            disabled={busy}
          >
            {t('admin.content.delete')}
          </button>
        )}
      </div>
      {failed && !failed.errors?.length && (
        <Notice kind="error" className="sm:col-span-2 xl:col-span-4">
          {failed.error}
        </Notice>
      )}
    </Form>
  );
}
