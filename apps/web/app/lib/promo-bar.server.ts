import type { PromoBarData } from '../components/layout/PromoBar';
import type { AppLoadContext } from 'react-router';
import { serverApi } from './api.server';
import * as routes from '@consigne/contract/routes';

/** The promo bar edited in the back-office, in the request locale; null if the API cannot say (the catalogs' texts show). */
export async function loadPromoBar(request: Request, context: AppLoadContext): Promise<PromoBarData | null> {
  const result = await serverApi(request, context).call(routes.getPromoBar);
  return result.data ?? null;
}
