import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiLocale } from '@consigne/domain';
import { ApiError } from '../../lib/errors.js';

import { getPage, getPromoBar, listPages } from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

/** Editorial pages (page/{slug}), in the request locale. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The promo bar is on every home page: read once per locale, until the back-office changes it (any instance).
  const promoBars = new Map<ApiLocale, Promise<Awaited<ReturnType<typeof getPromoBar>>>>();
  app.onInvalidate('content', () => promoBars.clear());
  const cachedPromoBar = (locale: ApiLocale) => {
    let bar = promoBars.get(locale);
    if (!bar) {
      bar = getPromoBar(app.db, locale);
      promoBars.set(locale, bar);
      bar.catch(() => promoBars.delete(locale));
    }
    return bar;
  };
  route(app, endpoints.getPromoBar, async (request) => {
    const bar = await cachedPromoBar(request.locale);
    if (!bar) throw new ApiError(404, 'notFound');
    return bar;
  });
  route(app, endpoints.listPages, async (request) => listPages(app.db, request.locale));
  route(app, endpoints.getPage, async (request) => getPage(app.db, request.params.slug, request.locale));
};
