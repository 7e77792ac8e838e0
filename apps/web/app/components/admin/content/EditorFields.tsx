import { useI18n } from '../../../i18n';

/** A page's or an article's state: draft or published (a published article with a future date waits). */
export function StatusSelect({
  id,
  defaultValue,
  error,
}: {
  id: string;
  defaultValue: 'draft' | 'published';
  error?: string;
}) {
  const { t } = useI18n();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {t('admin.content.status')}
      </label>
      <select
        id={id}
        name="status"
        defaultValue={defaultValue}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="draft">{t('admin.content.status.draft')}</option>
        <option value="published">{t('admin.content.status.published')}</option>
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The editors' save button, at the end of the form. */
export function SaveBar({ busy }: { busy: boolean }) {
  const { t } = useI18n();
  return (
    <div className="flex justify-end">
      <button type="submit" className="btn btn-primary min-h-11 px-6" disabled={busy}>
        {t('admin.save')}
      </button>
    </div>
  );
}
