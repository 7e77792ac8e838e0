import type { ApiResult } from '@consigne/api-client';
import { escapeMarkup as escapeXml, type Locale } from '@consigne/domain';
import { data } from 'react-router';
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
/** The largest page each list answers (its `limit`'s maximum in the contract). */
const PRODUCT_PAGE_SIZE = 100;
const BLOG_PAGE_SIZE = 50;

/**
 * A list's data, or a 503: a sitemap with a list missing would tell crawlers those pages are gone,
 * so a failed call fails the whole file (crawlers come back later), and says why in the log.
 */
function required<T>(result: ApiResult<T>, what: string): T {
  if (result.error === null) return result.data;
  console.error(`sitemap: ${what} answered ${result.status} (${result.error})`);
  throw data(null, { status: 503, headers: { 'Retry-After': '300' } });
}

/** Every item of a paged list: the first page gives the count, the others are asked for at once. */
async function everyPage<P extends { count: number }, T>(
  what: string,
  pageSize: number,
  fetchPage: (page: number) => Promise<ApiResult<P>>,
  itemsOf: (page: P) => T[],
): Promise<T[]> {
  const first = required(await fetchPage(1), `${what}, page 1`);
  const pages = Math.ceil(first.count / pageSize);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, async (_, i) =>
      required(await fetchPage(i + 2), `${what}, page ${i + 2}`),
    ),
  );
  return [first, ...rest].flatMap(itemsOf);
}

/** Every public page of one locale, each with its hreflang alternates (alternate links per locale). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.publicUrl;
  const locale: Locale = detectLocale(request);
  const api = serverApi(request, context);

  const [categories, pages, blog, products] = await Promise.all([
    api.call(routes.listCategories).then((r) => required(r, 'categories')),
    api.call(routes.listPages, { skipAuth: true }).then((r) => required(r, 'pages')),
    everyPage(
      'blog',
      BLOG_PAGE_SIZE,
      (page) => api.call(routes.listBlogPosts, { query: { limit: BLOG_PAGE_SIZE, page }, skipAuth: true }),
      (page) => page.posts,
    ),
    everyPage(
      'products',
      PRODUCT_PAGE_SIZE,
      (page) => api.call(routes.listProducts, { query: { limit: PRODUCT_PAGE_SIZE, sort: 'name', page } }),
      (page) => page.products,
    ),
  ]);

  const paths = [
    ...STATIC_PATHS,
    ...categories.flatMap((m) => [`/c/${m.slug}`, ...m.categories.map((c) => `/c/${m.slug}/${c.slug}`)]),
    ...products.map((p) => `/p/${p.slug}`),
    ...pages.map((p) => `/page/${p.slug}`),
    ...blog.map((p) => `/blog/${p.slug}`),
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
