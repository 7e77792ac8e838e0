import type { MessageKey } from '../../i18n';

/** Products per listing page: fills 2, 3 and 4 columns evenly. */
export const PAGE_SIZE = 24;

type SortKey = 'relevance' | 'name' | 'price' | 'newest';
type Direction = 'asc' | 'desc';
const SORTS: readonly string[] = ['relevance', 'name', 'price', 'newest'];

export interface ListingQuery {
  /** null when ?page= is not a page number (the loader answers 404). */
  page: number | null;
  sort?: SortKey;
  direction?: Direction;
}

/**
 * ?page=2&sort=price&direction=asc. The sort form without JavaScript sends sort=price-asc, read too.
 */
export function readListingQuery(params: URLSearchParams): ListingQuery {
  let sort = params.get('sort') ?? undefined;
  let direction = params.get('direction') ?? undefined;
  if (sort?.includes('-')) [sort, direction] = sort.split('-');
  const rawPage = params.get('page');
  const page =
    rawPage === null ? 1 : /^\d{1,4}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : null;
  return {
    page,
    sort: sort && SORTS.includes(sort) ? (sort as SortKey) : undefined,
    direction: direction === 'asc' || direction === 'desc' ? direction : undefined,
  };
}

/** Options of the sort menu; the value is 'sort-direction' ('' = the API's default order). */
export const SORT_OPTIONS: Array<{ value: string; label: MessageKey }> = [
  { value: '', label: 'catalog.sortRelevance' },
  { value: 'price-asc', label: 'catalog.sortPriceAsc' },
  { value: 'price-desc', label: 'catalog.sortPriceDesc' },
  { value: 'name-asc', label: 'catalog.sortName' },
  { value: 'newest-desc', label: 'catalog.sortNewest' },
];

export function sortValue(params: URLSearchParams): string {
  const { sort, direction } = readListingQuery(params);
  if (!sort || sort === 'relevance') return '';
  return `${sort}-${direction ?? (sort === 'newest' ? 'desc' : 'asc')}`;
}

export const pageCount = (count: number, limit = PAGE_SIZE) => Math.max(1, Math.ceil(count / limit));
