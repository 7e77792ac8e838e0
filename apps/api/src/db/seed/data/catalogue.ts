/**
 * Seed catalogue: tags, rayons (category masters with their categories) and products.
 * The data lives in small files under `./catalogue/`; this module stitches them together.
 */
import type { SeedProduct } from './types.js';
import { products as alcools } from './catalogue/products-alcools.js';
import { products as bieres } from './catalogue/products-bieres.js';
import { products as boissonsChaudes } from './catalogue/products-boissons-chaudes.js';
import { products as eaux } from './catalogue/products-eaux.js';
import { products as epicerie } from './catalogue/products-epicerie.js';
import { products as frais } from './catalogue/products-frais.js';
import { products as jus } from './catalogue/products-jus.js';
import { products as maison } from './catalogue/products-maison.js';
import { products as sodas } from './catalogue/products-sodas.js';
import { products as vins } from './catalogue/products-vins.js';

export { tags } from './catalogue/tags.js';
export { categoryMasters } from './catalogue/rayons.js';

export const products: SeedProduct[] = [
  ...eaux,
  ...jus,
  ...sodas,
  ...bieres,
  ...vins,
  ...alcools,
  ...frais,
  ...epicerie,
  ...boissonsChaudes,
  ...maison,
];
