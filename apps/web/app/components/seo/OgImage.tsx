import { OG_IMAGE, ogImagePath } from '../../lib/og-image';

/**
 * A page's og:image: the PNG rendition of its picture (social networks render no SVG), with its size,
 * so a network lays the card out before fetching it, and its text for those who cannot see it.
 */
export function OgImage({ origin, image, alt }: { origin: string; image: string; alt: string }) {
  const png = ogImagePath(image);
  if (!png) return <meta property="og:image" content={`${origin}${image}`} />;
  return (
    <>
      <meta property="og:image" content={`${origin}${png}`} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={alt} />
    </>
  );
}
