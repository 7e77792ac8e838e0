import { Link } from 'react-router';
import { useI18n } from '../../i18n';

/** A refused refresh logs the shopper out with 'Session expirée, veuillez vous reconnecter'. */
export function SessionExpiredNotice() {
  const { t, prefix } = useI18n();
  return (
    <div role="alert" className="bg-warning-soft px-4 py-3 text-center text-sm font-medium text-ink">
      {t('session.expired')}{' '}
      <Link to={`${prefix}/login`} className="font-semibold text-forest underline underline-offset-4">
        {t('header.login')}
      </Link>
    </div>
  );
}
