import { LOCALES } from '@consigne/domain';
import type { Route } from './+types/sitemap-index.xml';

/** The sitemap index: one sitemap per locale. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.publicUrl;
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
