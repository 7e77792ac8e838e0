export * from './catalog.js';
export * from './geo.js';
export * from './users.js';
export * from './content.js';
export * from './accounts.js';
export * from './cart.js';
export * from './promo.js';
export * from './orders.js';
