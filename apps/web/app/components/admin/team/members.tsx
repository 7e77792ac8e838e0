import type { CallResponse } from '@consigne/contract';
import { Form, useNavigation } from 'react-router';
import { Notice } from '../../account/Notice';
import { useI18n, type Translate } from '../../../i18n';
import type { FormAnswer } from '../../../lib/admin-form';
import type { AdminAccount } from '../../../lib/admin.server';
import { AdminForm, ChoicesField, Field, SelectField, SubmitButton } from '../AdminForm';
import { Panel } from '../AdminPage';
import type { Column } from '../DataTable';

type Member = CallResponse<'listStaff'>[number];
type Warehouses = AdminAccount['warehouses'];

const ROLES = ['operator', 'manager', 'admin'] as const;

/** The roles a staff account may get; a customer's own, when it is one, so the form does not change it unseen. */
const roleOptions = (t: Translate, current: string) =>
  [...ROLES, ...(current === 'customer' ? (['customer'] as const) : [])].map(
    (role) => [role, t(`admin.role.${role}`)] as const,
  );

/**
 * A member's change form (its role, in the role column); its warehouses and button join it by `form`.
 * The form and the fieldset are `relative` so their hidden label and legend stay inside the table's
 * scrolling panel: placed from the page instead, they would widen it at narrow widths.
 */
const formId = (member: Member) => `member-${member.id}`;

/** The role select, and the button that sends the member's form with the warehouses ticked beside it. */
function RoleForm({ member, error }: { member: Member; error: string | null }) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const name = `${member.firstname} ${member.lastname}`;
  return (
    <Form
      method="post"
      id={formId(member)}
      aria-label={t('admin.team.edit', { name })}
      className="relative flex flex-col items-start gap-2"
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={member.id} />
      <label className="sr-only" htmlFor={`role-${member.id}`}>
        {t('admin.team.role')}
      </label>
      <select
        id={`role-${member.id}`}
        name="role"
        defaultValue={member.role}
        className="field-input h-10 w-44"
      >
        {roleOptions(t, member.role).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-outline min-h-10 px-4 text-sm" disabled={busy}>
        {t('admin.save')}
      </button>
      {error && <Notice kind="error">{error}</Notice>}
    </Form>
  );
}

function MemberWarehouses({ member, warehouses }: { member: Member; warehouses: Warehouses }) {
  const { t } = useI18n();
  const nameOf = (id: number) => warehouses.find((w) => w.id === id)?.name ?? `#${id}`;
  return (
    <div className="space-y-1">
      <fieldset className="relative grid min-w-0 grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-x-3">
        <legend className="sr-only">{t('admin.team.warehouses')}</legend>
        {warehouses.map((w) => (
          <label key={w.id} className="inline-flex min-h-8 items-center gap-1.5">
            <input
              type="checkbox"
              form={formId(member)}
              name="warehouseIds"
              value={w.id}
              defaultChecked={member.warehouseIds.includes(w.id)}
            />
            {w.name}
          </label>
        ))}
      </fieldset>
      <p className="text-xs text-ink-soft">
        {member.role === 'admin' ? t('admin.team.allWarehouses') : member.warehouseIds.map(nameOf).join(', ')}
      </p>
    </div>
  );
}

/**
 * The team's columns: a member (name, e-mail under it), the role with the save button, and the
 * warehouses, which join the role's form by `form`.
 */
export const memberColumns = (
  warehouses: Warehouses,
  refused: { id: string; error: string } | null,
): Column<Member>[] => [
  {
    key: 'name',
    header: 'admin.team.name',
    className: 'w-40',
    value: (m) => `${m.firstname} ${m.lastname}`,
    cell: (m) => (
      <>
        {m.firstname} {m.lastname}
        <span className="block text-xs font-normal text-ink-soft [overflow-wrap:anywhere]">{m.email}</span>
      </>
    ),
  },
  {
    key: 'role',
    header: 'admin.team.role',
    className: 'w-48',
    cell: (m) => <RoleForm member={m} error={refused?.id === String(m.id) ? refused.error : null} />,
  },
  {
    key: 'warehouses',
    header: 'admin.team.warehouses',
    cell: (m) => <MemberWarehouses member={m} warehouses={warehouses} />,
  },
];

/** The form adding a member: the API's refusal above it, each field's under it. */
export function AddMember({
  warehouses,
  result,
}: {
  warehouses: Warehouses;
  result: FormAnswer | undefined;
}) {
  const { t } = useI18n();
  return (
    <Panel className="mt-8">
      <h2 className="text-lg font-bold">{t('admin.team.add')}</h2>
      <p className="mb-4 mt-1 text-sm text-ink-soft">{t('admin.team.addIntro')}</p>
      <AdminForm intent="create" result={result} className="grid gap-4 md:grid-cols-2 [&>*]:min-w-0">
        <Field
          label={t('admin.team.email')}
          id="staff-email"
          name="email"
          type="email"
          required
          autoComplete="off"
        />
        <Field
          label={t('admin.team.password')}
          id="staff-password"
          name="password"
          type="password"
          minLength={12}
          autoComplete="new-password"
        />
        <Field label={t('admin.team.firstname')} id="staff-firstname" name="firstname" required />
        <Field label={t('admin.team.lastname')} id="staff-lastname" name="lastname" required />
        <SelectField
          label={t('admin.team.role')}
          id="staff-role"
          name="role"
          defaultValue="manager"
          options={roleOptions(t, 'manager')}
        />
        <ChoicesField
          legend={t('admin.team.warehouses')}
          name="warehouseIds"
          options={warehouses.map((w) => ({ value: String(w.id), label: w.name }))}
          checked={[]}
        />
        <div className="md:col-span-2">
          <SubmitButton>{t('admin.team.create')}</SubmitButton>
        </div>
      </AdminForm>
    </Panel>
  );
}
