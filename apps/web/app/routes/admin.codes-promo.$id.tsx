import { disablePromoCodeBody, updatePromoCodeBody, type CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { formatEuros, intlTag, toCents, type OrderStatus } from '@consigne/domain';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/admin.codes-promo.$id';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { Pagination } from '../components/admin/Pagination';
import { PromoForm } from '../components/admin/promo/PromoForm';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { formatDateTime, adminMeta } from '../lib/admin';
import { promoBodyOf } from '../lib/admin-promo';
import { adminApi, pageParam, requireAdmin } from '../lib/admin.server';
import { intent, parseIntent, unreachable, type ParsedIntent } from '../lib/form-intent.server';

/** /admin/codes-promo/:id: a code's figures, its uses, its form and its disable button (admins only). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const account = await requireAdmin(request, context);
  const url = new URL(request.url);
  const api = adminApi(request, context);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  const [code, uses] = await Promise.all([
    api.call(routes.getAdminPromoCode, { params: { id } }),
    api.call(routes.listAdminPromoCodeUses, {
      params: { id },
      query: { page: pageParam(url), perPage: 50 },
    }),
  ]);
  if (code.status === 404) throw data(null, { status: 404 });
  if (code.error !== null) throw data(null, { status: code.status || 502 });
  return {
    code: code.data,
    uses: uses.data,
    warehouses: account.warehouses,
    created: url.searchParams.has('created'),
  };
}

/** The code page's actions: its settings (read by promoBodyOf) checked with the API's schema, or its disabling. */
const INTENTS = {
  save: intent(updatePromoCodeBody, (form) => ({
    ...promoBodyOf(form),
    version: Number(form.get('version')),
  })),
  disable: intent(disablePromoCodeBody),
};

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const parsed = parseIntent(request, await request.formData(), INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const { intent } = parsed.value;
  const result = await send(adminApi(request, context), Number(params.id), parsed.value);
  if (result.error !== null)
    return data(
      { intent, ok: false as const, error: result.error, errors: result.errors },
      { status: result.status === 403 ? 403 : result.status === 409 ? 409 : 422 },
    );
  return { intent, ok: true as const };
}

function send(api: ReturnType<typeof adminApi>, id: number, parsed: ParsedIntent<typeof INTENTS>) {
  switch (parsed.intent) {
    case 'save':
      return api.call(routes.updateAdminPromoCode, { params: { id }, body: parsed.body });
    case 'disable':
      return api.call(routes.disableAdminPromoCode, { params: { id }, body: parsed.body });
    default:
      return unreachable(parsed);
  }
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  adminMeta(matches, 'admin.promo.title', loaded?.code.code);
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function PromoCodePage() {
  const { code, uses, warehouses, created } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, locale } = useI18n();
  const euros = (value: number) => formatEuros(toCents(value), intlTag(locale));
  const busy = useNavigation().state === 'submitting';
  const figures = [
    ['uses', String(code.stats.uses)],
    ['orders', String(code.stats.orders)],
    ['revenue', euros(code.stats.revenue)],
    ['discount', euros(code.stats.discount)],
  ] as const;
  return (
    <AdminPage
      title={t('admin.promo.codeTitle', { code: code.code })}
      intro={code.active ? t('admin.promo.activeIntro') : t('admin.promo.disabledIntro')}
      actions={
        <>
          <Link to="/admin/codes-promo" className="btn btn-outline">
            {t('admin.promo.back')}
          </Link>
          {code.active && (
            <Form method="post">
              <input type="hidden" name="intent" value="disable" />
              <button type="submit" className="btn btn-outline text-danger" disabled={busy}>
                {t('admin.promo.disable')}
              </button>
            </Form>
          )}
        </>
      }
    >
      {created && (
        <Notice kind="success" className="mb-4">
          {t('admin.promo.created', { code: code.code })}
        </Notice>
      )}
      {result?.ok && (
        <Notice kind="success" className="mb-4" testId="promo-saved">
          {t(result.intent === 'disable' ? 'admin.promo.disabledNotice' : 'admin.saved')}
        </Notice>
      )}
      {result && !result.ok && result.intent === 'disable' && (
        <Notice kind="error" className="mb-4">
          {result.error}
        </Notice>
      )}
      <dl className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="promo-stats">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-card border border-line bg-white p-4">
            <dt className="text-sm text-ink-soft">{t(`admin.promo.col.${key}`)}</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid={`promo-stat-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <h2 className="mb-2 text-lg font-bold">{t('admin.promo.usesTitle')}</h2>
      {uses && (
        <>
          <Panel className="overflow-x-auto p-0 sm:p-0">
            <UsesTable rows={uses.rows} />
          </Panel>
          <Pagination page={uses.page} perPage={uses.perPage} total={uses.total} />
        </>
      )}
      <h2 className="mb-2 mt-8 text-lg font-bold">{t('admin.promo.editTitle')}</h2>
      <PromoForm
        key={code.version}
        code={code}
        warehouses={warehouses}
        result={result?.intent === 'save' ? result : undefined}
      />
    </AdminPage>
  );
}

function UsesTable({ rows }: { rows: CallResponse<'listAdminPromoCodeUses'>['rows'] }) {
  const { t, locale } = useI18n();
  const euros = (value: number | null) =>
    value === null ? '—' : formatEuros(toCents(value), intlTag(locale));
  if (!rows.length) return <p className="p-4 text-ink-soft">{t('admin.promo.noUses')}</p>;
  const headers = ['usedAt', 'customer', 'order', 'orderStatus', 'orderTotal', 'discount'] as const;
  return (
    <table className="w-full min-w-[40rem] text-left text-sm" data-testid="promo-uses">
      <thead className="border-b border-line bg-sand/60">
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col" className="px-3 py-2">
              {t(`admin.promo.use.${h}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((use) => (
          <tr key={use.id}>
            <td className="px-3 py-2">{formatDateTime(use.usedAt, intlTag(locale))}</td>
            <td className="px-3 py-2">{use.customerEmail}</td>
            <td className="px-3 py-2 tabular-nums">{use.orderId === null ? '—' : `#${use.orderId}`}</td>
            <td className="px-3 py-2">
              {use.orderStatus ? t(`admin.promo.status.${use.orderStatus as OrderStatus}`) : '—'}
            </td>
            <td className="px-3 py-2 tabular-nums">{euros(use.orderTotal)}</td>
            <td className="px-3 py-2 tabular-nums">{euros(use.discount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
