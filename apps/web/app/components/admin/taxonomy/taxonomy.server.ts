import type { AdminTaxonomy } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { data, type AppLoadContext } from 'react-router';
import { adminApi } from '../../../lib/admin.server';

export type TaxonomyKind = 'rayon' | 'category' | 'tag';
export const TAXONOMY_KINDS: readonly TaxonomyKind[] = ['rayon', 'category', 'tag'];
/** The API's change of an entry, by kind (its names, visibility, address…). */
export const UPDATE_ROUTE = {
  rayon: routes.updateAdminRayon,
  category: routes.updateAdminCategory,
  tag: routes.updateAdminTag,
} as const;
/** The API's move of an entry one place up or down, by kind. */
export const MOVE_ROUTE = {
  rayon: routes.moveAdminRayon,
  category: routes.moveAdminCategory,
  tag: routes.moveAdminTag,
} as const;
export const isTaxonomyKind = (value: unknown): value is TaxonomyKind =>
  TAXONOMY_KINDS.includes(value as TaxonomyKind);

/** The whole taxonomy, or the page's error status (a failed read is not an empty list). */
export async function loadTaxonomy(request: Request, context: AppLoadContext): Promise<AdminTaxonomy> {
  const result = await adminApi(request, context).call(routes.getAdminTaxonomy);
  if (result.error !== null)
    throw data({ forbidden: result.status === 403 }, { status: result.status || 502 });
  return result.data;
}
