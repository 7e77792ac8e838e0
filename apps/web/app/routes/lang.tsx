import { isLocale } from '@consigne/domain';
import { data, Outlet, redirect } from 'react-router';
import type { Route } from './+types/lang';
import { detectLocale, localizedPath } from '../lib/locale';

/** First segments of the shop's pages: typed without a prefix, they are sent to the shopper's locale. */
const PAGES = new Set([
  'welcome',
  'login',
  'reset-password',
  'zones',
  'nos-zones-de-livraison',
  '1ere-fois',
  'blog',
  'categories',
  'produits',
  'p',
  'c',
  'demo-products',
  'page',
  'inscription',
  'cart',
  'mes-favoris',
  'favoris',
  'mon-compte',
  'mon-impact-perso',
  'mes-factures',
  'mes-parrainages',
  'mes-informations',
  'consignes-cagnotte',
  'livreur',
  'mes-adresses',
  'mes-commandes',
  'commande',
]);

/**
 * The locale segment's validate rule: anything else is a fatal 404 'Page Not Found: {path}'.
 * Known pages without a prefix are redirected instead (a server-supplied redirect). The target is
 * the shopper's own (their locale cookie, else their browser's language): a temporary redirect that
 * says what it depends on, so neither a browser nor a shared cache keeps one shopper's choice for all.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (isLocale(params.lang)) return null;
  const url = new URL(request.url);
  if (PAGES.has(params.lang))
    throw redirect(`${localizedPath(url.pathname, detectLocale(request))}${url.search}`, {
      status: 302,
      headers: { Vary: 'Cookie, Accept-Language' },
    });
  throw data(`Page Not Found: ${url.pathname}`, { status: 404 });
}

export default function LocaleRoot() {
  return <Outlet />;
}
