import * as routes from '@consigne/contract/routes';
import { data } from 'react-router';
import type { Route } from './+types/admin.prix-et-stocks.export';
import { adminApi, requireStaff } from '../lib/admin.server';

/** /admin/prix-et-stocks/export?warehouse=: the warehouse's entries as a CSV download (the API writes the file). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const warehouseId = Number(new URL(request.url).searchParams.get('warehouse'));
  const result = await adminApi(request, context).call(routes.exportStockCsv, { query: { warehouseId } });
  if (result.error !== null)
    throw data({ forbidden: result.status === 403 }, { status: result.status || 502 });
  return new Response(result.data.csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${result.data.filename}"`,
      'cache-control': 'private, no-store',
    },
  });
}
