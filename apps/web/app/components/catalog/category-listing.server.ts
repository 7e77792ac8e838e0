import type { TagDto } from '@consigne/api-client';
import { data, redirect, type AppLoadContext } from 'react-router';
import { serverApi } from '../../lib/api.server';
import { cardEntry } from './card';
import { PAGE_SIZE, pageCount, readListingQuery } from './listing';
import { isMissing } from '../../lib/not-found';
import * as routes from '@consigne/contract/routes';

/**
 * Data of a category listing (c/{slug}, c/{slug}/t/{tag}): the Rayon or category with its siblings,
 * one page of its products in the shopper's warehouse, and the tags to filter by. Unknown category,
 * unknown tag or a page past the end: 404.
 */
export async function loadCategoryListing(
  request: Request,
  context: AppLoadContext,
  slug: string,
  tagKey?: string,
) {
  const query = readListingQuery(new URL(request.url).searchParams);
  if (query.page === null) throw data(null, { status: 404 });
  const api = serverApi(request, context);
  const [category, listing, unfiltered, tags] = await Promise.all([
    api.call(routes.getCategory, { params: { slug } }),
    api.call(routes.listProducts, {
      query: {
        section: slug,
        tag: tagKey,
        page: query.page,
        limit: PAGE_SIZE,
        sort: query.sort,
        direction: query.direction,
      },
    }),
    // The chips offer every tag of the category, not only those left once one is chosen.
    tagKey ? api.call(routes.listProducts, { query: { section: slug, limit: 1 } }) : null,
    tagKey ? api.call(routes.listTags) : null,
  ]);
  if (isMissing(category.status)) await followRenamedSlug(request, context, slug, tagKey);
  if (isMissing(category.status) || listing.status === 400) throw data(null, { status: 404 });
  if (!category.data || !listing.data) throw new Error(category.error ?? listing.error ?? 'catalogue');
  let tag: TagDto | null = null;
  if (tagKey) {
    tag = tags?.data?.find((candidate) => candidate.key === tagKey) ?? null;
    if (!tag) throw data(null, { status: 404 });
  }
  if (query.page > pageCount(listing.data.count)) throw data(null, { status: 404 });
  return {
    category: category.data,
    // The cards' fields only; the listing's facets are read above (tagFilters).
    listing: {
      products: listing.data.products.map(cardEntry),
      count: listing.data.count,
      limit: listing.data.limit,
    },
    tagFilters: (unfiltered?.data ?? listing.data).filters.tags,
    tag,
    page: query.page,
  };
}

/**
 * A Rayon or category whose slug changed in the back-office left a redirect from /{lang}/c/{old slug}
 * (the server-supplied redirects): its old links, however spelled, follow it to the new address.
 */
async function followRenamedSlug(request: Request, context: AppLoadContext, slug: string, tagKey?: string) {
  const url = new URL(request.url);
  const lang = url.pathname.split('/')[1];
  const { data: found } = await serverApi(request, context).call(routes.listRedirects, {
    query: { path: `/${lang}/c/${slug}` },
    skipAuth: true,
  });
  if (found && found.target.startsWith('/'))
    throw redirect(`${found.target}${tagKey ? `/t/${tagKey}` : ''}${url.search}`, found.status);
}

export type CategoryListingData = Awaited<ReturnType<typeof loadCategoryListing>>;
