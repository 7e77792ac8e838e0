/**
 * Seed editorial pages (page/{slug}), in the order of the list endpoint: the configured keys
 * first, then the linked pages without a key. One small file per page.
 */
import { cgv } from './cgv.js';
import { commitments } from './commitments.js';
import { concept } from './concept.js';
import { cookies } from './cookies.js';
import { data } from './data.js';
import { legalNotice } from './legal-notice.js';
import { producerBlonde } from './producer-blonde.js';
import { products } from './products.js';
import { professionals } from './professionals.js';
import { story } from './story.js';
import { tapRental } from './tap-rental.js';
import type { SeedContentPage } from './types.js';
import { who } from './who.js';

export type { SeedContentPage, SeedPageText } from './types.js';

export const contentPages: SeedContentPage[] = [
  concept,
  commitments,
  tapRental,
  professionals,
  who,
  products,
  cgv,
  data,
  cookies,
  legalNotice,
  story,
  producerBlonde,
];
