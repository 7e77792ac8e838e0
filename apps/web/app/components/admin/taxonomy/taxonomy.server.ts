import type { AdminTaxonomy } from '@consigne/contract';
import { data, type AppLoadContext } from 'react-router';
import { adminApi } from '../../../lib/admin.server';

export type TaxonomyKind = 'rayon' | 'category' | 'tag';
export const TAXONOMY_KINDS: readonly TaxonomyKind[] = ['rayon', 'category', 'tag'];
/** The API's collection of each kind (/api/admin/{collection}/:id). */
export const collectionOf: Record<TaxonomyKind, string> = {
  rayon: 'rayons',
  category: 'categories',
  tag: 'tags',
};
export const isTaxonomyKind = (value: unknown): value is TaxonomyKind =>
  TAXONOMY_KINDS.includes(value as TaxonomyKind);

/** The whole taxonomy, or the page's error status (a failed read is not an empty list). */
export async function loadTaxonomy(request: Request, context: AppLoadContext): Promise<AdminTaxonomy> {
  const result = await adminApi(request, context).request<AdminTaxonomy>('GET', '/admin/taxonomy');
  if (result.error !== null)
    throw data({ forbidden: result.status === 403 }, { status: result.status || 502 });
  return result.data;
}

/** A failed call, as the page's action returns it: the API's message and field errors. */
export const actionFailure = (
  intent: string,
  result: {
    error: string | null;
    errors?: ReadonlyArray<{ field: string; message: string }>;
    status: number;
  },
  extra: Record<string, string> = {},
) =>
  data(
    { ok: false as const, intent, error: result.error ?? '', errors: result.errors ?? [], ...extra },
    { status: result.status === 403 || result.status === 409 || result.status === 404 ? result.status : 422 },
  );
