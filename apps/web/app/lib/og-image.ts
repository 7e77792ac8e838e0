/** The size social networks show a link's picture at (1.91:1), in pixels. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/**
 * `/og/<kind>/<file>.png` of the API's images a page may share: a product's (its packshot, SVG, or
 * photo, WebP) and an article's cover (SVG).
 */
export const OG_SOURCE = /^(products|blog)\/([a-z0-9-]{1,200}\.(?:svg|webp))\.png$/;

/**
 * The og:image of a page whose picture is one of the API's images (`/api/media/…`): the address of
 * its PNG rendition (routes/og-image.ts), as social networks render neither SVG nor, for some, WebP.
 */
export function ogImagePath(imageUrl: string): string | null {
  const match = /^\/api\/media\/(products|blog)\/([^/?#]+)$/.exec(imageUrl);
  const path = match && `${match[1]}/${match[2]}.png`;
  return path && OG_SOURCE.test(path) ? `/og/${path}` : null;
}
