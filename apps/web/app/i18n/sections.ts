import { localeOfPath } from '../lib/locale.js';

/**
 * Feature catalogs that only some sections of the shop use. A page receives the core texts, every
 * other feature's (catalogue and cart are on every page: product cards, the cart slide-over), and
 * the optional features of its section only: a listing page does not carry the account area's,
 * registration's, blog's or editorial texts (≈20 KB of its hydration data).
 */
export type OptionalFeature =
  | 'account'
  | 'register'
  | 'blog'
  | 'content'
  | 'orders'
  | 'wallet'
  // A pickup of empties without an order: the account hub, the shopper's request, the driver's stop, the rounds.
  | 'emptiesPickup'
  | 'driver'
  | 'impact'
  | 'sponsorship'
  | 'admin'
  | 'adminCatalog'
  | 'adminStock'
  | 'adminPromo'
  | 'adminContent'
  | 'adminTaxonomy'
  | 'adminOrders'
  | 'adminSlotMarketing'
  | 'adminPicking'
  | 'adminSlots'
  | 'adminFigures'
  | 'adminForfeits'
  // The books: the FEC of a period.
  | 'adminAccounting'
  // The B2C e-reports: each ten-day period's transmission and figures.
  | 'adminEReporting'
  | 'adminContainers'
  | 'adminRounds'
  | 'adminRoundSettings'
  | 'adminBoard'
  // The staff order page's door panels (failure, refusals, age check, payment).
  | 'adminOrderDoor'
  // Money at the door: the driver's payment step and cash sheet; the managers' cash sheets.
  | 'driverCash'
  | 'adminCash'
  // The unalterable sales journal's check and closures.
  | 'adminSalesJournal'
  // The search's synonyms.
  | 'adminSearch'
  // Delivery instructions: the checkout, the shopper's order, the driver's stop, staff pages.
  | 'instructions'
  // At the door: the driver's sheet, the shopper's order page (refused lines).
  | 'door'
  // Proof of delivery: the driver's stop, the shopper's order, the staff's order.
  | 'deliveryProof'
  // A failed delivery: the driver's report, the shopper's order page and its new slot.
  | 'deliveryFailure'
  // The delivery's tracking page, and its link on the shopper's order page.
  | 'tracking'
  // The reserved weekly slot's page in the account.
  | 'reservation'
  // The e-mails' texts: in the catalogs, but no page's (no section sends them).
  | 'mail'
  // The figures CSV's header row: written by the API, in no page either.
  | 'figuresCsv'
  // nginx's own answers, written to static pages at build time (scripts/edge-pages.mjs).
  | 'edge';

/** Optional features by the first path segment after the locale (route table). */
const SECTIONS = new Map<string, readonly OptionalFeature[]>(
  Object.entries({
    'mon-compte': [
      'account',
      'orders',
      'wallet',
      'emptiesPickup',
      'driver',
      'impact',
      'instructions',
      'door',
      'deliveryProof',
      'deliveryFailure',
      'tracking',
      'reservation',
    ],
    suivi: ['tracking'],
    'mon-impact-perso': ['impact'],
    commande: ['orders', 'instructions'],
    'mes-commandes': ['account', 'orders', 'instructions', 'door', 'deliveryProof', 'deliveryFailure'],
    'consignes-cagnotte': ['account', 'wallet', 'emptiesPickup', 'driver'],
    'mes-factures': ['account', 'wallet'],
    livreur: [
      'driver',
      'wallet',
      'emptiesPickup',
      'instructions',
      'door',
      'deliveryProof',
      'deliveryFailure',
      'driverCash',
    ],
    'mes-informations': ['account'],
    // The address form's street autocomplete is registration's.
    'mes-adresses': ['account', 'register'],
    'reset-password': ['account'],
    inscription: ['register', 'sponsorship'],
    'mes-parrainages': ['account', 'sponsorship'],
    login: ['account', 'register'],
    blog: ['blog'],
    zones: ['blog'],
    'nos-zones-de-livraison': ['blog'],
    '1ere-fois': ['content'],
    page: ['content'],
    // The back-office (/admin, outside the locale prefix).
    admin: [
      'admin',
      'adminCatalog',
      'adminStock',
      'adminPromo',
      'adminContent',
      'adminTaxonomy',
      'adminOrders',
      'adminSlotMarketing',
      'adminPicking',
      'adminSlots',
      'adminFigures',
      'adminForfeits',
      'adminAccounting',
      'adminEReporting',
      'adminContainers',
      'adminRounds',
      'adminRoundSettings',
      'adminBoard',
      'adminOrderDoor',
      'instructions',
      'door',
      'deliveryProof',
      'deliveryFailure',
      'adminCash',
      'adminSalesJournal',
      'adminSearch',
      'emptiesPickup',
    ],
  } satisfies Record<string, readonly OptionalFeature[]>),
);

const NONE: readonly OptionalFeature[] = [];

/** The optional features a page uses, from its path: /fr/mes-adresses/ajouter/step1 → account, register. */
export function sectionFeatures(pathname: string): readonly OptionalFeature[] {
  const segments = pathname.split('/');
  const first = localeOfPath(pathname) ? segments[2] : segments[1];
  return SECTIONS.get(first ?? '') ?? NONE;
}
