export * from './core.js';
export * from './catalog.js';
export * from './stock.js';
export * from './promo.js';
export * from './content.js';
export * from './taxonomy.js';
export * from './orders.js';
export * from './operations.js';
