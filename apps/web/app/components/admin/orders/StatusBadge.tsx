import { useI18n } from '../../../i18n';
import { statusKey, statusTone } from './format';

export function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone(status)}`}
    >
      {t(statusKey(status))}
    </span>
  );
}
