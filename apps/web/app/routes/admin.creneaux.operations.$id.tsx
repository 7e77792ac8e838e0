import { createSlotMarketingBody, id, updateSlotMarketingBody, type CallInput } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { data, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/admin.creneaux.operations.$id';
import { AdminPage } from '../components/admin/AdminPage';
import { DeleteForm } from '../components/admin/DeleteForm';
import { SaveNotices } from '../components/admin/content/SaveNotices';
import { SlotMarketingForm } from '../components/admin/slot-marketing/SlotMarketingForm';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { refusalOf } from '../lib/admin-form.server';
import { intent, parseIntent, unreachable, type ParsedIntent } from '../lib/form-intent.server';
import { slotOperationBodyOf, type SlotOperation } from '../lib/admin-slot-marketing';

const NEW = 'nouvelle';

/** /admin/creneaux/operations/:id ('nouvelle' to create): a slot marketing operation's form and preview. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const created = new URL(request.url).searchParams.has('created');
  if (params.id === NEW) return { account, operation: null, created };
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  const result = await adminApi(request, context).call(routes.getSlotMarketingOperation, { params: { id } });
  if (result.status === 404) throw data(null, { status: 404 });
  if (result.status === 403) throw data({ forbidden: true as const }, { status: 403 });
  if (result.error !== null) throw data(null, { status: result.status || 502 });
  return { account, operation: result.data, created };
}

/** The operation page's actions: a new operation, an edit (with the version it read) or its deletion. */
const intentsFor = (isNew: boolean) => ({
  save: isNew
    ? intent(createSlotMarketingBody, slotOperationBodyOf)
    : intent(updateSlotMarketingBody, (form) => ({
        ...slotOperationBodyOf(form),
        version: Number(form.get('version')),
      })),
  delete: intent(z.object({ version: id() })),
});
type OperationIntents = ReturnType<typeof intentsFor>;
type UpdateBody = CallInput<'updateSlotMarketingOperation'>['body'];

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, context);
  const isNew = params.id === NEW;
  const parsed = parseIntent(request, await request.formData(), intentsFor(isNew));
  if (!parsed.ok) return parsed.refusal;
  const { intent } = parsed.value;
  const result = await send(adminApi(request, context), params.id, parsed.value);
  if (result.error !== null) return refusalOf(result, intent);
  if (intent === 'delete') return redirect('/admin/creneaux/operations');
  if (isNew) return redirect(`/admin/creneaux/operations/${(result.data as SlotOperation).id}?created`);
  return { intent, ok: true as const, error: null, errors: [] };
}

/** The API call of each intent: a new operation is a POST, an edit a PUT at the version read. */
function send(
  api: ReturnType<typeof adminApi>,
  id: string | undefined,
  parsed: ParsedIntent<OperationIntents>,
) {
  const params = { id: Number(id) };
  switch (parsed.intent) {
    case 'delete':
      return api.call(routes.deleteSlotMarketingOperation, {
        params,
        query: { version: parsed.body.version },
      });
    case 'save':
      if (id === NEW) return api.call(routes.createSlotMarketingOperation, { body: parsed.body });
      // intentsFor(false) read the edit with the update schema: its body carries the version read.
      return api.call(routes.updateSlotMarketingOperation, { params, body: parsed.body as UpdateBody });
    default:
      return unreachable(parsed);
  }
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
      <SaveNotices loadError={null} result={result?.ok ? result : undefined} created={created} />
      {readOnly && (
        <Notice kind="info" className="mb-4">
          {t('admin.slotMarketing.shopWideReadOnly')}
        </Notice>
      )}
      <SlotMarketingForm
        key={operation?.version ?? 0}
        operation={operation}
        account={account}
        result={result}
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
