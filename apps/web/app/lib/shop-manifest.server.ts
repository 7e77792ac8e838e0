import type { EntryContext } from 'react-router';
import { BACK_OFFICE_LAYOUT_ID } from '../admin-pages';
import { SHOP_MANIFEST_URL_PLACEHOLDER } from './shop-manifest';

// The build writes the storefront manifest's URL over this string (vite.config.ts, storefrontManifest()).
const SHOP_MANIFEST_URL: string = SHOP_MANIFEST_URL_PLACEHOLDER;

/**
 * The context a document renders with (ADR 0034): a back-office page keeps React Router's whole
 * manifest (its nav's links preload the next page's chunks, which that manifest lists, and it matches
 * the back-office's routes in the browser); any other page, the storefront's. Before the build has
 * written the URL in (unit tests), every page keeps the whole manifest.
 */
export function withShopManifest(context: EntryContext, shopManifestUrl = SHOP_MANIFEST_URL): EntryContext {
  if (!shopManifestUrl.startsWith('/')) return context;
  const backOffice = context.staticHandlerContext.matches.some(
    (match) => match.route.id === BACK_OFFICE_LAYOUT_ID,
  );
  return backOffice ? context : { ...context, manifest: { ...context.manifest, url: shopManifestUrl } };
}
