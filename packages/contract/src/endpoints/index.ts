/**
 * The endpoint table: every operation's name (its operationId), method, path and the schemas of its
 * request and answers, one file per area. The API declares its routes from it (apps/api/src/lib/route.ts);
 * the client infers its types from it (type-only) and calls through the zod-free route constants.
 */
import { adminAccountingEndpoints } from './admin-accounting.js';
import { adminBoardEndpoints } from './admin-board.js';
import { adminCashSheetsEndpoints } from './admin-cash-sheets.js';
import { adminDepositForfeitsEndpoints } from './admin-deposit-forfeits.js';
import { adminDepositsEndpoints } from './admin-deposits.js';
import { adminEInvoicingEndpoints } from './admin-einvoicing.js';
import { adminContainersEndpoints } from './admin-containers.js';
import { adminFiguresEndpoints } from './admin-figures.js';
import { adminGreenSlotsEndpoints } from './admin-green-slots.js';
import { adminRoundSettingsEndpoints } from './admin-round-settings.js';
import { adminSearchSynonymsEndpoints } from './admin-search-synonyms.js';
import { adminOrdersEndpoints } from './admin-orders.js';
import { adminPickingEndpoints } from './admin-picking.js';
import { adminRoundsEndpoints } from './admin-rounds.js';
import { adminSalesJournalEndpoints } from './admin-sales-journal.js';
import { adminSlotMarketingEndpoints } from './admin-slot-marketing.js';
import { adminSlotsEndpoints } from './admin-slots.js';
import { accountEndpoints } from './account.js';
import { adminCatalogEndpoints } from './admin-catalog.js';
import { adminContentEndpoints } from './admin-content.js';
import { adminCoreEndpoints } from './admin-core.js';
import { adminPromoEndpoints } from './admin-promo.js';
import { adminStockEndpoints } from './admin-stock.js';
import { adminTaxonomyEndpoints } from './admin-taxonomy.js';
import { authEndpoints } from './auth.js';
import { blogEndpoints } from './blog.js';
import { cartEndpoints } from './cart.js';
import { catalogEndpoints } from './catalog.js';
import { configEndpoints } from './config.js';
import { contentEndpoints } from './content.js';
import { deliveryEndpoints } from './delivery.js';
import { emptiesPickupsEndpoints } from './empties-pickups.js';
import { favouritesEndpoints } from './favourites.js';
import { healthEndpoints } from './health.js';
import { impactEndpoints } from './impact.js';
import { invoicesEndpoints } from './invoices.js';
import { mailEndpoints } from './mail.js';
import { notificationsEndpoints } from './notifications.js';
import { operatorEndpoints } from './operator.js';
import { ordersEndpoints } from './orders.js';
import { passwordEndpoints } from './password.js';
import { redirectsEndpoints } from './redirects.js';
import { registrationEndpoints } from './registration.js';
import { reorderEndpoints } from './reorder.js';
import { slotReservationsEndpoints } from './slot-reservations.js';
import { slotsEndpoints } from './slots.js';
import { sponsorshipEndpoints } from './sponsorship.js';
import { trackingEndpoints } from './tracking.js';
import { usersEndpoints } from './users.js';
import { usualBasketEndpoints } from './usual-basket.js';
import { savedCardEndpoints } from './saved-cards.js';
import { warehousesEndpoints } from './warehouses.js';
import { zonesEndpoints } from './zones.js';

export const endpoints = {
  ...accountEndpoints,
  ...adminCatalogEndpoints,
  ...adminContentEndpoints,
  ...adminCoreEndpoints,
  ...adminPromoEndpoints,
  ...adminSalesJournalEndpoints,
  ...adminStockEndpoints,
  ...adminTaxonomyEndpoints,
  ...authEndpoints,
  ...blogEndpoints,
  ...cartEndpoints,
  ...catalogEndpoints,
  ...configEndpoints,
  ...contentEndpoints,
  ...deliveryEndpoints,
  ...emptiesPickupsEndpoints,
  ...favouritesEndpoints,
  ...healthEndpoints,
  ...impactEndpoints,
  ...invoicesEndpoints,
  ...mailEndpoints,
  ...notificationsEndpoints,
  ...operatorEndpoints,
  ...ordersEndpoints,
  ...passwordEndpoints,
  ...redirectsEndpoints,
  ...registrationEndpoints,
  ...reorderEndpoints,
  ...slotReservationsEndpoints,
  ...usualBasketEndpoints,
  ...savedCardEndpoints,
  ...slotsEndpoints,
  ...sponsorshipEndpoints,
  ...trackingEndpoints,
  ...usersEndpoints,
  ...warehousesEndpoints,
  ...zonesEndpoints,
  ...adminBoardEndpoints,
  ...adminCashSheetsEndpoints,
  ...adminAccountingEndpoints,
  ...adminDepositForfeitsEndpoints,
  ...adminDepositsEndpoints,
  ...adminEInvoicingEndpoints,
  ...adminContainersEndpoints,
  ...adminFiguresEndpoints,
  ...adminGreenSlotsEndpoints,
  ...adminRoundSettingsEndpoints,
  ...adminSearchSynonymsEndpoints,
  ...adminOrdersEndpoints,
  ...adminPickingEndpoints,
  ...adminRoundsEndpoints,
  ...adminSlotMarketingEndpoints,
  ...adminSlotsEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
