import { createStaffBody, id, updateStaffBody } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.equipe';
import { AdminPage } from '../components/admin/AdminPage';
import { DataTable } from '../components/admin/DataTable';
import { AddMember, memberColumns } from '../components/admin/team/members';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { refusalOf } from '../lib/admin-form.server';
import { adminApi, requireAdmin } from '../lib/admin.server';
import { intent, parseIntent, refusalWith, unreachable, type ParsedIntent } from '../lib/form-intent.server';

/** /admin/equipe: the staff accounts, their roles and warehouses (admins only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireAdmin(request, context);
  const staff = await adminApi(request, context).call(routes.listStaff);
  return { staff: staff.data ?? [], error: staff.error, warehouses: account.warehouses };
}

/** The team page's actions, each with the API's schema of its body; a change names its account. */
const INTENTS = {
  create: intent(createStaffBody),
  update: intent(updateStaffBody.extend({ id: id() })),
};

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const parsed = parseIntent(request, form, INTENTS);
  if (!parsed.ok) return refusalWith(parsed.refusal, { id: form.get('id') });
  const { intent } = parsed.value;
  const result = await send(adminApi(request, context), parsed.value);
  if (result.error !== null) {
    // The refused member's row shows the message: the answer names it.
    const refusal = refusalOf(result, intent);
    return data({ ...refusal.data, id: form.get('id') }, refusal.init ?? undefined);
  }
  return { intent, ok: true as const, email: result.data.email, id: String(result.data.id) };
}

function send(api: ReturnType<typeof adminApi>, parsed: ParsedIntent<typeof INTENTS>) {
  switch (parsed.intent) {
    case 'create':
      return api.call(routes.createStaffMember, { body: parsed.body });
    case 'update': {
      const { id: staffId, ...body } = parsed.body;
      return api.call(routes.updateStaffMember, { params: { id: staffId }, body });
    }
    default:
      return unreachable(parsed);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.team.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function Team() {
  const { staff, error, warehouses } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  const refused =
    result && !result.ok && result.intent === 'update'
      ? { id: String(result.id), error: result.error }
      : null;
  return (
    <AdminPage title={t('admin.team.title')} intro={t('admin.team.intro')}>
      {error !== null && <Notice kind="error">{t('admin.loadError')}</Notice>}
      {result?.ok && (
        <Notice kind="success" className="mb-4">
          {t(result.intent === 'update' ? 'admin.team.updated' : 'admin.team.created', {
            email: result.email,
          })}
        </Notice>
      )}
      {error === null && (
        <DataTable
          rows={staff}
          columns={memberColumns(warehouses, refused)}
          rowKey={(m) => m.id}
          caption={t('admin.team.title')}
          empty="—"
          minWidth="min-w-[40rem]"
        />
      )}
      <AddMember warehouses={warehouses} result={result?.intent === 'update' ? undefined : result} />
    </AdminPage>
  );
}
