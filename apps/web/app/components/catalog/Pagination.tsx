import { Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n';

/** Pages to show: first, last, and the current one with its neighbours; null is an ellipsis. */
function pageWindow(page: number, count: number): Array<number | null> {
  const pages = new Set([1, count, page - 1, page, page + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) out.push(null);
    out.push(p);
  });
  return out;
}

const Chevron = ({ flip }: { flip?: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    aria-hidden="true"
    focusable="false"
    className={flip ? 'rotate-180' : ''}
  >
    <path d="m15 18-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);

/**
 * Pagination with real links (?page=2): every page has its own shareable, crawlable URL; other
 * parameters (sort, search) are kept, page 1 has no ?page.
 */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(search);
    if (p === 1) params.delete('page');
    else params.set('page', String(p));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  const base = 'grid h-11 min-w-11 place-items-center rounded-full px-3 text-sm font-bold';
  return (
    <nav aria-label={t('catalog.pagination')} className="mt-10 flex justify-center" data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link
              to={href(page - 1)}
              rel="prev"
              className={`${base} bg-white ring-1 ring-line hover:ring-ink/40`}
            >
              <Chevron />
              <span className="sr-only">{t('catalog.previous')}</span>
            </Link>
          ) : (
            <span className={`${base} text-ink/40`} aria-hidden="true">
              <Chevron />
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-soft">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('catalog.page', { page: p })}
                className={`${base} ${p === page ? 'bg-ink text-white' : 'bg-white ring-1 ring-line hover:ring-ink/40'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link
              to={href(page + 1)}
              rel="next"
              className={`${base} bg-white ring-1 ring-line hover:ring-ink/40`}
            >
              <Chevron flip />
              <span className="sr-only">{t('catalog.next')}</span>
            </Link>
          ) : (
            <span className={`${base} text-ink/40`} aria-hidden="true">
              <Chevron flip />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
