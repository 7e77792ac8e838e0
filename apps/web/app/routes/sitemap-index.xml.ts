import { LOCALES } from '@consigne/domain';
import type { Route } from './+types/sitemap-index.xml';
import { originOf } from '../lib/origin';

/** The sitemap index: one sitemap per locale. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = originOf(request);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...LOCALES.map((l) => `  <sitemap><loc>${origin}/${l}/sitemap.xml</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
