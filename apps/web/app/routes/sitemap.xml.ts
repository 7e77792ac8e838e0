import type { Locale } from '@consigne/domain';
import type { Route } from './+types/sitemap.xml';
import { serverApi } from '../lib/api.server';
import { alternates, detectLocale } from '../lib/locale';
import * as routes from '@consigne/contract/routes';

const STATIC_PATHS = [
  '',
  '/welcome',
  '/categories',
  '/produits',
  '/nos-zones-de-livraison',
  '/1ere-fois',
  '/blog',
];
const PAGE_SIZE = 100;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every public page of one locale, each with its hreflang alternates (alternate links per locale). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.publicUrl;
  const locale: Locale = detectLocale(request);
  const api = serverApi(request, context);

  const [categories, pages, blog, first] = await Promise.all([
    api.call(routes.listCategories),
    api.call(routes.listPages, { skipAuth: true }),
    api.call(routes.listBlogPosts, {
      query: { limit: 100 },
      skipAuth: true,
    }),
    api.call(routes.listProducts, { query: { limit: PAGE_SIZE, sort: 'name' } }),
  ]);
  const productPages = Math.ceil((first.data?.count ?? 0) / PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, productPages - 1) }, (_, i) =>
      api.call(routes.listProducts, { query: { limit: PAGE_SIZE, sort: 'name', page: i + 2 } }),
    ),
  );
  const products = [first, ...rest].flatMap((r) => r.data?.products ?? []);

  const paths = [
    ...STATIC_PATHS,
    ...(categories.data ?? []).flatMap((m) => [
      `/c/${m.slug}`,
      ...m.categories.map((c) => `/c/${m.slug}/${c.slug}`),
    ]),
    ...products.map((p) => `/p/${p.slug}`),
    ...(pages.data ?? []).map((p) => `/page/${p.slug}`),
    ...(blog.data?.posts ?? []).map((p) => `/blog/${p.slug}`),
  ];
  const entries = paths.map((path) => {
    const links = alternates(origin, `/${locale}${path}`).map(
      (a) => `    <xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(a.href)}"/>`,
    );
    return [
      '  <url>',
      `    <loc>${escapeXml(`${origin}/${locale}${path}`)}</loc>`,
      ...links,
      '  </url>',
    ].join('\n');
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
