/**
 * Feature catalogs: each feature keeps its texts for the four locales in one file here
 * (defineMessages), and is listed below. Keys are prefixed by the feature (e.g. 'catalog.').
 */
import account from './account.js';
import blog from './blog.js';
import cart from './cart.js';
import catalog from './catalog.js';
import content from './content.js';
import register from './register.js';
import orders from './orders.js';
import slots from './slots.js';
import wallet from './wallet.js';
import emptiesPickup from './empties-pickup.js';
import driver from './driver.js';
import driverOffline from './driver-offline.js';
import driverCash from './driver-cash.js';
import adminCash from './admin-cash.js';
import adminSalesJournal from './admin-sales-journal.js';
import adminSearch from './admin-search.js';
import impact from './impact.js';
import favourites from './favourites.js';
import shell from './shell.js';
import shopIdentity from './shop-identity.js';
import sponsorship from './sponsorship.js';
import admin from './admin.js';
import adminCatalog from './admin-catalog.js';
import adminStock from './admin-stock.js';
import adminPromo from './admin-promo.js';
import adminContent from './admin-content.js';
import adminTaxonomy from './admin-taxonomy.js';
import adminOrders from './admin-orders.js';
import adminSlotMarketing from './admin-slot-marketing.js';
import adminPicking from './admin-picking.js';
import adminSlots from './admin-slots.js';
import adminFigures from './admin-figures.js';
import adminForfeits from './admin-forfeits.js';
import adminAccounting from './admin-accounting.js';
import adminEReporting from './admin-ereporting.js';
import adminContainers from './admin-containers.js';
import adminRounds from './admin-rounds.js';
import adminRoundSettings from './admin-round-settings.js';
import adminBoard from './admin-board.js';
import adminOrderDoor from './admin-order-door.js';
import instructions from './delivery-instructions.js';
import door from './door.js';
import deliveryProof from './delivery-proof.js';
import deliveryFailure from './delivery-failure.js';
import edge from './edge.js';
import tracking from './tracking.js';
import reservation from './slot-reservation.js';
import nextDelivery from './next-delivery.js';
// The e-mails' texts: the API renders them too, so they live in the contract (docs/adr/0027).
import { figuresCsvMessages as figuresCsv, mailMessages as mail } from '@consigne/contract';

export const features = [
  content,
  blog,
  catalog,
  register,
  account,
  cart,
  slots,
  orders,
  wallet,
  emptiesPickup,
  driver,
  driverOffline,
  driverCash,
  adminCash,
  adminSalesJournal,
  adminSearch,
  impact,
  favourites,
  shell,
  shopIdentity,
  sponsorship,
  admin,
  adminCatalog,
  adminStock,
  adminPromo,
  adminContent,
  adminTaxonomy,
  adminOrders,
  adminSlotMarketing,
  adminPicking,
  adminSlots,
  adminFigures,
  adminForfeits,
  adminAccounting,
  adminEReporting,
  adminContainers,
  adminRounds,
  adminRoundSettings,
  adminBoard,
  adminOrderDoor,
  instructions,
  door,
  deliveryProof,
  deliveryFailure,
  edge,
  tracking,
  reservation,
  nextDelivery,
  mail,
  figuresCsv,
] as const;
