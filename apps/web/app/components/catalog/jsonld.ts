import type { ProductWarehouseDto } from '@consigne/api-client';

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** schema.org Product with its Offer (price incl. VAT, EUR, stock), for rich results. */
export function productJsonLd(entry: ProductWarehouseDto, origin: string, pageUrl: string) {
  const { product } = entry;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.volumeTranslated ? `${entry.name} ${product.volumeTranslated}` : entry.name,
    description: product.description,
    image: absolute(origin, product.image1),
    sku: String(entry.id),
    category: product.category.name,
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: entry.price.toFixed(2),
      priceCurrency: 'EUR',
      availability: entry.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** JSON for a <script> element: '<' escaped so a text can never close the script. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
