import type { RouteConfigEntry } from '@react-router/dev/routes';
import fc from 'fast-check';
import { matchRoutes, type EntryContext, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_LAYOUT_ID } from '../admin-pages';
import routeConfig from '../routes';
import { shopManifest } from './shop-manifest';
import { withShopManifest } from './shop-manifest.server';

type Manifest = EntryContext['manifest'];
type ManifestRoutes = Manifest['routes'];

const DOOR = '/assets/admin-door-abc.js';

/** The manifest React Router builds from app/routes.ts (ids as it names them), each route with code. */
function manifestOf(entries: RouteConfigEntry[]): Omit<Manifest, 'url'> {
  const routes: ManifestRoutes = {};
  const add = (entry: RouteConfigEntry | { id: string; file: string; path: string }, parentId?: string) => {
    const id = entry.id ?? entry.file.replace(/\.[^.]+$/, '');
    routes[id] = {
      id,
      parentId,
      path: entry.path,
      index: 'index' in entry ? entry.index : undefined,
      caseSensitive: 'caseSensitive' in entry ? entry.caseSensitive : undefined,
      hasAction: false,
      hasLoader: true,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: false,
      module: `/assets/${id}.js`,
      imports: [`/assets/${id}-chunk.js`],
      css: [],
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    };
    for (const child of ('children' in entry ? entry.children : undefined) ?? []) add(child, id);
  };
  add({ id: 'root', file: 'root.tsx', path: '' });
  for (const entry of entries) add(entry, 'root');
  return { entry: { module: '/assets/entry.client.js', imports: [] }, routes, version: 'abc' };
}

/** The browser's route tree from a manifest, as React Router builds it (ids, paths, nesting, order). */
function routeTree(
  routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean } | undefined>,
) {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .flatMap((route) => (route && route.parentId === parentId ? [route] : []))
      .map((route) =>
        route.index
          ? { id: route.id, index: true }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

const matchedIds = (tree: RouteObject[], url: string) =>
  (matchRoutes(tree, url) ?? []).map((match) => match.route.id);

const full = manifestOf(routeConfig);
const shop = shopManifest(full, BACK_OFFICE_LAYOUT_ID, DOOR);
const backOfficeIds = Object.values(full.routes)
  .filter((route) => route?.parentId === BACK_OFFICE_LAYOUT_ID)
  .map((route) => route!.id);

describe("the storefront's route manifest", () => {
  it("keeps every storefront route as React Router wrote it, and lists none of the back-office's chunks", () => {
    expect(backOfficeIds.length).toBeGreaterThan(30);
    expect(Object.keys(shop.routes)).toEqual(Object.keys(full.routes));
    for (const [id, route] of Object.entries(full.routes)) {
      const listed = shop.routes[id];
      if (id === BACK_OFFICE_LAYOUT_ID || backOfficeIds.includes(id)) {
        expect(listed).toEqual({
          id,
          parentId: route?.parentId,
          path: route?.path,
          index: route?.index,
          caseSensitive: route?.caseSensitive,
          module: DOOR,
          ...(id === BACK_OFFICE_LAYOUT_ID ? { hasLoader: true, hasClientLoader: true } : {}),
        });
      } else expect(listed).toBe(route);
    }
    expect(JSON.stringify(shop)).not.toMatch(/admin[^"]*-chunk\.js/);
  });

  it('matches every URL to the same routes as the whole manifest: back-office URLs to the door', () => {
    const fullTree = routeTree(full.routes);
    const shopTree = routeTree(shop.routes);
    // The back-office's paths reuse the storefront's words (/admin/produits against /:lang/produits).
    const urls = [
      '/admin',
      '/admin/produits',
      '/admin/produits/nouveau',
      '/admin/produits/12',
      '/admin/commandes/5',
      '/admin/export/commandes',
      '/ADMIN/Produits',
      '/admin/nimporte-quoi',
      '/fr/produits',
      '/fr/p/biere',
      '/fr/admin',
      '/',
    ];
    for (const url of urls) expect(matchedIds(shopTree, url), url).toEqual(matchedIds(fullTree, url));
    expect(matchedIds(shopTree, '/admin/produits')).toContain('routes/admin.produits');

    const segment = fc.constantFrom(
      'admin',
      'fr',
      'produits',
      'commandes',
      'p',
      'c',
      't',
      'nouveau',
      '12',
      'export',
      'creneaux',
      'verts',
      'blog',
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const url = `/${segments.join('/')}`;
        expect(matchedIds(shopTree, url)).toEqual(matchedIds(fullTree, url));
      }),
    );
  });

  it('gives a back-office document the whole manifest and any other the storefront one', () => {
    const context = (ids: string[]) =>
      ({
        manifest: { ...full, url: '/assets/manifest-abc.js' },
        staticHandlerContext: { matches: ids.map((id) => ({ route: { id } })) },
      }) as unknown as EntryContext;
    const url = '/assets/shop-manifest-def.js';
    const admin = context(['root', BACK_OFFICE_LAYOUT_ID, 'routes/admin._index']);
    expect(withShopManifest(admin, url)).toBe(admin);
    const listing = context(['root', 'routes/lang', 'routes/produits']);
    expect(withShopManifest(listing, url).manifest.url).toBe(url);
    expect(withShopManifest(listing, url).manifest.routes).toBe(listing.manifest.routes);
    // Before the build writes the URL in, nothing changes.
    expect(withShopManifest(listing)).toBe(listing);
  });
});
