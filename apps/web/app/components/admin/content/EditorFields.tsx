import { useI18n } from '../../../i18n';
import { SelectField, SubmitButton } from '../AdminForm';

/** A page's or an article's state: draft or published (a published article with a future date waits). */
export function StatusSelect({ id, defaultValue }: { id: string; defaultValue: 'draft' | 'published' }) {
  const { t } = useI18n();
  return (
    <SelectField
      name="status"
      id={id}
      label={t('admin.content.status')}
      defaultValue={defaultValue}
      options={[
        ['draft', t('admin.content.status.draft')],
        ['published', t('admin.content.status.published')],
      ]}
    />
  );
}

/** The editors' save button, at the end of the form. */
export function SaveBar() {
  const { t } = useI18n();
  return (
    <div className="flex justify-end">
      <SubmitButton className="btn btn-primary min-h-11 px-6">{t('admin.save')}</SubmitButton>
    </div>
  );
}
