import type { Db } from '../client.js';
import { redirects } from '../schema/index.js';
import { LOCALES } from '@consigne/domain';

/** Old and short paths the shop has printed on flyers and vans, in every locale. */
const PATHS: Array<[from: string, to: string]> = [
  ['/zones-de-livraison', '/nos-zones-de-livraison'],
  ['/notre-histoire', '/page/lhistoire-du-fourgon'],
  ['/pros', '/page/boissons-produits-consignes-pour-professionnels'],
  ['/cgv', '/page/conditions-generales-de-vente-du-fourgon'],
];

/** Absolute targets leave the shop: a full page navigation. */
const EXTERNAL: Array<[from: string, to: string]> = [['/recrutement', 'https://jobs.consigne.app']];

export async function seedRedirects(db: Db): Promise<void> {
  const rows = LOCALES.flatMap((locale) => [
    ...PATHS.map(([from, to]) => ({ path: `/${locale}${from}`, target: `/${locale}${to}`, status: 301 })),
    ...EXTERNAL.map(([from, to]) => ({ path: `/${locale}${from}`, target: to, status: 302 })),
  ]);
  await db.insert(redirects).values(rows).onConflictDoNothing();
}
