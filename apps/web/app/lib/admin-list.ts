import type { CallResponse } from '@consigne/contract';
import type { OperationId } from '@consigne/contract/routes';

/** A page of a back-office list as the API answers it (the contract's `pageOf`). */
export interface ListPageOf<Row> {
  rows: Row[];
  total: number;
  page: number;
  perPage: number;
}

/**
 * A list's CSV is /admin/export/<list> (admin.export.$.ts, one route for every list: each would be an
 * entry of the route manifest on every first load), answered by the list's own loader.
 */
const CSV_PREFIX = '/admin/export/';

/** The address of a list's CSV: the same filters, every page (no `page`). */
export function csvHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  const query = params.size ? `?${params}` : '';
  return `${CSV_PREFIX}${pathname.replace(/^\/admin\//, '').replace(/\/$/, '')}${query}`;
}

/** Whether a list's loader is asked its CSV (csvHref) rather than its page. */
export const isCsvRequest = (url: URL) => url.pathname.startsWith(CSV_PREFIX);

/** A row of a list operation's answer, as the endpoint table types it. */
export type RowOf<N extends OperationId> = CallResponse<N> extends { rows: (infer Row)[] } ? Row : never;

/**
 * A URL filter narrowed to the values the operation takes: another value (a hand-edited URL) is no
 * filter rather than a refused call.
 */
export const oneOf = <V extends string>(values: readonly V[], value: string | undefined): V | undefined =>
  values.find((v) => v === value);

/** The URL's filters `names`, trimmed; an absent or blank one is undefined (no filter). */
export function urlFilters<N extends string>(url: URL, names: readonly N[]): Record<N, string | undefined> {
  const value = (name: N) => url.searchParams.get(name)?.trim() || undefined;
  return Object.fromEntries(names.map((name) => [name, value(name)])) as Record<N, string | undefined>;
}
