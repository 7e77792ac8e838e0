import sharp from 'sharp';
import { data } from 'react-router';
import type { Route } from './+types/og-image';
import { loopbackFetch } from '../lib/loopback-fetch.server';
import { OG_IMAGE, OG_SOURCE } from '../lib/og-image';

/**
 * `/og/<kind>/<file>.png`: the API's image drawn on the page size social networks use — a product
 * whole on white, an article's cover filling the frame. Built from the API's own image on each miss;
 * the answer is cached a day, as the image is.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const match = OG_SOURCE.exec(new URL(request.url).pathname.replace(/^\/og\//, ''));
  if (!match) throw data(null, { status: 404 });
  const [, kind, file] = match;
  const fetchImpl = context.apiFetch ?? loopbackFetch;
  const source = await fetchImpl(`${context.apiBaseUrl.replace(/\/$/, '')}/api/media/${kind}/${file}`, {
    headers: context.apiHeaders,
  });
  if (source.status === 404) throw data(null, { status: 404 });
  if (!source.ok) {
    console.error(`og image: /api/media/${kind}/${file} answered ${source.status}`);
    throw data(null, { status: 503, headers: { 'Retry-After': '60' } });
  }
  const png = await render(Buffer.from(await source.arrayBuffer()), kind === 'blog' ? 'cover' : 'contain');
  if (!png) {
    console.error(`og image: /api/media/${kind}/${file} could not be drawn`);
    throw data(null, { status: 404 });
  }
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}

/**
 * The PNG, or null when the source is not an image sharp can draw within its pixel budget: an SVG
 * declaring a huge canvas would otherwise be rasterised at 300 dpi before the resize.
 */
async function render(source: Buffer, fit: 'cover' | 'contain'): Promise<Buffer | null> {
  try {
    return await sharp(source, { density: 300, limitInputPixels: MAX_SOURCE_PIXELS })
      .resize({ ...OG_IMAGE, fit, background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** Far above a packshot drawn at 300 dpi (about 2,500 × 3,500), far below what would exhaust memory. */
const MAX_SOURCE_PIXELS = 40_000_000;
