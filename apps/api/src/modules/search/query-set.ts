import { readFileSync } from 'node:fs';

/**
 * The shoppers' query set (query-set.json, docs/search.md): what shoppers type in fr, fr-BE, nl-BE and
 * es, each with the products a shopper would be glad to see (seed keys, which are the slugs). Written
 * from what shoppers type, before the search was tuned to it.
 */
export interface ShopperQuery {
  query: string;
  locale: 'fr_FR' | 'fr_BE' | 'nl_BE' | 'es_ES';
  expected: string[];
}

export const shopperQueries = (): ShopperQuery[] =>
  JSON.parse(readFileSync(new URL('./query-set.json', import.meta.url), 'utf8')) as ShopperQuery[];

/** The slugs a search answers, best first (a listing's first page). */
export type SearchSlugs = (query: ShopperQuery) => Promise<string[]>;

export interface QuerySetResult {
  total: number;
  /** Share of queries that found nothing. */
  zeroResultRate: number;
  /** Share of queries with an expected product among the first three. */
  topThreeRate: number;
  /** Queries that missed, with what came first: what to look at next. */
  misses: { query: string; locale: string; got: string[] }[];
}

/** Runs every query of the set through `search` and measures the two budgets' figures. */
export async function runQuerySet(queries: ShopperQuery[], search: SearchSlugs): Promise<QuerySetResult> {
  let empty = 0;
  let hits = 0;
  const misses: QuerySetResult['misses'] = [];
  for (const query of queries) {
    const slugs = await search(query);
    if (slugs.length === 0) empty += 1;
    if (slugs.slice(0, 3).some((slug) => query.expected.includes(slug))) hits += 1;
    else misses.push({ query: query.query, locale: query.locale, got: slugs.slice(0, 3) });
  }
  return {
    total: queries.length,
    zeroResultRate: empty / queries.length,
    topThreeRate: hits / queries.length,
    misses,
  };
}

/** The listing URL of a query: Belgian locales shop in a Belgian warehouse. */
export function querySetUrl(query: ShopperQuery, belgianWarehouseId: number): string {
  const params = new URLSearchParams({ search: query.query, locale: query.locale, limit: '24', page: '1' });
  if (query.locale === 'fr_BE' || query.locale === 'nl_BE')
    params.set('warehouseId', String(belgianWarehouseId));
  return `/api/products/cross-sell?${params}`;
}
