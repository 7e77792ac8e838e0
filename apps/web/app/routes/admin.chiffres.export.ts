import * as routes from '@consigne/contract/routes';
import { data } from 'react-router';
import type { Route } from './+types/admin.chiffres.export';
import { adminApi, requireStaff } from '../lib/admin.server';
import { dateParam } from '../lib/date-param';

/** /admin/chiffres/export?from=&to=&warehouseId=: the daily figures as a CSV download (the API writes the file). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const value = (name: string) => params.get(name)?.trim() || undefined;
  const result = await adminApi(request, context).call(routes.exportBackOfficeFigures, {
    query: {
      from: dateParam(params, 'from'),
      to: dateParam(params, 'to'),
      warehouseId: value('warehouseId'),
    },
  });
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
