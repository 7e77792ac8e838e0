import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n';
import { SORT_OPTIONS, sortValue } from './listing';

/**
 * Sort menu. Choosing an option navigates to ?sort=price&direction=asc (back to page 1, other
 * parameters such as the search term kept). Without JavaScript, the form's button submits it.
 */
export function SortSelect() {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const kept = [...params].filter(([key]) => !['sort', 'direction', 'page'].includes(key));
  return (
    <form method="get" className="flex items-center gap-2" onSubmit={(event) => event.preventDefault()}>
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="catalog-sort" className="whitespace-nowrap text-sm font-semibold text-ink">
        {t('catalog.sort')}
      </label>
      <select
        id="catalog-sort"
        name="sort"
        value={sortValue(params)}
        onChange={(event) => {
          const next = new URLSearchParams(kept);
          const [sort, direction] = event.target.value.split('-');
          if (sort && direction) {
            next.set('sort', sort);
            next.set('direction', direction);
          }
          const query = next.toString();
          navigate(`${location.pathname}${query ? `?${query}` : ''}`, { preventScrollReset: true });
        }}
        className="h-10 rounded-full border border-line bg-white pl-4 pr-9 text-sm font-semibold text-ink shadow-sm focus-visible:outline-2 focus-visible:outline-forest"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-outline min-h-10 py-1.5">
          {t('catalog.apply')}
        </button>
      </noscript>
    </form>
  );
}
