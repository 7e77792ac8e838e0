import { data, type AppLoadContext } from 'react-router';
import { serverApi } from '../../lib/api.server';
import type { Lookup } from './ZonesPage';
import * as routes from '@consigne/contract/routes';

/**
 * Loader of both delivery-zone routes (zones, nos-zones-de-livraison): the coverage, and the
 * eligibility of ?cp= when the lookup form was sent (a GET form, so a result is a shareable URL).
 */
export async function loadZones({ request, context }: { request: Request; context: AppLoadContext }) {
  const params = new URL(request.url).searchParams;
  const api = serverApi(request, context);
  const postalCode = (params.get('cp') ?? '').replace(/\s+/g, '');
  const [coverage, lookup] = await Promise.all([
    api.call(routes.listZones),
    params.has('cp') ? lookUp(api, postalCode) : Promise.resolve(null),
  ]);
  if (coverage.status === 404) throw data(null, { status: 404 });
  if (coverage.error !== null) return data({ coverage: null, lookup, postalCode }, { status: 503 });
  return { coverage: coverage.data, lookup, postalCode };
}

async function lookUp(api: ReturnType<typeof serverApi>, postalCode: string): Promise<Lookup> {
  if (!/^\d{4,5}$/.test(postalCode)) return { state: 'invalid', postalCode };
  const result = await api.call(routes.checkZoneEligibility, { query: { postalCode } });
  if (result.error !== null) return { state: result.status === 400 ? 'invalid' : 'error', postalCode };
  return { state: 'done', postalCode, result: result.data };
}
