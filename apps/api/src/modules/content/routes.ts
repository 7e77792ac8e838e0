import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiLocale } from '@consigne/domain';
import {
  contentPageParams,
  contentPageSchema,
  contentPageSummarySchema,
  promoBarSchema,
} from '@consigne/contract';
import { ApiError } from '../../lib/errors.js';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { getPage, getPromoBar, listPages } from './service.js';

/** Editorial pages of spec §2 (page/{slug}), in the request locale. */
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
  app.get(
    '/promo-bar',
    {
      schema: {
        tags: ['content'],
        summary: "The home's promo bar in the request locale (spec §2: three text fragments)",
        querystring: localeQuery,
        response: { 200: promoBarSchema, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const bar = await cachedPromoBar(request.locale);
      if (!bar) throw new ApiError(404, 'notFound');
      return bar;
    },
  );
  app.get(
    '/pages',
    {
      schema: {
        tags: ['content'],
        summary: 'Editorial pages (title and summary) in the request locale',
        querystring: localeQuery,
        response: { 200: contentPageSummarySchema.array(), 400: errorEnvelope },
      },
    },
    async (request) => listPages(app.db, request.locale),
  );
  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One editorial page by slug or configuration key, body in Markdown',
        params: contentPageParams,
        querystring: localeQuery,
        response: { 200: contentPageSchema, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => getPage(app.db, request.params.slug, request.locale),
  );
};
