import { Link } from 'react-router';
import { useI18n } from '../../i18n';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home › … › current page; the last crumb is the current page (not a link). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t, prefix } = useI18n();
  const all: Crumb[] = [{ label: t('catalog.home'), to: prefix }, ...items];
  return (
    <nav aria-label={t('catalog.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-ink/75">
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className="flex min-w-0 items-center gap-1.5">
              {index > 0 && (
                <span aria-hidden="true" className="text-ink/40">
                  ›
                </span>
              )}
              {last || !crumb.to ? (
                <span aria-current={last ? 'page' : undefined} className="truncate font-semibold text-ink">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to} className="truncate underline-offset-4 hover:text-ink hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
