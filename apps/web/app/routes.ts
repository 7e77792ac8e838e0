import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { BACK_OFFICE_LAYOUT_ID, backOfficePages } from './admin-pages';

/**
 * The route table. Every page lives under a locale prefix (/fr, /es, /be, /nl-BE);
 * the home is also at /. Layouts: default, auth (login, registration), account.
 */
export default [
  layout('layouts/default.tsx', { id: 'root-default-layout' }, [
    index('routes/home.tsx', { id: 'root-home' }),
  ]),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('sitemap.xml', 'routes/sitemap-index.xml.ts'),
  // The PNG rendition of a product's or an article's picture, for og:image (routes/og-image.ts). Static
  // segments, so that /og/blog/<file> outranks the locale's /:lang/blog/:slug.
  route('og/products/:file', 'routes/og-image.ts', { id: 'og-products' }),
  route('og/blog/:file', 'routes/og-image.ts', { id: 'og-blog' }),
  // The framework's floor of bench/render-cost.mjs: a 404 unless the server runs with BENCH_FLOOR=1.
  route('__bench/floor', 'routes/bench-floor.tsx'),
  // The back-office, outside the locale prefixes: staff only, its own layout; its pages are listed in
  // admin-pages.ts, which the nav reads too.
  route(
    'admin',
    'layouts/admin.tsx',
    { id: BACK_OFFICE_LAYOUT_ID },
    backOfficePages().map(({ path, file }) => (path ? route(path, file) : index(file))),
  ),
  route(':lang', 'routes/lang.tsx', [
    layout('layouts/default.tsx', [
      index('routes/home.tsx'),
      route('welcome', 'routes/welcome.tsx'),
      route('page/:slug', 'routes/page.$slug.tsx'),
      route('1ere-fois', 'routes/1ere-fois.tsx'),
      route('blog', 'routes/blog._index.tsx'),
      route('blog/:slug', 'routes/blog.$slug.tsx'),
      route('zones', 'routes/zones.tsx'),
      route('nos-zones-de-livraison', 'routes/nos-zones-de-livraison.tsx'),
      route('categories', 'routes/categories.tsx'),
      route('c/:slug/t/:tag', 'routes/c.tag.tsx'),
      route('c/*', 'routes/c.$.tsx'),
      route('produits/suggestions', 'routes/produits.suggestions.tsx'),
      route('produits', 'routes/produits.tsx'),
      route('p/:slug', 'routes/p.$slug.tsx'),
      route('demo-products', 'routes/demo-products.tsx'),
      route('cart', 'routes/cart.tsx'),
      route('commande', 'routes/commande.tsx'),
      route('commande/confirmation/:orderId', 'routes/commande.confirmation.$orderId.tsx'),
      route('*', 'routes/not-found.tsx'),
    ]),
    layout('layouts/auth.tsx', [
      route('login', 'routes/login.tsx'),
      route('reset-password', 'routes/reset-password.tsx'),
      route('reset-password/nouveau', 'routes/reset-password.nouveau.tsx'),
      route('inscription/step1', 'routes/inscription.step1.tsx'),
      route('inscription/step2', 'routes/inscription.step2.tsx'),
      route('inscription/non-eligible', 'routes/inscription.non-eligible.tsx'),
    ]),
    route('inscription/success', 'routes/inscription.success.tsx'),
    // The delivery's tracking page: the e-mail's signed link, no login, no layout.
    route('suivi/:token', 'routes/suivi.$token.tsx'),
    layout('layouts/account.tsx', [
      route('mon-compte', 'routes/mon-compte.tsx'),
      route('mes-informations', 'routes/mes-informations.tsx'),
      route('mon-compte/newsletter-et-communications', 'routes/mon-compte.newsletter-et-communications.tsx'),
      route('mon-compte/aide', 'routes/mon-compte.aide.tsx'),
      route('mon-compte/mon-creneau-reserve', 'routes/mon-compte.mon-creneau-reserve.tsx'),
      route('mon-compte/remplacements', 'routes/mon-compte.remplacements.tsx'),
      route('mon-compte/entreprise', 'routes/mon-compte.entreprise.tsx'),
      route('mon-compte/mon-panier-habituel', 'routes/mon-compte.mon-panier-habituel.tsx'),
      route('mes-adresses', 'routes/mes-adresses.tsx'),
      route('mes-adresses/editer/:id', 'routes/mes-adresses.editer.$id.tsx'),
      route('mes-adresses/ajouter/step1', 'routes/mes-adresses.ajouter.step1.tsx'),
      route('mes-adresses/ajouter/step2', 'routes/mes-adresses.ajouter.step2.tsx'),
      route('mes-commandes', 'routes/mes-commandes.tsx'),
      route(
        'mon-compte/mes-commandes/order-detail/:id',
        'routes/mon-compte.mes-commandes.order-detail.$id.tsx',
      ),
      route(
        'mon-compte/mes-commandes/order-detail/:id/nouveau-creneau',
        'routes/mon-compte.mes-commandes.order-detail.$id.nouveau-creneau.tsx',
      ),
      route('consignes-cagnotte', 'routes/consignes-cagnotte.tsx'),
      route('mes-factures', 'routes/mes-factures.tsx'),
      route('mon-compte/mon-impact-perso', 'routes/mon-impact-perso.tsx', { id: 'account-impact' }),
      route('mon-impact-perso', 'routes/mon-impact-perso.tsx', { id: 'impact' }),
      route('mes-favoris', 'routes/mes-favoris.tsx'),
      route('favoris', 'routes/favoris.tsx'),
      route('mes-parrainages', 'routes/mes-parrainages.tsx'),
    ]),
    layout('layouts/driver.tsx', [
      route('livreur', 'routes/livreur.tsx'),
      route('livreur/caisse', 'routes/livreur.caisse.tsx'),
    ]),
    route('logout', 'routes/logout.tsx'),
    route('sitemap.xml', 'routes/sitemap.xml.ts'),
  ]),
] satisfies RouteConfig;
