import type { EntryContext } from 'react-router';

/**
 * The storefront's route manifest (ADR 0034). With route discovery `initial`, every document imports
 * React Router's manifest of all routes, and the back-office's 40 routes, each listing the chunks it
 * imports, were a third of it on every storefront page. The build writes a second manifest for the
 * storefront: the same routes with the same ids and paths (a URL matches the same route with either),
 * but each back-office route's code is the door (app/admin-door.ts), which turns a navigation into
 * /admin into a document load. Documents of the back-office get React Router's whole manifest.
 */

type Manifest = EntryContext['manifest'];
type ManifestRoute = NonNullable<Manifest['routes'][string]>;

/**
 * A back-office route as the storefront's manifest lists it: where it matches, and the door as its code.
 * The flags a route does not have are left out (React Router reads a missing one as false).
 */
type DoorRoute = Pick<ManifestRoute, 'id' | 'parentId' | 'path' | 'index' | 'caseSensitive' | 'module'> & {
  hasLoader?: true;
  hasClientLoader?: true;
};

/** The storefront's manifest: React Router's, without the back-office's code. */
export type ShopManifest = Omit<Manifest, 'routes' | 'url'> & {
  routes: Record<string, ManifestRoute | DoorRoute>;
};

/** Written over by the build (vite.config.ts, shopManifest()) with the storefront manifest's URL. */
export const SHOP_MANIFEST_URL_PLACEHOLDER = '__consigne_shop_manifest_url__';

/** The ids of the back-office's layout and of every route under it. */
function backOfficeRouteIds(routes: Manifest['routes'], layoutId: string): Set<string> {
  const ids = new Set<string>();
  for (const [id, first] of Object.entries(routes)) {
    for (let route = first; route; route = route.parentId ? routes[route.parentId] : undefined) {
      if (route.id === layoutId) {
        ids.add(id);
        break;
      }
    }
  }
  return ids;
}

/**
 * The storefront's manifest from React Router's (build time): the routes under `layoutId` (the
 * back-office's layout, admin-pages.ts) get `doorModule` (the door's URL) as their code. The routes keep
 * their order: React Router ranks matching routes of equal score by it.
 */
export function shopManifest(
  manifest: Omit<Manifest, 'url'>,
  layoutId: string,
  doorModule: string,
): ShopManifest {
  const backOffice = backOfficeRouteIds(manifest.routes, layoutId);
  if (!backOffice.has(layoutId)) throw new Error(`no route ${layoutId} in the manifest`);
  const routes: ShopManifest['routes'] = {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (!route) continue;
    if (!backOffice.has(id)) {
      routes[id] = route;
      continue;
    }
    const { parentId, path, index, caseSensitive } = route;
    // Only the layout runs the door: one document load, whichever page below is asked for. It says it
    // has a server loader too (the door never calls it): React Router then asks the server for the
    // data of the routes that need it only (the root, when the section changes) rather than for every
    // route the server matches, the back-office page's own data that the document load asks again.
    routes[id] = {
      id,
      parentId,
      path,
      index,
      caseSensitive,
      module: doorModule,
      ...(id === layoutId ? { hasLoader: true as const, hasClientLoader: true as const } : {}),
    };
  }
  return { ...manifest, routes };
}
