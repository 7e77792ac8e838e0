import * as routes from '@consigne/contract/routes';
import { data, type LoaderFunctionArgs } from 'react-router';
import { rangeFilters } from './admin-list.server';
import { adminApi, requireStaff } from './admin.server';

/** A file the API wrote (its name and its CSV text), as a download. */
function download(file: { filename: string; csv: string }): Response {
  return new Response(file.csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'private, no-store',
    },
  });
}

const refusal = (status: number) => data({ forbidden: status === 403 }, { status: status || 502 });

/** ?warehouse=: a warehouse's entries (the API writes the file, the one the import reads back). */
export async function stockCsv({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const warehouseId = Number(new URL(request.url).searchParams.get('warehouse'));
  const result = await adminApi(request, context).call(routes.exportStockCsv, { query: { warehouseId } });
  if (result.error !== null) throw refusal(result.status);
  return download(result.data);
}

/** ?from=&to=&warehouseId=: the daily figures (the API writes the file). */
export async function figuresCsv({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const result = await adminApi(request, context).call(routes.exportBackOfficeFigures, {
    query: rangeFilters(new URL(request.url)),
  });
  if (result.error !== null) throw refusal(result.status);
  return download(result.data);
}

/** ?from=&to=&warehouseId=: the reuse report of containers (the API writes the file, headers in the reader's language). */
export async function reuseCsv({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const { from, to, warehouseId } = rangeFilters(new URL(request.url));
  if (!from || !to) throw refusal(400);
  const result = await adminApi(request, context).call(routes.exportReuseReport, {
    query: { from, to, warehouseId },
  });
  if (result.error !== null) throw refusal(result.status);
  return download(result.data);
}
