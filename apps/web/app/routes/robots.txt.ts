import { LOCALES } from '@consigne/domain';
import type { Route } from './+types/robots.txt';

/** robots.txt: everything public is crawlable except the API, account and cart pages; sitemaps per locale. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.publicUrl;
  const privatePaths = [
    '/api/',
    '/admin',
    ...LOCALES.flatMap((l) => [`/${l}/mon-compte`, `/${l}/cart`, `/${l}/login`]),
  ];
  const body = [
    'User-agent: *',
    ...privatePaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
