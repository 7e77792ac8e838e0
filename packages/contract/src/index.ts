/**
 * The API's contract: the zod schemas of every request and response. The API validates, serialises
 * and documents (OpenAPI) with them; packages/api-client infers its types from them (type-only).
 */
export * from './primitives.js';
export * from './field-messages.js';
export * from './field-message-key.js';
export * from './mail-messages.js';
export * from './figures-csv-messages.js';
export * from './notifications.js';
export * from './account.js';
export * from './auth.js';
export * from './cart.js';
export * from './cart-totals.js';
export * from './config.js';
export * from './content.js';
export * from './catalog.js';
export * from './delivery.js';
export * from './empties-pickups.js';
export * from './slot-reservations.js';
export * from './usual-basket.js';
export * from './saved-cards.js';
export * from './favourites.js';
export * from './impact.js';
export * from './operator.js';
export * from './cash-sheets.js';
export * from './orders.js';
export * from './delivery-instructions.js';
export * from './delivery-proof.js';
export * from './password.js';
export * from './registration.js';
export * from './reorder.js';
export * from './slots.js';
export * from './sponsorship.js';
export * from './tracking.js';
export * from './users.js';
export * from './warehouses.js';
export * from './zones.js';
export * from './health.js';
export * from './operations.js';
export * from './admin/index.js';
export * from './body-limits.js';
export * from './endpoint.js';
export * from './endpoints/index.js';
export type * from './call-types.js';
