import { disablePromoCodeBody, updatePromoCodeBody } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.codes-promo.$id';
import { SubmitButton } from '../components/admin/AdminForm';
import { AdminPage } from '../components/admin/AdminPage';
import { DataTable } from '../components/admin/DataTable';
import { Pagination } from '../components/admin/Pagination';
import { useColumns } from '../components/admin/promo/list';
import { PromoForm } from '../components/admin/promo/PromoForm';
import { Notice } from '../components/account/Notice';
import { useI18n, useMoney } from '../i18n';
import { adminMeta } from '../lib/admin';
import { answerOf } from '../lib/admin-form.server';
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
  return answerOf(result, () => ({ intent, ok: true as const }), intent);
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
  const { t } = useI18n();
  const { euros } = useMoney();
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
              <SubmitButton className="btn btn-outline text-danger">{t('admin.promo.disable')}</SubmitButton>
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
          <DataTable
            rows={uses.rows}
            columns={useColumns}
            rowKey={(use) => use.id}
            caption={t('admin.promo.usesTitle')}
            empty={t('admin.promo.noUses')}
            minWidth="min-w-[40rem]"
            testId="promo-uses"
          />
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
