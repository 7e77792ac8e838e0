import type { ProductWarehouseDto } from '@consigne/api-client';

/**
 * What a product card shows, and what the cart needs to add it as a new line before the server
 * answers (name, images, volume, category master, package type). Listings send only this to the
 * browser: the description, tags and the product's other fields are the product page's.
 */
export type CardEntry = Pick<
  ProductWarehouseDto,
  | 'id'
  | 'name'
  | 'slug'
  | 'price'
  | 'priceHt'
  | 'originalPrice'
  | 'customPricePerUnit'
  | 'pricePerUnitUnit'
  | 'isAvailable'
  | 'maxOrderable'
  | 'discountAntiWastePercent'
> & {
  product: Pick<
    ProductWarehouseDto['product'],
    | 'id'
    | 'name'
    | 'brand'
    | 'image1'
    | 'image1Width'
    | 'image1Height'
    | 'thumb150'
    | 'volumeTranslated'
    | 'isNew'
    | 'alcoholLevel'
    | 'minimumAge'
    | 'bottleDeposit'
    | 'packageType'
  > & {
    category: { id: number; name: string; master: { id: number; name: string; slug: string } };
  };
};

/** A listing's entry trimmed to its card (server side, before the data is serialised). */
export function cardEntry(entry: ProductWarehouseDto): CardEntry {
  const { product } = entry;
  const { category } = product;
  return {
    id: entry.id,
    name: entry.name,
    slug: entry.slug,
    price: entry.price,
    priceHt: entry.priceHt,
    originalPrice: entry.originalPrice,
    customPricePerUnit: entry.customPricePerUnit,
    pricePerUnitUnit: entry.pricePerUnitUnit,
    isAvailable: entry.isAvailable,
    maxOrderable: entry.maxOrderable,
    discountAntiWastePercent: entry.discountAntiWastePercent,
    product: {
      id: product.id,
      name: product.name,
      brand: product.brand,
      image1: product.image1,
      image1Width: product.image1Width,
      image1Height: product.image1Height,
      thumb150: product.thumb150,
      volumeTranslated: product.volumeTranslated,
      isNew: product.isNew,
      alcoholLevel: product.alcoholLevel,
      minimumAge: product.minimumAge,
      bottleDeposit: product.bottleDeposit,
      packageType: product.packageType,
      category: {
        id: category.id,
        name: category.name,
        master: { id: category.master.id, name: category.master.name, slug: category.master.slug },
      },
    },
  };
}
