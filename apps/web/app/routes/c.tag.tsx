import { useLoaderData } from 'react-router';
import type { Route } from './+types/c.tag';
import { CategoryListing } from '../components/catalog/CategoryListing';
import { loadCategoryListing } from '../components/catalog/category-listing.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';

/** c/{slug}/t/{tag}: a Rayon or category filtered by a tag; the tag's chip is active. */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['warehouse'], args);
  return loadCategoryListing(args.request, args.context, args.params.slug, args.params.tag);
}

export const handle: PageHandle = { header: 'yellow' };

export default function CategoryTagPage() {
  return <CategoryListing {...useLoaderData<typeof loader>()} />;
}
