import * as routes from '@consigne/contract/routes';
import { data } from 'react-router';
import type { Route } from './+types/admin.clients.$id.export';
import { adminApi, requireAdmin } from '../lib/admin.server';

/** /admin/clients/:id/export: the customer's data (GDPR) as a JSON download, export-client-<id>-<date>.json. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  const result = await adminApi(request, context).call(routes.exportCustomerData, { params: { id } });
  if (result.error !== null)
    throw data({ forbidden: result.status === 403 }, { status: result.status || 502 });
  const day = result.data.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(result.data, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="export-client-${id}-${day}.json"`,
      'cache-control': 'private, no-store',
    },
  });
}
