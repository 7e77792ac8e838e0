import { createStaffBody, id, updateStaffBody, type CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/admin.equipe';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { fieldMessage, Notice } from '../components/account/Notice';
import { TextField } from '../components/ui/TextField';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { adminApi, requireAdmin, type AdminAccount } from '../lib/admin.server';
import { intent, parseIntent, refusalWith, unreachable, type ParsedIntent } from '../lib/form-intent.server';

const ROLES = ['operator', 'manager', 'admin'] as const;

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
  if (result.error !== null)
    return data(
      { intent, ok: false as const, error: result.error, errors: result.errors, id: form.get('id') },
      { status: result.status === 403 ? 403 : 422 },
    );
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
  const nameOf = (id: number) => warehouses.find((w) => w.id === id)?.name ?? `#${id}`;
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
      <Panel className="overflow-x-auto p-0 sm:p-0">
        <table className="w-full min-w-[42rem] text-left text-sm">
          <thead className="border-b border-line bg-sand/60">
            <tr>
              <th scope="col" className="px-4 py-2">
                {t('admin.team.name')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('admin.team.email')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('admin.team.role')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('admin.team.warehouses')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line align-top">
            {staff.map((member) => (
              <tr key={member.id}>
                <th scope="row" className="px-4 py-3 font-semibold">
                  {member.firstname} {member.lastname}
                </th>
                <td className="px-4 py-3">{member.email}</td>
                <td className="px-4 py-3" colSpan={2}>
                  <MemberForm
                    member={member}
                    warehouses={warehouses}
                    error={result && !result.ok && result.id === String(member.id) ? result.error : null}
                  />
                  <p className="mt-1 text-xs text-ink-soft">
                    {member.role === 'admin'
                      ? t('admin.team.allWarehouses')
                      : member.warehouseIds.map(nameOf).join(', ')}
                  </p>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <AddMember warehouses={warehouses} result={result} />
    </AdminPage>
  );
}

function RoleSelect({ id, defaultValue }: { id: string; defaultValue: string }) {
  const { t } = useI18n();
  return (
    <select id={id} name="role" defaultValue={defaultValue} className="field-input h-10 w-44">
      {[...ROLES, ...(defaultValue === 'customer' ? ['customer' as const] : [])].map((role) => (
        <option key={role} value={role}>
          {t(`admin.role.${role}`)}
        </option>
      ))}
    </select>
  );
}

function WarehouseChoice({
  warehouses,
  checked,
}: {
  warehouses: AdminAccount['warehouses'];
  checked: number[];
}) {
  const { t } = useI18n();
  return (
    <fieldset className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-x-4 gap-y-1">
      <legend className="sr-only">{t('admin.team.warehouses')}</legend>
      {warehouses.map((w) => (
        <label key={w.id} className="inline-flex min-h-8 items-center gap-1.5">
          <input type="checkbox" name="warehouseIds" value={w.id} defaultChecked={checked.includes(w.id)} />
          {w.name}
        </label>
      ))}
    </fieldset>
  );
}

function MemberForm({
  member,
  warehouses,
  error,
}: {
  member: CallResponse<'createStaffMember'>;
  warehouses: AdminAccount['warehouses'];
  error: string | null;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const name = `${member.firstname} ${member.lastname}`;
  return (
    <Form
      method="post"
      className="flex flex-wrap items-start gap-3"
      aria-label={t('admin.team.edit', { name })}
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={member.id} />
      <label className="sr-only" htmlFor={`role-${member.id}`}>
        {t('admin.team.role')}
      </label>
      <RoleSelect id={`role-${member.id}`} defaultValue={member.role} />
      {/* The warehouses on a line of their own, under the role, then the save button. */}
      <div className="min-w-0 basis-full">
        <WarehouseChoice warehouses={warehouses} checked={member.warehouseIds} />
      </div>
      <button type="submit" className="btn btn-outline min-h-10 px-4 text-sm" disabled={busy}>
        {t('admin.save')}
      </button>
      {error && (
        <Notice kind="error" className="basis-full">
          {error}
        </Notice>
      )}
    </Form>
  );
}

function AddMember({
  warehouses,
  result,
}: {
  warehouses: AdminAccount['warehouses'];
  result: ReturnType<typeof useActionData<typeof action>>;
}) {
  const { t } = useI18n();
  const failed = result && !result.ok && result.intent !== 'update' ? result : null;
  const field = (name: string) => fieldMessage(failed?.errors, name);
  return (
    <Panel className="mt-8">
      <h2 className="text-lg font-bold">{t('admin.team.add')}</h2>
      <p className="mb-4 mt-1 text-sm text-ink-soft">{t('admin.team.addIntro')}</p>
      {failed && (
        <Notice kind="error" className="mb-4">
          {failed.error}
        </Notice>
      )}
      <Form method="post" className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="create" />
        <TextField
          label={t('admin.team.email')}
          id="staff-email"
          name="email"
          type="email"
          required
          autoComplete="off"
          error={field('email')}
        />
        <TextField
          label={t('admin.team.password')}
          id="staff-password"
          name="password"
          type="password"
          minLength={12}
          autoComplete="new-password"
          error={field('password')}
        />
        <TextField
          label={t('admin.team.firstname')}
          id="staff-firstname"
          name="firstname"
          required
          error={field('firstname')}
        />
        <TextField
          label={t('admin.team.lastname')}
          id="staff-lastname"
          name="lastname"
          required
          error={field('lastname')}
        />
        <div>
          <label htmlFor="staff-role" className="field-label">
            {t('admin.team.role')}
          </label>
          <RoleSelect id="staff-role" defaultValue="manager" />
        </div>
        <div>
          <p className="field-label">{t('admin.team.warehouses')}</p>
          <WarehouseChoice warehouses={warehouses} checked={[]} />
        </div>
        <div className="md:col-span-2">
          <button type="submit" className="btn btn-primary">
            {t('admin.team.create')}
          </button>
        </div>
      </Form>
    </Panel>
  );
}
