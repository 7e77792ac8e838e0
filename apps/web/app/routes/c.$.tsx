import { redirect, useLoaderData } from 'react-router';
import type { Route } from './+types/c.$';
import { CategoryListing } from '../components/catalog/CategoryListing';
import { loadCategoryListing } from '../components/catalog/category-listing.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';

/**
 * c/{slug, multi-segment}: a Rayon (/fr/c/bieres) or one of its categories
 * (/fr/c/bieres/bieres-blondes); the last segment is the slug. Other spellings of the path are
 * redirected to that one, so each listing has one URL.
 */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['warehouse'], args);
  const { request, context, params } = args;
  const segments = (params['*'] ?? '').split('/').filter(Boolean);
  const slug = segments.at(-1) ?? '';
  const result = await loadCategoryListing(request, context, slug);
  const { category } = result;
  const expected =
    category.kind === 'category' && category.master
      ? `${category.master.slug}/${category.slug}`
      : category.slug;
  if (segments.join('/') !== expected) {
    const url = new URL(request.url);
    const base = url.pathname.slice(0, url.pathname.indexOf('/c/'));
    throw redirect(`${base}/c/${expected}${url.search}`, 301);
  }
  return result;
}

export const handle: PageHandle = { header: 'yellow' };

export default function CategoryPage() {
  return <CategoryListing {...useLoaderData<typeof loader>()} />;
}
