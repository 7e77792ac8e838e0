import { LOCALES } from '@consigne/domain';
import type { Route } from './+types/robots.txt';

/**
 * The API's images (products, Rayons, articles' covers: /api/media/…), which pages and their og:image
 * and JSON-LD point to: crawlers must be able to fetch them. The longest matching rule wins (RFC 9309),
 * so this Allow beats the API's Disallow.
 */
const MEDIA_PATH = '/api/media/';

/**
 * robots.txt: everything public is crawlable except the API's data, account and cart pages (the
 * API's images are); sitemaps per locale.
 */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.publicUrl;
  const privatePaths = [
    '/api/',
    '/admin',
    ...LOCALES.flatMap((l) => [`/${l}/mon-compte`, `/${l}/cart`, `/${l}/login`]),
  ];
  const body = [
    'User-agent: *',
    `Allow: ${MEDIA_PATH}`,
    ...privatePaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
