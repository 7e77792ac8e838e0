import { useI18n } from '../../../i18n';
import type { FormAnswer } from '../../../lib/admin-form';
import type { RowOf } from '../../../lib/admin-list';
import { AdminForm, Field, SelectField, SubmitButton } from '../AdminForm';

export type Redirect = RowOf<'listAdminRedirects'>;

const BUTTON = 'min-h-10 px-4 text-sm';

/** One redirect's fields in a row (or the creation form): path → target, status, save, delete. */
export function RedirectForm({
  row,
  statuses,
  result,
}: {
  row: Redirect | null;
  statuses: readonly Redirect['status'][];
  result: FormAnswer | undefined;
}) {
  const { t } = useI18n();
  const key = row ? `r${row.id}` : 'new';
  // In the list the column header names the fields; the labels stay for screen readers.
  const labelClassName = row ? 'sr-only' : 'field-label';
  const field = (name: 'path' | 'target' | 'status') => ({ name, id: `${key}-${name}`, labelClassName });
  return (
    <AdminForm
      result={result}
      className="grid items-start gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10rem_auto]"
      label={row ? t('admin.content.editRedirect', { path: row.path }) : t('admin.content.newRedirect')}
    >
      <input type="hidden" name="id" value={row?.id ?? ''} />
      <input type="hidden" name="version" value={row?.version ?? ''} />
      <Field
        {...field('path')}
        label={t('admin.content.redirectPath')}
        defaultValue={row?.path ?? ''}
        placeholder="/fr/ancienne-page"
      />
      <Field
        {...field('target')}
        label={t('admin.content.redirectTarget')}
        defaultValue={row?.target ?? ''}
        placeholder="/fr/nouvelle-page"
      />
      <SelectField
        {...field('status')}
        label={t('admin.content.redirectStatus')}
        defaultValue={row?.status ?? 301}
        options={statuses.map((status) => [String(status), t(`admin.content.status${status}`)])}
      />
      <div className={`flex gap-2 ${row ? '' : 'xl:pt-6'}`}>
        <SubmitButton name="intent" value={row ? 'update' : 'create'} className={`btn btn-primary ${BUTTON}`}>
          {row ? t('admin.save') : t('admin.content.addRedirect')}
        </SubmitButton>
        {row && (
          <SubmitButton name="intent" value="delete" className={`btn btn-outline ${BUTTON}`}>
            {t('admin.content.delete')}
          </SubmitButton>
        )}
      </div>
    </AdminForm>
  );
}
