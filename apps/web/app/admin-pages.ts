import type { BackOfficeRole } from '@consigne/domain';
import type { MessageKey } from './i18n';

/*
 * The back-office's pages, registered once: routes.ts builds the /admin routes from this list and the
 * layout's nav (components/admin/nav.ts) its entries. React Router's Vite plugin evaluates routes.ts at
 * build time, so this module stays plain data: type-only imports, nothing from React.
 */

/** One URL of the back-office and the route module that answers it. */
interface BackOfficePage {
  /** The URL under /admin: '' is the dashboard. */
  path: string;
  /** The route module, from app/. */
  file: string;
  /** The catalog key of the page's <title>; none for a download or a preview (no page of their own). */
  title?: MessageKey;
  /** Who may open it, when fewer than its section's readers: its loader sends the others a 403. */
  roles?: readonly BackOfficeRole[];
}

/** An entry of the nav and the pages reached from it; the first page is the one the entry links to. */
export interface BackOfficeSection {
  /** The nav entry's catalog key. */
  label: MessageKey;
  /** Who sees the entry and may open its pages (the API checks again on every call). */
  roles: readonly BackOfficeRole[];
  pages: readonly [BackOfficePage, ...BackOfficePage[]];
}

/**
 * The id of the back-office's layout route, the parent of every page below: the storefront's route
 * manifest stands a door in for its subtree (lib/shop-manifest.server.ts).
 */
export const BACK_OFFICE_LAYOUT_ID = 'admin-layout';

const everyone = ['admin', 'manager'] as const;
const admins = ['admin'] as const;

/**
 * The sections in the nav's order. Managers run their warehouses' entries, prices, stock, slots, orders
 * and picking, and read their figures; the shared catalogue, promotions, content, staff and the audit
 * log are the admins'.
 */
