import { Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n';

/** Previous / next links that keep the list's filters (the query string) and change only `page`. */
export function Pagination({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const { t } = useI18n();
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(target));
    return `${location.pathname}?${params}`;
  };
  const link = 'btn btn-outline min-h-10 px-4 text-sm';
  return (
    <nav
      aria-label={t('admin.pagination.label')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-ink-soft" aria-live="polite">
        {t('admin.pagination.status', { page, pages, total })}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={hrefOf(page - 1)} className={link} rel="prev">
            {t('admin.pagination.previous')}
          </Link>
        ) : (
          <span className={link} aria-disabled="true">
            {t('admin.pagination.previous')}
          </span>
        )}
        {page < pages ? (
          <Link to={hrefOf(page + 1)} className={link} rel="next">
            {t('admin.pagination.next')}
          </Link>
        ) : (
          <span className={link} aria-disabled="true">
            {t('admin.pagination.next')}
          </span>
        )}
      </div>
    </nav>
  );
}
