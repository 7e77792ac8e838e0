import { fromApiLocale, parseId } from '@consigne/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TtlCache } from '../../lib/cache.js';
import { ApiError } from '../../lib/errors.js';
import { searchExpander } from '../search/index.js';
import { resolveWarehouse } from '../warehouses/index.js';
import { categoryBySlug, categoryImage, categoryTree, listTags } from './categories.js';
import { sectionKinds } from './sections.js';
import { crossSell, productBySlug, productImage, productPhotoBytes } from './service.js';
import { endpoints } from '@consigne/contract';
import { asBuilt, route } from '../../lib/route.js';

export const catalogRoutes: FastifyPluginAsyncZod<{
  defaultWarehouseKey: string;
  cacheSeconds: number;
}> = async (app, { defaultWarehouseKey, cacheSeconds }) => {
  // Catalogue reads are the same for everybody shopping in one warehouse and language: keep them
  // briefly (PGlite answers one query at a time), and let a CDN keep guests' answers too.
  const cache = new TtlCache<unknown>(cacheSeconds * 1000, 2000);
  // A back-office change on any instance empties it at once (lib/invalidation.ts).
  app.onInvalidate('catalog', () => cache.clear());
  // A search runs through the synonyms staff keep (search module), cleared with the cache above.
  const expand = searchExpander(app);
  // What a section's slug names (a category, a Rayon or both), kept and cleared the same way.
  const sectionKindOf = sectionKinds(app);
  const cached = <T>(key: unknown[], compute: () => Promise<T>) =>
    cache.get(JSON.stringify(key), compute) as Promise<T>;
  /**
   * A guest's warehouse (explicit id or the default) is kept a minute, whatever the catalogue cache's
   * setting: a handful of keys, of which the listings use the id and the country, which no screen
   * edits — so an uncached listing pays for its answer, not for finding its warehouse again. A
   * customer's follows their zone, read each time.
   */
  const guestWarehouses = new TtlCache<Awaited<ReturnType<typeof resolveWarehouse>>>(60_000, 100);
  const warehouseOf = (request: { query: { warehouseId?: number }; userId: number | null }) =>
    request.userId === null
      ? guestWarehouses.get(String(request.query.warehouseId ?? `key:${defaultWarehouseKey}`), () =>
          resolveWarehouse(app.db, {
            warehouseId: request.query.warehouseId,
            userId: null,
            defaultKey: defaultWarehouseKey,
          }),
        )
      : resolveWarehouse(app.db, {
          warehouseId: request.query.warehouseId,
          userId: request.userId,
          defaultKey: defaultWarehouseKey,
        });
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200 && !reply.hasHeader('cache-control')) {
      reply.header(
        'cache-control',
        request.userId === null ? `public, max-age=0, s-maxage=${cacheSeconds}` : 'private, no-store',
      );
    }
  });

  route(
    app,
    endpoints.listProducts,
    {
      preHandler: app.optionalAuth,
      // Built by crossSell in the contract's shape (catalog.test.ts checks answers against the schema).
      serializerCompiler: asBuilt,
    },
    async (request) => {
      const warehouse = await warehouseOf(request);
      const { search, section } = request.query;
      return cached(['cross-sell', warehouse.id, request.locale, request.query], async () => {
        const [expandedSearch, sectionKind] = await Promise.all([
          search ? expand(search, fromApiLocale(request.locale)) : undefined,
          section ? sectionKindOf(section) : undefined,
        ]);
        return crossSell(
          app.db,
          { ...request.query, expandedSearch, sectionKind },
          warehouse,
          request.locale,
        );
      });
    },
  );

  route(
    app,
    endpoints.listCategories,
    {
      preHandler: app.optionalAuth,
      // Built by categoryTree in the contract's shape (categories.test.ts checks it against the schema).
      serializerCompiler: asBuilt,
    },
    async (request) => {
      const { id } = await warehouseOf(request);
      return cached(['categories', id, request.locale], () => categoryTree(app.db, id, request.locale));
    },
  );

  route(
    app,
    endpoints.getCategory,
    {
      preHandler: app.optionalAuth,
    },
    async (request) => {
      const { id } = await warehouseOf(request);
      const found = await cached(['category', id, request.locale, request.params.slug], () =>
        categoryBySlug(app.db, request.params.slug, id, request.locale),
      );
      if (!found) throw new ApiError(404, 'notFound');
      return found;
    },
  );

  route(app, endpoints.listTags, async (request) =>
    cached(['tags', request.locale], () => listTags(app.db, request.locale)),
  );

  route(
    app,
    endpoints.getProduct,
    {
      preHandler: app.optionalAuth,
    },
    async (request) => {
      const warehouse = await warehouseOf(request);
      const found = await cached(['product', warehouse.id, request.locale, request.params.slug], () =>
        productBySlug(app.db, request.params.slug, warehouse, request.locale),
      );
      if (!found) throw new ApiError(404, 'notFound');
      return found;
    },
  );

  route(app, endpoints.getCategoryImage, async (request, reply) => {
    const svg = await categoryImage(app.db, request.params.file.replace(/\.svg$/, ''));
    if (!svg) throw new ApiError(404, 'notFound');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
      .send(svg);
  });

  route(app, endpoints.getProductImage, async (request, reply) => {
    const { file } = request.params;
    const [, photoProduct, photoId, photoThumb] = /^(\d+)-(\d+)(-thumb150)?\.webp$/.exec(file) ?? [];
    if (photoProduct && photoId) {
      const [productId, id] = [parseId(photoProduct), parseId(photoId)];
      const bytes = productId && id && (await productPhotoBytes(app.db, productId, id, Boolean(photoThumb)));
      if (!bytes) throw new ApiError(404, 'notFound');
      // The photo's id is in its URL: a replaced photo is another URL, so this one never changes.
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    }
    const [, id, thumb] = /^(\d+)(-thumb150)?\.svg$/.exec(file) ?? [];
    const productId = parseId(id ?? '');
    const svg = productId && (await productImage(app.db, productId, thumb ? 'thumb150' : 'image1'));
    if (!svg) throw new ApiError(404, 'notFound');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
      .send(svg);
  });
};
