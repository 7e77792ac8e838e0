import { brasserieDuChnord } from './brasserie-du-chnord.js';
import { collecteDesVides } from './collecte-des-vides.js';
import { consigneVsRecyclage } from './consigne-vs-recyclage.js';
import { lavageDesBouteilles } from './lavage-des-bouteilles.js';
import { limonadeSureau } from './limonade-sureau.js';
import type { SeedBlogPost } from './types.js';
import { zeroDechetCuisine } from './zero-dechet-cuisine.js';

export type { SeedBlogPost, SeedBlogText } from './types.js';

/** The blog articles of the demo shop, newest first. */
export const blogPosts: SeedBlogPost[] = [
  consigneVsRecyclage,
  collecteDesVides,
  lavageDesBouteilles,
  limonadeSureau,
  brasserieDuChnord,
  zeroDechetCuisine,
];
