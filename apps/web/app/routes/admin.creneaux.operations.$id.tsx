import { data, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/admin.creneaux.operations.$id';
import { AdminPage } from '../components/admin/AdminPage';
import { DeleteForm } from '../components/admin/DeleteForm';
import { SaveNotices } from '../components/admin/content/SaveNotices';
import { SlotMarketingForm } from '../components/admin/slot-marketing/SlotMarketingForm';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { slotOperationBodyOf, type SlotOperation } from '../lib/admin-slot-marketing';

const NEW = 'nouvelle';

/** /admin/creneaux/operations/:id ('nouvelle' to create): a slot marketing operation's form and preview. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const created = new URL(request.url).searchParams.has('created');
  if (params.id === NEW) return { account, operation: null, created };
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  const result = await adminApi(request, context).request<SlotOperation>(
    'GET',
    `/admin/slot-marketing/${id}`,
  );
  if (result.status === 404) throw data(null, { status: 404 });
  if (result.status === 403) throw data({ forbidden: true as const }, { status: 403 });
  if (result.error !== null) throw data(null, { status: result.status || 502 });
  return { account, operation: result.data, created };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  const api = adminApi(request, context);
  const intent = form.get('intent') === 'delete' ? 'delete' : 'save';
  const version = Number(form.get('version'));
  const result =
    intent === 'delete'
      ? await api.request<null>('DELETE', `/admin/slot-marketing/${Number(params.id)}`, {
          query: { version },
        })
      : params.id === NEW
        ? await api.request<SlotOperation>('POST', '/admin/slot-marketing', {
            body: slotOperationBodyOf(form),
          })
        : await api.request<SlotOperation>('PUT', `/admin/slot-marketing/${Number(params.id)}`, {
            body: { ...slotOperationBodyOf(form), version },
          });
  if (result.error !== null)
    return data(
      { intent, ok: false as const, error: result.error, errors: result.errors },
      { status: result.status === 403 ? 403 : result.status === 409 ? 409 : 422 },
    );
  if (intent === 'delete') return redirect('/admin/creneaux/operations');
  if (params.id === NEW)
    return redirect(`/admin/creneaux/operations/${(result.data as SlotOperation).id}?created`);
  return { intent, ok: true as const, error: null, errors: [] };
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  adminMeta(matches, 'admin.slotMarketing.title', loaded?.operation?.name);
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function SlotOperationPage() {
  const { account, operation, created } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const readOnly = operation !== null && operation.warehouseId === null && account.role !== 'admin';
  return (
    <AdminPage
      title={
        operation ? t('admin.slotMarketing.edit', { name: operation.name }) : t('admin.slotMarketing.new')
      }
      intro={
        operation
          ? t('admin.slotMarketing.upcoming', { count: operation.upcomingSlots })
          : t('admin.slotMarketing.intro')
      }
      actions={
        <Link to="/admin/creneaux/operations" className="btn btn-outline min-h-10 px-4 text-sm">
          {t('admin.slotMarketing.backToList')}
        </Link>
      }
    >
      <SaveNotices
        loadError={null}
        result={
          result?.ok === false && result.errors?.length
            ? { ...result, error: t('admin.slotMarketing.checkFields') }
            : result
        }
        created={created}
      />
      {readOnly && (
        <Notice kind="info" className="mb-4">
          {t('admin.slotMarketing.shopWideReadOnly')}
        </Notice>
      )}
      <SlotMarketingForm
        key={operation?.version ?? 0}
        operation={operation}
        account={account}
        errors={result?.ok === false ? result.errors : undefined}
        busy={busy}
        readOnly={readOnly}
      />
      {operation && !readOnly && (
        <DeleteForm
          label={t('admin.slotMarketing.delete')}
          confirmation={t('admin.slotMarketing.deleteConfirm')}
          version={operation.version}
          busy={busy}
        />
      )}
    </AdminPage>
  );
}
