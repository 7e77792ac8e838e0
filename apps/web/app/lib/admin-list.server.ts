import type { ApiResult } from '@consigne/api-client';
import { csvDocument, localDate } from '@consigne/domain';
import { translator } from '../i18n';
import { catalogs } from '../i18n/catalogs.server.js';
import { cellContext, csvColumns, headerText, type Column } from '../components/admin/DataTable';
import { urlFilters, isCsvRequest, type ListPageOf } from './admin-list';
import { pageParam } from './admin.server';
import { dateParam } from './date-param';
import { detectLocale } from './locale.js';

/** Rows a list page shows; the CSV asks the API's largest page (pageQuery's perPage ≤ 200). */
const LIST_PER_PAGE = 50;
const CSV_PER_PAGE = 200;
/** A file is at most this many rows (50 calls): past it, narrow the filters. */
const CSV_MAX_ROWS = 10_000;

/** One page of the list from the API, with the page's filters already applied. */
export type FetchListPage<P> = (paging: { page: number; perPage: number }) => Promise<ApiResult<P>>;

/**
 * A list route's loader: the page the URL asks (`page`), or on the list's `/export` address (its
 * resource route re-exports this loader) a file of every row the same filters match, written with
 * the page's own columns (csvColumns). Called after the route's guard (requireStaff), so the file
 * is staff-only like the page.
 */
export async function listOrCsv<Row, P extends ListPageOf<Row>>(
  request: Request,
  columns: ReadonlyArray<Column<Row>>,
  filename: string,
  fetchPage: FetchListPage<P>,
): Promise<Response | { page: P | null; error: string | null }> {
  const url = new URL(request.url);
  if (isCsvRequest(url)) return csvResponse(request, columns, filename, fetchPage);
  const result = await fetchPage({ page: pageParam(url), perPage: LIST_PER_PAGE });
  return { page: result.data, error: result.error };
}

/** Every row of the filtered list, page after page, up to CSV_MAX_ROWS; an API refusal as it came. */
async function allRows<Row>(
  fetchPage: FetchListPage<ListPageOf<Row>>,
): Promise<{ rows: Row[]; error: null } | { rows: null; error: string; status: number }> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < CSV_MAX_ROWS; page++) {
    const result = await fetchPage({ page, perPage: CSV_PER_PAGE });
    if (result.error !== null) return { rows: null, error: result.error, status: result.status };
    rows.push(...result.data.rows);
    if (result.data.rows.length < CSV_PER_PAGE || rows.length >= result.data.total) break;
  }
  return { rows: rows.slice(0, CSV_MAX_ROWS), error: null };
}

async function csvResponse<Row>(
  request: Request,
  columns: ReadonlyArray<Column<Row>>,
  filename: string,
  fetchPage: FetchListPage<ListPageOf<Row>>,
): Promise<Response> {
  const all = await allRows(fetchPage);
  if (all.error !== null)
    return new Response(all.error, {
      status: all.status >= 400 ? all.status : 502,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  const locale = detectLocale(request);
  const context = cellContext(translator(catalogs[locale], locale), locale);
  const exported = csvColumns(columns);
  const file = csvDocument([
    exported.map(({ column }) => headerText(column, context.t)),
    ...all.rows.map((row) => exported.map(({ write }) => write(row, context))),
  ]);
  return new Response(file, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}-${localDate(new Date())}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}

/** A range of days and a warehouse, as the figures and the packaging sales read them from the URL. */
export const rangeFilters = (url: URL) => ({
  from: dateParam(url.searchParams, 'from'),
  to: dateParam(url.searchParams, 'to'),
  warehouseId: urlFilters(url, ['warehouseId']).warehouseId,
});
