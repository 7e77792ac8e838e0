import { Notice } from '../../account/Notice';
import { useI18n } from '../../../i18n';

/** An editor's feedback: the load failed, the save landed (or the record was just created), or why not. */
export function SaveNotices({
  loadError,
  result,
  created = false,
}: {
  loadError: string | null;
  result: { ok: boolean; error: string | null } | undefined;
  created?: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      {loadError !== null && <Notice kind="error">{t('admin.loadError')}</Notice>}
      {(result?.ok || created) && (
        <Notice kind="success" className="mb-4">
          {t('admin.saved')}
        </Notice>
      )}
      {result && !result.ok && (
        <Notice kind="error" className="mb-4">
          {result.error}
        </Notice>
      )}
    </>
  );
}