export const BACK_OFFICE: readonly BackOfficeSection[] = [
  {
    label: 'admin.nav.dashboard',
    roles: everyone,
    pages: [
      { path: '', file: 'routes/admin._index.tsx', title: 'admin.title' },
      // Every list's spreadsheet, /admin/export/<list> (each list's loader guards its own).
      { path: 'export/*', file: 'routes/admin.export.$.ts' },
    ],
  },
  {
    label: 'admin.nav.products',
    roles: everyone,
    pages: [
      { path: 'produits', file: 'routes/admin.produits.tsx', title: 'adminCatalog.title' },
      {
        path: 'produits/nouveau',
        file: 'routes/admin.produits.nouveau.tsx',
        title: 'adminCatalog.newTitle',
        roles: admins,
      },
      { path: 'produits/:id', file: 'routes/admin.produits.$id.tsx', title: 'adminCatalog.title' },
    ],
  },
  {
    label: 'admin.nav.stock',
    roles: everyone,
    pages: [
      { path: 'prix-et-stocks', file: 'routes/admin.prix-et-stocks.tsx', title: 'admin.stock.title' },
      { path: 'prix-et-stocks/:id', file: 'routes/admin.prix-et-stocks.$id.tsx', title: 'admin.stock.title' },
    ],
  },
  {
    label: 'admin.nav.orders',
    roles: everyone,
    pages: [
      { path: 'commandes', file: 'routes/admin.commandes.tsx', title: 'adminOrders.title' },
      { path: 'commandes/:id', file: 'routes/admin.commandes.$id.tsx', title: 'adminOrders.detailTitle' },
    ],
  },
  {
    label: 'admin.nav.slots',
    roles: everyone,
    pages: [
      { path: 'creneaux', file: 'routes/admin.creneaux.tsx', title: 'adminSlots.title' },
      { path: 'creneaux/verts', file: 'routes/admin.creneaux.verts.tsx', title: 'adminSlots.green.title' },
    ],
  },
  {
    label: 'admin.nav.slotMarketing',
    roles: everyone,
    pages: [
      {
        path: 'creneaux/operations',
        file: 'routes/admin.creneaux.operations.tsx',
        title: 'admin.slotMarketing.title',
      },
      {
        path: 'creneaux/operations/:id',
        file: 'routes/admin.creneaux.operations.$id.tsx',
        title: 'admin.slotMarketing.title',
      },
    ],
  },
  {
    label: 'admin.nav.picking',
    roles: everyone,
    pages: [
      { path: 'preparation', file: 'routes/admin.preparation.tsx', title: 'adminPicking.title' },
      {
        path: 'preparation/:slotId',
        file: 'routes/admin.preparation.$slotId.tsx',
        title: 'adminPicking.title',
      },
      {
        path: 'preparation/:slotId/manquant/:orderId/:lineId',
        file: 'routes/admin.preparation.$slotId.manquant.tsx',
        title: 'adminPicking.title',
      },
    ],
  },
  {
    label: 'adminRounds.title',
    roles: everyone,
    pages: [{ path: 'tournees', file: 'routes/admin.tournees.tsx', title: 'adminRounds.title' }],
  },
  {
    label: 'adminRoundSettings.title',
    roles: everyone,
    pages: [
      {
        path: 'tournees/reglages',
        file: 'routes/admin.tournees.reglages.tsx',
        title: 'adminRoundSettings.title',
      },
    ],
  },
  {
    label: 'adminRounds.ledger.title',
    roles: everyone,
    pages: [{ path: 'consignes', file: 'routes/admin.consignes.tsx', title: 'adminRounds.ledger.title' }],
  },
  {
    label: 'adminContainers.title',
    roles: everyone,
    pages: [{ path: 'contenants', file: 'routes/admin.contenants.tsx', title: 'adminContainers.title' }],
  },
  {
    label: 'adminCash.title',
    roles: everyone,
    pages: [
      { path: 'caisses', file: 'routes/admin.caisses.tsx', title: 'adminCash.title' },
      { path: 'caisses/:id', file: 'routes/admin.caisses.$id.tsx', title: 'adminCash.detailTitle' },
    ],
  },
  {
    label: 'adminSalesJournal.title',
    roles: everyone,
    pages: [
      {
        path: 'journal-des-ventes',
        file: 'routes/admin.journal-des-ventes.tsx',
        title: 'adminSalesJournal.title',
      },
    ],
  },
  {
    label: 'adminForfeits.title',
    roles: everyone,
    pages: [
      {
        path: 'consignes/non-rendues',
        file: 'routes/admin.consignes.non-rendues.tsx',
        title: 'adminForfeits.title',
      },
    ],
  },
  {
    label: 'admin.nav.customers',
    roles: everyone,
    pages: [
      { path: 'clients', file: 'routes/admin.clients.tsx', title: 'adminOrders.customersTitle' },
      { path: 'clients/:id', file: 'routes/admin.clients.$id.tsx', title: 'adminOrders.customerTitle' },
      // The data export of a customer (their right of access) is the admins'.
      { path: 'clients/:id/export', file: 'routes/admin.clients.$id.export.ts', roles: admins },
    ],
  },
  {
    label: 'adminBoard.leadsTitle',
    roles: everyone,
    pages: [
      {
        path: 'demandes-hors-zone',
        file: 'routes/admin.demandes-hors-zone.tsx',
        title: 'adminBoard.leadsTitle',
      },
    ],
  },
  {
    label: 'adminFigures.title',
    roles: everyone,
    pages: [{ path: 'chiffres', file: 'routes/admin.chiffres.tsx', title: 'adminFigures.title' }],
  },
  {
    label: 'adminAccounting.title',
    roles: everyone,
    pages: [{ path: 'comptabilite', file: 'routes/admin.comptabilite.tsx', title: 'adminAccounting.title' }],
  },
  {
    // A report covers every warehouse of the company: the admins'.
    label: 'adminEReporting.title',
    roles: admins,
    pages: [{ path: 'e-reporting', file: 'routes/admin.e-reporting.tsx', title: 'adminEReporting.title' }],
  },
  {
    label: 'admin.nav.taxonomy',
    roles: admins,
    pages: [
      { path: 'rayons', file: 'routes/admin.rayons.tsx', title: 'adminTaxonomy.title' },
      {
        path: 'rayons/:kind/:id',
        file: 'routes/admin.rayons.$kind.$id.tsx',
        title: 'adminTaxonomy.editTitle',
      },
    ],
  },
  {
    label: 'adminSearch.title',
    roles: admins,
    pages: [{ path: 'synonymes', file: 'routes/admin.synonymes.tsx', title: 'adminSearch.title' }],
  },
  {
    label: 'admin.nav.promotions',
    roles: admins,
    pages: [
      { path: 'codes-promo', file: 'routes/admin.codes-promo.tsx', title: 'admin.promo.title' },
      {
        path: 'codes-promo/nouveau',
        file: 'routes/admin.codes-promo.nouveau.tsx',
        title: 'admin.promo.newTitle',
      },
      { path: 'codes-promo/:id', file: 'routes/admin.codes-promo.$id.tsx', title: 'admin.promo.title' },
    ],
  },
  {
    label: 'admin.nav.content',
    roles: admins,
    pages: [
      { path: 'contenus', file: 'routes/admin.contenus.tsx', title: 'admin.content.title' },
      { path: 'contenus/apercu', file: 'routes/admin.contenus.apercu.ts' },
      {
        path: 'contenus/bandeau',
        file: 'routes/admin.contenus.bandeau.tsx',
        title: 'admin.content.promoBar',
      },
      {
        path: 'contenus/pages/:id',
        file: 'routes/admin.contenus.pages.$id.tsx',
        title: 'admin.content.page',
      },
      { path: 'contenus/blog/:id', file: 'routes/admin.contenus.blog.$id.tsx', title: 'admin.content.post' },
    ],
  },
  {
    label: 'admin.nav.redirects',
    roles: admins,
    pages: [
      { path: 'redirections', file: 'routes/admin.redirections.tsx', title: 'admin.content.redirects' },
    ],
  },
  {
    label: 'admin.nav.team',
    roles: admins,
    pages: [{ path: 'equipe', file: 'routes/admin.equipe.tsx', title: 'admin.team.title' }],
  },
  {
    label: 'admin.nav.audit',
    roles: admins,
    pages: [{ path: 'journal', file: 'routes/admin.journal.tsx', title: 'admin.audit.title' }],
  },
];

/** Every page with the roles that may open it, in the nav's order. */
export const backOfficePages = () =>
  BACK_OFFICE.flatMap((section) =>
    section.pages.map((page) => ({ ...page, roles: page.roles ?? section.roles })),
  );

/** A page's URL: '/admin' and its path. */
export const adminUrl = (path: string) => (path ? `/admin/${path}` : '/admin');
