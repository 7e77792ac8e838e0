import type { ClientLoaderFunctionArgs } from 'react-router';

/**
 * The back-office's door in the storefront's route manifest (lib/shop-manifest.server.ts). A storefront
 * page carries the manifest without the back-office's code: each /admin route is there with its path, so
 * that a URL matches the same route as with the whole manifest, and with this module as its code. A
 * client-side navigation into /admin (a staff member's login redirect, a link) lands here and becomes a
 * document load, whose page carries the whole manifest.
 *
 * No runtime import: the build emits this module as a chunk of its own, and an import could move shared
 * code between the storefront's first-load chunks.
 */
export function clientLoader({ request }: ClientLoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  // The server never gives an /admin document this manifest; should it ever, reloading would loop.
  if (url.href === window.location.href) return null;
  // React Router's redirectDocument(), written out (see above): the router loads the URL as a document,
  // pushing or replacing the history entry as the navigation would have.
  return new Response(null, {
    status: 302,
    headers: { Location: url.pathname + url.search + url.hash, 'X-Remix-Reload-Document': 'true' },
  });
}
